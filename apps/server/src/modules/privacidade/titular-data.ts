import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@prix/shared';
import { TRATAMENTOS, type DadosTitular } from '@prix/shared/privacidade';
import { queryRows, type Db } from '../../db/client.js';
import { escapeHtml } from '../../lib/html.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';
import { MAPA_DADOS_PESSOAIS, type Alcance, type EntradaMapa } from './personal-data-map.js';

/**
 * What the portal holds about a person, read only through the declared map (decision 0048): the person's
 * export (JSON, streamed table by table, or a readable HTML document) and the officer's look-up.
 */

/** The person: a user (by code) with their e-mail and CPF, or a visitor known only by e-mail or CPF. */
export interface Titular {
  usuario: { id: string; uuid: string; nome: string; email: string | null } | null;
  /** Lower case. */
  email: string | null;
  /** Digits only. */
  cpf: string | null;
}

export interface UsuarioTitular {
  id: string;
  uuid: string;
  nome: string;
  email: string | null;
  cpf: string | null;
}

export const soDigitos = (cpf: string) => cpf.replace(/\D/g, '');
export const emailSha256 = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export function titularDoUsuario(u: UsuarioTitular): Titular {
  return {
    usuario: { id: u.id, uuid: u.uuid, nome: u.nome, email: u.email },
    email: u.email ? u.email.trim().toLowerCase() : null,
    cpf: u.cpf && soDigitos(u.cpf) ? soDigitos(u.cpf) : null,
  };
}

const USUARIO_COLUNAS = sql`id, uuid::text as uuid, nomecompleto as nome, email, cpf`;

/** A user by uuid (null for an address that is not one, or nobody). */
export async function usuarioPorUuid(db: Db, uuid: string, lock = false): Promise<UsuarioTitular | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await queryRows<UsuarioTitular>(
    db,
    sql`select ${USUARIO_COLUNAS} from usuario where uuid = ${uuid}::uuid ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export async function usuarioPorId(db: Db, id: string): Promise<UsuarioTitular | null> {
  const [row] = await queryRows<UsuarioTitular>(
    db,
    sql`select ${USUARIO_COLUNAS} from usuario where id = ${id}`,
  );
  return row ?? null;
}

/** The officer's look-up: the user with that e-mail or CPF, else a visitor known by it. */
export async function titularPor(db: Db, q: { email: string | null; cpf: string | null }): Promise<Titular> {
  if (q.email) {
    const email = q.email.trim().toLowerCase();
    const [u] = await queryRows<UsuarioTitular>(
      db,
      sql`select ${USUARIO_COLUNAS} from usuario where lower(email) = ${email}`,
    );
    return u ? titularDoUsuario(u) : { usuario: null, email, cpf: null };
  }
  const cpf = soDigitos(q.cpf ?? '');
  const [u] = await queryRows<UsuarioTitular>(
    db,
    sql`select ${USUARIO_COLUNAS} from usuario where regexp_replace(cpf, '[^0-9]', '', 'g') = ${cpf}
        order by inativo, id limit 1`,
  );
  return u ? titularDoUsuario(u) : { usuario: null, email: null, cpf };
}

const ENTRADAS = new Map(MAPA_DADOS_PESSOAIS.map((e) => [e.id, e]));
const col = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;

function alcanceDe(a: Alcance, titular: Titular, alias: string, depth: number): SQL | null {
  if ('usuario' in a) return titular.usuario ? sql`${col(alias, a.usuario)} = ${titular.usuario.id}` : null;
  if ('email' in a) return titular.email ? sql`lower(${col(alias, a.email)}) = ${titular.email}` : null;
  if ('cpf' in a)
    return titular.cpf ? sql`regexp_replace(${col(alias, a.cpf)}, '[^0-9]', '', 'g') = ${titular.cpf}` : null;
  if ('json' in a)
    return titular.email ? sql`lower(${col(alias, a.json)} ->> ${a.chave}) = ${titular.email}` : null;
  if ('sha256' in a)
    return titular.email ? sql`${col(alias, a.sha256)} = ${emailSha256(titular.email)}` : null;
  const pai = ENTRADAS.get(a.pai);
  if (!pai) throw new Error(`entrada ${a.pai} fora do mapa`);
  const paiAlias = `p${depth}`;
  const doPai = condicaoDe(pai, titular, paiAlias, depth + 1);
  return doPai
    ? sql`${col(alias, a.coluna)} in (select ${col(paiAlias, a.chavePai)} from ${sql.identifier(pai.tabela)} ${sql.identifier(paiAlias)} where ${doPai})`
    : null;
}

/** The rows of an entry that reach the person (`alias.…`), or null when none can (no key of that kind). */
export function condicaoDe(e: EntradaMapa, titular: Titular, alias = 't', depth = 0): SQL | null {
  const parts = e.alcance.map((a) => alcanceDe(a, titular, alias, depth)).filter((p) => p !== null);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
}

const LOTE = 500;

/** The person's rows of one entry, its mapped columns only, in batches (JSON built by the database). */
async function* linhasDe(
  db: Db,
  e: EntradaMapa,
  titular: Titular,
): AsyncGenerator<Record<string, unknown>[]> {
  const cond = condicaoDe(e, titular);
  if (!cond) return;
  const objeto = sql.join(
    Object.keys(e.colunas).map((c) => sql`${c}::text, ${col('t', c)}`),
    sql`, `,
  );
  const ordem = sql.join(
    e.ordem.split(',').map((c) => col('t', c.trim())),
    sql`, `,
  );
  for (let offset = 0; ; offset += LOTE) {
    const rows = await queryRows<{ r: Record<string, unknown> }>(
      db,
      sql`select json_build_object(${objeto}) as r from ${sql.identifier(e.tabela)} t where ${cond}
          order by ${ordem} limit ${LOTE} offset ${offset}`,
    );
    if (rows.length) yield rows.map((row) => (typeof row.r === 'string' ? JSON.parse(row.r) : row.r));
    if (rows.length < LOTE) return;
  }
}

const tratamentosDe = (e: EntradaMapa) =>
  Object.fromEntries(
    Object.entries(e.colunas).map(([c, spec]) => [
      c,
      { tratamento: spec.tratamento, motivo: spec.motivo ?? null },
    ]),
  );

export interface Cabecalho {
  titular: DadosTitular['titular'];
  geradoEm: string;
}

export function cabecalhoDe(titular: Titular): Cabecalho {
  return {
    titular: {
      uuid: titular.usuario?.uuid ?? null,
      nome: titular.usuario?.nome ?? titular.email ?? 'Titular do CPF informado',
      email: titular.usuario?.email ?? titular.email,
    },
    geradoEm: new Date().toISOString(),
  };
}

/** Everything mapped about the person, table by table (only the entries with rows), collected. */
export async function dadosDoTitular(db: Db, titular: Titular): Promise<DadosTitular> {
  const tabelas: DadosTitular['tabelas'] = [];
  for (const e of MAPA_DADOS_PESSOAIS) {
    const linhas: Record<string, unknown>[] = [];
    for await (const lote of linhasDe(db, e, titular)) linhas.push(...lote);
    if (linhas.length)
      tabelas.push({ tabela: e.tabela, descricao: e.descricao, linhas, tratamentos: tratamentosDe(e) });
  }
  return { ...cabecalhoDe(titular), tabelas };
}

/** The JSON document (dadosTitularSchema), written table by table as the rows are read. */
async function* jsonDe(db: Db, titular: Titular): AsyncGenerator<string> {
  const cab = cabecalhoDe(titular);
  yield `{"titular":${JSON.stringify(cab.titular)},"geradoEm":${JSON.stringify(cab.geradoEm)},"tabelas":[`;
  let primeira = true;
  for (const e of MAPA_DADOS_PESSOAIS) {
    let aberta = false;
    for await (const lote of linhasDe(db, e, titular)) {
      const linhas = lote.map((l) => JSON.stringify(l)).join(',');
      if (aberta) yield `,${linhas}`;
      else {
        const head = JSON.stringify({
          tabela: e.tabela,
          descricao: e.descricao,
          tratamentos: tratamentosDe(e),
        });
        yield `${primeira ? '' : ','}${head.slice(0, -1)},"linhas":[${linhas}`;
        primeira = false;
        aberta = true;
      }
    }
    if (aberta) yield ']}';
  }
  yield ']}\n';
}

const dataHora = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: REPORT_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

function celula(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'object') return escapeHtml(JSON.stringify(v, null, 1));
  return escapeHtml(String(v));
}

const ESTILO = `body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a;line-height:1.4}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}table{border-collapse:collapse;width:100%;font-size:.85rem}
th,td{border:1px solid #bbb;padding:.25rem .4rem;text-align:left;vertical-align:top;white-space:pre-wrap}
th{background:#eee}.nota{color:#555;font-size:.85rem}dt{font-weight:600}`;

/** A readable, self-contained HTML document of the same data (every value escaped). */
async function* htmlDe(db: Db, titular: Titular): AsyncGenerator<string> {
  const cab = cabecalhoDe(titular);
  yield `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Meus dados – Portal de Parceiros Prix</title><style>${ESTILO}</style></head><body>`;
  yield `<h1>Dados pessoais de ${escapeHtml(cab.titular.nome)}</h1><p class="nota">Portal de Parceiros Prix · gerado em ${escapeHtml(dataHora(cab.geradoEm))} · tudo o que o portal guarda sobre você, tabela por tabela (LGPD, art. 18).</p>`;
  yield `<p class="nota">Sob cada coluna, o que acontece com ela se você pedir a anonimização: ${Object.values(
    TRATAMENTOS,
  )
    .map((t) => escapeHtml(t))
    .join('; ')}.</p>`;
  let alguma = false;
  for (const e of MAPA_DADOS_PESSOAIS) {
    let aberta = false;
    const colunas = Object.keys(e.colunas);
    for await (const lote of linhasDe(db, e, titular)) {
      if (!aberta) {
        const motivos = Object.entries(e.colunas)
          .filter(([, c]) => c.motivo)
          .map(([c, spec]) => `<li>${escapeHtml(c)}: ${escapeHtml(spec.motivo!)}</li>`)
          .join('');
        yield `<section><h2>${escapeHtml(e.descricao)}</h2><p class="nota">Tabela ${escapeHtml(e.tabela)}</p>${motivos ? `<ul class="nota">${motivos}</ul>` : ''}<table><thead><tr>${colunas
          .map(
            (c) =>
              `<th scope="col">${escapeHtml(c)}<br><span class="nota">${escapeHtml(TRATAMENTOS[e.colunas[c]!.tratamento])}</span></th>`,
          )
          .join('')}</tr></thead><tbody>`;
        aberta = true;
        alguma = true;
      }
      yield lote.map((l) => `<tr>${colunas.map((c) => `<td>${celula(l[c])}</td>`).join('')}</tr>`).join('');
    }
    if (aberta) yield '</tbody></table></section>';
  }
  if (!alguma) yield '<p>O portal não guarda dados sobre você.</p>';
  yield '</body></html>\n';
}

/**
 * The export as a stream, JSON or HTML. The first table's rows are read before it is returned, so a
 * database that fails answers an error, not a cut file.
 */
export async function exportacao(db: Db, titular: Titular, formato: 'json' | 'html'): Promise<Readable> {
  const gen = formato === 'html' ? htmlDe(db, titular) : jsonDe(db, titular);
  const antes: string[] = [];
  for (let i = 0; i < 3; i++) {
    const next = await gen.next();
    if (next.done) break;
    antes.push(next.value);
  }
  async function* tudo(): AsyncGenerator<string> {
    yield* antes;
    yield* gen;
  }
  return Readable.from(tudo());
}
