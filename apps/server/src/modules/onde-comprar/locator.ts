import { sql, type SQL } from 'drizzle-orm';
import {
  comoChegarUrl,
  MUNICIPIOS_POR_BUSCA,
  PARCEIROS_POR_PAGINA,
  semAcentos,
  type Municipio,
  type ParceiroPublico,
  type ParceirosQuery,
  type ParceirosResponse,
  type TipoParceiroPublico,
} from '@prix/shared/onde-comprar';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { caixaAoRedor, distanceKmSql, listedPartners } from './listing.js';

export const MUNICIPIO_NAO_ENCONTRADO = 'Cidade não encontrada: escolha uma cidade da lista.';

/** LIKE's own characters taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The city autocomplete: municipalities whose name (accents and case ignored) starts with the typed text
 * first, then those that contain it; capitals first among equals, then by name.
 */
export async function buscarMunicipios(db: Db, busca: string, uf?: string): Promise<Municipio[]> {
  const texto = likeLiteral(semAcentos(busca));
  return queryRows<Municipio>(
    db,
    sql`select id::text as id, nome, uf::text as uf, lat, lon from municipio
        where nome_busca like ${`%${texto}%`} ${uf ? sql`and uf = ${uf}` : sql``}
        order by (nome_busca like ${`${texto}%`}) desc, capital desc, nome_busca, uf
        limit ${MUNICIPIOS_POR_BUSCA}`,
  );
}

export async function municipioPorCodigo(
  db: Db,
  id: string,
): Promise<{ id: string; nome: string; uf: string; lat: number; lon: number } | null> {
  const [row] = await queryRows<{ id: string; nome: string; uf: string; lat: number; lon: number }>(
    db,
    sql`select id::text as id, nome, uf::text as uf, lat, lon from municipio where id = ${id}`,
  );
  return row ?? null;
}

/**
 * Half-widths (km) of the boxes tried around the place, narrowest first: the first that holds enough
 * partners within its radius for the page decides; then, the whole country.
 */
const RAIOS_KM = [60, 250, 1000];

interface Linha {
  id: string;
  uuid: string;
  nome: string;
  classe: string | null;
  revenda: boolean;
  assistencia: boolean;
  rua: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cep: string | null;
  municipio: string | null;
  uf: string | null;
  telefone: string | null;
  whatsapp: string | null;
  email: string | null;
  site: string | null;
  horario: string | null;
  descricao: string | null;
  lat: number;
  lon: number;
  km: number | null;
}

/** The public face of the chosen rows: the listing's name and contacts, the company's address and class. */
const detalhes = (escolhidos: SQL, ordem: SQL) => sql`
  select x.id, x.uuid, coalesce(p.nome_publico, c.nome) as nome, cl.nome as classe, x.revenda, x.assistencia,
    c.rua, c.numero, c.complemento, c.bairro, c.cep, coalesce(m.nome, c.cidade) as municipio, x.uf,
    p.telefone, p.whatsapp, p.email, p.site, p.horario, p.descricao, x.lat, x.lon, x.km, x.achados
  from (${escolhidos}) x
  join cliente c on c.id = x.id
  left join classe cl on cl.id = c.classe_id
  left join municipio m on m.id = c.municipio_id
  left join cliente_pagina p on p.cliente_id = c.id
  order by ${ordem}`;

export function enderecoDe(r: Pick<Linha, 'rua' | 'numero' | 'complemento' | 'bairro'>): string {
  const rua = [r.rua, r.numero].filter(Boolean).join(', ');
  return [rua, r.complemento, r.bairro].filter(Boolean).join(' – ');
}

function publico(r: Linha): ParceiroPublico {
  const endereco = enderecoDe(r);
  const municipio = r.municipio ?? '';
  const uf = r.uf ?? '';
  const tipos: TipoParceiroPublico[] = [];
  if (r.revenda) tipos.push('revenda');
  if (r.assistencia) tipos.push('assistencia');
  return {
    uuid: r.uuid,
    nome: r.nome,
    classe: r.classe,
    tipos,
    endereco,
    municipio,
    uf,
    cep: r.cep,
    telefone: r.telefone,
    whatsapp: r.whatsapp,
    email: r.email,
    site: r.site,
    horario: r.horario,
    descricao: r.descricao,
    lat: r.lat,
    lon: r.lon,
    distanciaKm: r.km === null ? null : Math.round(r.km * 10) / 10,
    comoChegar: comoChegarUrl(
      [endereco, municipio && uf ? `${municipio} - ${uf}` : municipio, r.cep, 'Brasil']
        .filter(Boolean)
        .join(', '),
    ),
  };
}

/**
 * The locator: listed partners of the asked kind and state, nearest first to a municipality's seat or a
 * position (a bounding box narrows them before the haversine, widened until the page is surely complete),
 * or without a place by state and name; 10 a page, with the total.
 */
export async function buscarParceiros(db: Db, q: ParceirosQuery): Promise<ParceirosResponse> {
  let origem: ParceirosResponse['origem'] = null;
  if (q.municipio) {
    const m = await municipioPorCodigo(db, q.municipio);
    if (!m) throw new HttpError(400, MUNICIPIO_NAO_ENCONTRADO);
    origem = { nome: `${m.nome} – ${m.uf}`, lat: m.lat, lon: m.lon };
  } else if (q.lat !== undefined && q.lon !== undefined) {
    origem = { nome: 'sua localização', lat: q.lat, lon: q.lon };
  }
  const porUf = q.uf ? sql`and lp.uf = ${q.uf}` : sql``;
  const [contagem] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${listedPartners(q.tipo)} lp where true ${porUf}`,
  );
  const total = contagem?.n ?? 0;
  const inicio = (q.page - 1) * PARCEIROS_POR_PAGINA;
  if (total <= inicio) return { parceiros: [], total, page: q.page, origem };

  if (!origem) {
    const rows = await queryRows<Linha>(
      db,
      detalhes(
        sql`select lp.id, lp.uuid, lp.revenda, lp.assistencia, lp.uf, lp.lat, lp.lon, null::float8 as km,
              0 as achados, coalesce(pg.nome_publico, lp.nome) as ordem
            from ${listedPartners(q.tipo)} lp left join cliente_pagina pg on pg.cliente_id = lp.id
            where true ${porUf}
            order by lp.uf, ordem, lp.id limit ${PARCEIROS_POR_PAGINA} offset ${inicio}`,
        sql`x.uf, x.ordem, x.id`,
      ),
    );
    return { parceiros: rows.map(publico), total, page: q.page, origem };
  }

  const { lat, lon } = origem;
  const precisa = Math.min(total, inicio + PARCEIROS_POR_PAGINA);
  for (const raio of [...RAIOS_KM, null]) {
    const caixa = raio === null ? null : caixaAoRedor(lat, lon, raio);
    if (raio !== null && !caixa) continue;
    const rows = await queryRows<Linha & { achados: number }>(
      db,
      detalhes(
        sql`select y.*, count(*) over ()::int as achados from (
              select lp.id, lp.uuid, lp.revenda, lp.assistencia, lp.uf, lp.lat, lp.lon,
                ${distanceKmSql(lat, lon)} as km
              from ${listedPartners(q.tipo, caixa ? { caixa } : {})} lp where true ${porUf}
            ) y ${raio === null ? sql`` : sql`where y.km <= ${raio}`}
            order by y.km, y.id limit ${PARCEIROS_POR_PAGINA} offset ${inicio}`,
        sql`x.km, x.id`,
      ),
    );
    // Enough partners within the radius for this page: none outside the box can come before them.
    if (raio !== null && (rows[0]?.achados ?? 0) < precisa) continue;
    return { parceiros: rows.map(publico), total, page: q.page, origem };
  }
  return { parceiros: [], total, page: q.page, origem };
}
