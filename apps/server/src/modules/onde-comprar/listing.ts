import { sql, type SQL } from 'drizzle-orm';
import { BENEFICIO_LISTAGEM, MARCA_OFICINA, type TipoParceiroPublico } from '@prix/shared/core/onde-comprar';
import { queryRows, type Db } from '../../db/client.js';

/**
 * THE definition of a listed partner (decision 0046), the one the public locator and the enquiry routing both
 * read: an active company, with a position (its own coordinates, set by staff, else its municipality's seat),
 * whose listing is neither hidden by the partner nor suspended by staff (no `cliente_pagina` row is a visible
 * listing), and that is
 * - a reseller ('revenda') when its class holds the benefit BENEFICIO_LISTAGEM (`SITE`) in classe-beneficio,
 *   the benefit itself active: staff decide which classes are listed;
 * - a workshop ('assistencia') when one of its partnership types contains MARCA_OFICINA (`OT`, `OTA`, `OTAF`),
 *   whatever its class.
 */

/**
 * A company of Brazil (the `cliente` table, unaliased) whose city matched no municipality: it has no position, so
 * it is neither listed nor offered enquiries until staff choose its city. Staff's list and /home's count read it.
 */
export const SEM_MUNICIPIO: SQL = sql`municipio_id is null and pais_id = 'BR' and not inativo`;

/** A latitude/longitude rectangle (degrees) that narrows the partners before any distance is computed. */
export interface Caixa {
  latMin: number;
  latMax: number;
  lonMin: number;
  lonMax: number;
}

const isReseller = sql`coalesce(c.classe_id in (
    select cb.classe_id from classe_beneficio cb join beneficio b on b.id = cb.beneficio_id
    where cb.beneficio_id = ${BENEFICIO_LISTAGEM} and not b.inativo), false)`;
const isWorkshop = sql`exists (select 1 from cliente_tipoparceria ct
    where ct.cliente_id = c.id and upper(ct.tipoparceria_id) like ${`%${MARCA_OFICINA}%`})`;

/** One half of the union: `own` the companies with their own coordinates, else those placed by municipality. */
function part(own: boolean, tipo: TipoParceiroPublico | undefined, caixa: Caixa | undefined): SQL {
  const lat = own ? sql`c.latitude` : sql`m.lat`;
  const lon = own ? sql`c.longitude` : sql`m.lon`;
  const kind =
    tipo === 'revenda'
      ? isReseller
      : tipo === 'assistencia'
        ? isWorkshop
        : sql`(${isReseller} or ${isWorkshop})`;
  const box = caixa
    ? sql`and ${lat} between ${caixa.latMin} and ${caixa.latMax} and ${lon} between ${caixa.lonMin} and ${caixa.lonMax}`
    : sql``;
  return sql`select c.id, c.uuid, c.nome, c.classe_id,
      case when c.classe_id ~ '^[0-9]{1,4}$' then c.classe_id::int else 0 end as classe_nivel,
      ${lat}::float8 as lat, ${lon}::float8 as lon,
      coalesce(m.uf::text, c.estado_id) as uf, c.municipio_id::text as municipio_id,
      ${isReseller} as revenda, ${isWorkshop} as assistencia
    from cliente c
    ${own ? sql`left join` : sql`join`} municipio m on m.id = c.municipio_id
    left join cliente_pagina p on p.cliente_id = c.id
    where not c.inativo
      and (p.cliente_id is null or (p.visivel and not p.suspensa))
      and ${own ? sql`c.latitude is not null and c.longitude is not null` : sql`(c.latitude is null or c.longitude is null)`}
      and ${kind} ${box}`;
}

/**
 * The listed partners as a subquery to select from (`from ${listedPartners()} lp`), one row per company:
 * id, uuid, nome (the company's name), classe_id, classe_nivel (the class code as a number, 10…1000; 0
 * without a numeric class), lat, lon (float8, the position), uf, municipio_id, revenda, assistencia (bool).
 * `tipo` keeps one kind; `caixa` keeps the partners inside a rectangle (indexes narrow it: municipio(lat,
 * lon) and cliente(latitude, longitude)).
 */
export function listedPartners(tipo?: TipoParceiroPublico, options: { caixa?: Caixa } = {}): SQL {
  return sql`(${part(false, tipo, options.caixa)} union all ${part(true, tipo, options.caixa)})`;
}

/**
 * The great-circle distance in km (haversine, R = 6,371 km, as `distanciaKm` of @prix/shared) from a point
 * to the `lat`/`lon` columns of `alias` (the listed partners' alias, `lp` unless told).
 */
export function distanceKmSql(lat: number, lon: number, alias = 'lp'): SQL {
  if (!/^[a-z_][a-z0-9_]*$/i.test(alias)) throw new Error(`alias inválido: ${alias}`);
  const a = sql.raw(alias);
  return sql`(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(${a}.lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${a}.lat)) * power(sin(radians(${a}.lon - ${lon}::float8) / 2), 2)))))`;
}

/** Km per degree of latitude (and of longitude at the equator), on the same 6,371 km sphere. */
const KM_POR_GRAU = (Math.PI * 6371) / 180;

/**
 * The rectangle that holds every point within `km` of a place, or null when it would not narrow anything
 * (too wide, or so close to a pole that longitude spans everything).
 */
export function caixaAoRedor(lat: number, lon: number, km: number): Caixa | null {
  const dLat = km / KM_POR_GRAU;
  const cos = Math.cos((lat * Math.PI) / 180);
  if (cos < 0.05) return null;
  const dLon = km / (KM_POR_GRAU * cos);
  if (dLat >= 90 || dLon >= 180) return null;
  return { latMin: lat - dLat, latMax: lat + dLat, lonMin: lon - dLon, lonMax: lon + dLon };
}

/** Why a company does not show on the locator, in the words its partner and staff read. */
export const MOTIVOS_NAO_LISTADO = {
  inativa: 'A empresa está inativa.',
  semBeneficio:
    'A classe da empresa não inclui a divulgação no site, e ela não é uma assistência técnica (tipo de parceria OT).',
  oculta: 'A página está oculta: marque "Mostrar no Onde comprar" para aparecer.',
  suspensa: 'A página foi suspensa pela equipe Prix.',
  semPosicao: 'A empresa não tem cidade (município) nem coordenadas cadastradas.',
} as const;

/**
 * Whether a company shows on the locator now (by the definition above) and, when it does not, every reason
 * why, so the partner knows what to change.
 */
export async function listingStatus(
  db: Db,
  clienteId: string,
): Promise<{ listado: boolean; motivos: string[] }> {
  const [row] = await queryRows<{
    listado: boolean;
    inativo: boolean;
    elegivel: boolean;
    visivel: boolean;
    suspensa: boolean;
    posicao: boolean;
  }>(
    db,
    sql`select exists (select 1 from ${listedPartners()} lp where lp.id = c.id) as listado,
        c.inativo, (${isReseller} or ${isWorkshop}) as elegivel,
        coalesce(p.visivel, true) as visivel, coalesce(p.suspensa, false) as suspensa,
        ((c.latitude is not null and c.longitude is not null) or c.municipio_id is not null) as posicao
      from cliente c left join cliente_pagina p on p.cliente_id = c.id
      where c.id = ${clienteId}`,
  );
  if (!row) return { listado: false, motivos: [] };
  const motivos: string[] = [];
  if (row.inativo) motivos.push(MOTIVOS_NAO_LISTADO.inativa);
  if (!row.elegivel) motivos.push(MOTIVOS_NAO_LISTADO.semBeneficio);
  if (!row.visivel) motivos.push(MOTIVOS_NAO_LISTADO.oculta);
  if (row.suspensa) motivos.push(MOTIVOS_NAO_LISTADO.suspensa);
  if (!row.posicao) motivos.push(MOTIVOS_NAO_LISTADO.semPosicao);
  return { listado: row.listado, motivos: row.listado ? [] : motivos };
}
