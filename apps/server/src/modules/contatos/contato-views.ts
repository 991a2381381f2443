import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@prix/shared';
import { OFERTA_VENCENDO_HORAS } from '@prix/shared/core/onde-comprar';
import type {
  ContatoDetalhe,
  ContatoResumo,
  ContatosLista,
  InteresseContato,
  LinhaProduto,
  ResultadoContato,
  StatusContato,
} from '@prix/shared/onde-comprar';
import { queryRows, type Db } from '../../db/client.js';

export const CONTATOS_POR_PAGINA = 10;

interface ResumoRow {
  id: number;
  uuid: string;
  recebido_em: Date | string;
  nome: string;
  municipio: string;
  uf: string;
  interesse: InteresseContato;
  linha: LinhaProduto;
  status: StatusContato;
  resultado: ResultadoContato | null;
  parceiro: string | null;
  prazo: Date | string | null;
  cliente_id: string | null;
  mensagem: string;
  email: string;
  telefone: string;
  total: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** A partner as staff and partners read it in lists: the public listing's name, else the company's. */
const PARCEIRO_NOME = sql`coalesce(nullif(trim(pp.nome_publico), ''), pc.nome)`;

const SELECT_RESUMO = sql`select c.id, c.uuid, c.recebido_em, c.nome, m.nome as municipio, m.uf::text as uf,
    c.interesse, c.linha, c.status, c.resultado, c.cliente_id,
    case when c.cliente_id is null then null else ${PARCEIRO_NOME} end as parceiro,
    case when c.status = 'oferecido' then c.prazo end as prazo,
    c.mensagem, c.email, c.telefone, count(*) over ()::int as total
  from contato c
    join municipio m on m.id = c.municipio_id
    left join cliente pc on pc.id = c.cliente_id
    left join cliente_pagina pp on pp.cliente_id = c.cliente_id`;

const resumo = (r: ResumoRow): ContatoResumo => ({
  uuid: r.uuid,
  recebidoEm: iso(r.recebido_em),
  nome: r.nome,
  municipio: r.municipio,
  uf: r.uf,
  interesse: r.interesse,
  linha: r.linha,
  status: r.status,
  resultado: r.resultado,
  parceiro: r.parceiro,
  prazo: r.prazo ? iso(r.prazo) : null,
});

/** A page of enquiries under `where`, newest first. */
export async function listContatos(db: Db, where: SQL, page: number): Promise<ContatosLista> {
  const rows = await queryRows<ResumoRow>(
    db,
    sql`${SELECT_RESUMO} where ${where} order by c.recebido_em desc, c.id desc
        limit ${CONTATOS_POR_PAGINA} offset ${(page - 1) * CONTATOS_POR_PAGINA}`,
  );
  return { contatos: rows.map(resumo), total: rows[0]?.total ?? 0, page };
}

/** An enquiry (`c`) offered to a partner whose answer is due within OFERTA_VENCENDO_HORAS of `now`. */
export const vencendoSql = (now: Date): SQL =>
  sql`c.status = 'oferecido' and c.prazo <= ${new Date(now.getTime() + OFERTA_VENCENDO_HORAS * 3_600_000).toISOString()}::timestamptz`;

/**
 * Filters of a list: status, the enquiry's state, the offer about to expire, and a search over name, e-mail and
 * city (accents ignored).
 */
export function listFilters(
  f: { status?: string; uf?: string; busca?: string; prazo?: 'vencendo' },
  now = new Date(),
): SQL[] {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(sql`c.status = ${f.status}`);
  if (f.prazo === 'vencendo') conditions.push(vencendoSql(now));
  if (f.uf) conditions.push(sql`m.uf = ${f.uf}`);
  const busca = f.busca?.trim();
  if (busca) {
    const like = `%${busca.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      sql`(f_unaccent(lower(c.nome)) like f_unaccent(lower(${like})) or lower(c.email) like lower(${like})
           or f_unaccent(lower(m.nome)) like f_unaccent(lower(${like})) or ${PARCEIRO_NOME} ilike ${like})`,
    );
  }
  return conditions;
}

/**
 * One enquiry under `where` with its history, or null. `partner`: a partner's view, which shows the visitor's
 * e-mail and phone only once this company accepted, and only the steps that concern this company.
 */
export async function contatoDetalhe(
  db: Db,
  uuid: string,
  where: SQL,
  partner: string | null,
): Promise<ContatoDetalhe | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await queryRows<ResumoRow>(db, sql`${SELECT_RESUMO} where c.uuid = ${uuid} and ${where}`);
  if (!row) return null;
  const eventos = await queryRows<{
    tipo: string;
    em: Date | string;
    parceiro: string | null;
    autor: string | null;
    detalhe: string | null;
  }>(
    db,
    sql`select e.tipo, e.em, case when e.cliente_id is null then null else ${PARCEIRO_NOME} end as parceiro,
          u.nomecompleto as autor, e.detalhe
        from contato_evento e
          left join cliente pc on pc.id = e.cliente_id
          left join cliente_pagina pp on pp.cliente_id = e.cliente_id
          left join usuario u on u.id = e.usuario_id
        where e.contato_id = ${row.id}
          ${partner === null ? sql`` : sql`and (e.cliente_id = ${partner} or e.tipo = 'recebido')`}
        order by e.id`,
  );
  const accepted = partner === null || row.status === 'aceito' || row.status === 'encerrado';
  return {
    ...resumo(row),
    mensagem: row.mensagem,
    email: accepted ? row.email : null,
    telefone: accepted ? row.telefone : null,
    historico: eventos.map((e) => ({
      tipo: e.tipo,
      em: iso(e.em),
      parceiro: e.parceiro,
      autor: e.autor,
      detalhe: e.detalhe,
    })),
  };
}
