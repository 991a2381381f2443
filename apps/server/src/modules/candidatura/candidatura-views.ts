import { sql, type SQL } from 'drizzle-orm';
import {
  PRAZO_ANALISE_DIAS_UTEIS,
  STATUS_CANDIDATURA,
  type PrazoAnalise,
  type CandidaturaDetalhe,
  type CandidaturaPublica,
  type CandidaturaResumo,
  type CandidaturasLista,
  type StatusCandidatura,
  type TipoCandidatura,
} from '@prix/shared/candidatura';
import { PAGE, pagePath, registerRecordPath } from '@prix/shared/pages';
import { queryRows, type Db } from '../../db/client.js';
import { lateSql, workingDaysBetween } from '../../lib/working-days.js';
import { raizSql } from './candidatura-store.js';

export const CANDIDATURAS_POR_PAGINA = 20;

const iso = (d: Date | string) => new Date(d).toISOString();

interface Row {
  id: number;
  uuid: string;
  recebida_em: Date | string;
  decidida_em: Date | string | null;
  razao_social: string;
  cnpj: string;
  cnpj_raiz: string;
  tipo: TipoCandidatura;
  municipio: string;
  uf: string;
  status: StatusCandidatura;
}

const resumoSelect = sql`c.id, c.uuid, c.recebida_em, c.decidida_em, c.razao_social, c.cnpj, c.cnpj_raiz, c.tipo,
  m.nome as municipio, c.uf, c.status`;

/**
 * The review time (SPEC §9, decision 0047): working days from receipt to the decision, or to now while
 * undecided; more than PRAZO_ANALISE_DIAS_UTEIS undecided is `atrasada`.
 */
export function prazo(
  recebidaEm: Date | string,
  decididaEm: Date | string | null,
  now: Date,
): { diasUteis: number; atrasada: boolean } {
  const diasUteis = workingDaysBetween(new Date(recebidaEm), decididaEm ? new Date(decididaEm) : now);
  return { diasUteis, atrasada: !decididaEm && diasUteis > PRAZO_ANALISE_DIAS_UTEIS };
}

/** An application (`c`) waiting for a decision. */
export const SEM_DECISAO: SQL = sql`c.decidida_em is null`;

/** An application (`c`) that `prazo` flags `atrasada` at `now`, as a condition for the filter and the counts. */
export const atrasadaSql = (now: Date): SQL =>
  sql`${SEM_DECISAO} and ${lateSql(sql`c.recebida_em`, now, PRAZO_ANALISE_DIAS_UTEIS)}`;

const resumo = (r: Row, now: Date): CandidaturaResumo => ({
  uuid: r.uuid,
  recebidaEm: iso(r.recebida_em),
  razaoSocial: r.razao_social,
  cnpj: r.cnpj,
  tipo: r.tipo,
  municipio: r.municipio,
  uf: r.uf,
  status: r.status,
  ...prazo(r.recebida_em, r.decidida_em, now),
});

/** Staff's queue: undecided first, oldest first (the flagged ones on top); then the decided, newest first. */
export async function listCandidaturas(
  db: Db,
  q: { status?: StatusCandidatura; busca?: string; prazo?: PrazoAnalise; page: number },
  now = new Date(),
): Promise<CandidaturasLista> {
  const where: SQL[] = [sql`true`];
  if (q.status) where.push(sql`c.status = ${q.status}`);
  if (q.prazo) where.push(q.prazo === 'atrasadas' ? atrasadaSql(now) : SEM_DECISAO);
  if (q.busca) {
    const like = `%${q.busca.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const digits = q.busca.toUpperCase().replace(/[^0-9A-Z]/g, '');
    where.push(sql`(f_unaccent(lower(c.razao_social)) like f_unaccent(lower(${like}))
      or f_unaccent(lower(coalesce(c.nome_fantasia, ''))) like f_unaccent(lower(${like}))
      or f_unaccent(lower(c.contato_nome)) like f_unaccent(lower(${like}))
      or lower(c.contato_email) like lower(${like})
      ${digits.length >= 2 ? sql`or regexp_replace(upper(c.cnpj), '[^0-9A-Z]', '', 'g') like ${`%${digits}%`}` : sql``})`);
  }
  const filter = sql.join(where, sql` and `);
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from candidatura c where ${filter}`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select ${resumoSelect} from candidatura c join municipio m on m.id = c.municipio_id
        where ${filter}
        order by (c.decidida_em is null) desc,
          case when c.decidida_em is null then c.recebida_em end asc,
          c.decidida_em desc, c.id desc
        limit ${CANDIDATURAS_POR_PAGINA} offset ${(q.page - 1) * CANDIDATURAS_POR_PAGINA}`,
  );
  return { candidaturas: rows.map((r) => resumo(r, now)), total: total!.n, page: q.page };
}

/** What the reviewer must see before deciding (decision 0047). */
async function duplicidades(
  db: Db,
  c: Row & { contato_email: string; cliente_id: string | null },
): Promise<CandidaturaDetalhe['duplicidades']> {
  const clientes = await queryRows<{
    id: string;
    uuid: string;
    nome: string;
    cnpj: string;
    inativo: boolean;
  }>(
    db,
    sql`select id, uuid, nome, cnpj, inativo from cliente
        where ${raizSql(sql`cnpj`)} = ${c.cnpj_raiz} and id is distinct from ${c.cliente_id} order by id`,
  );
  const outras = await queryRows<{
    uuid: string;
    razao_social: string;
    cnpj: string;
    status: StatusCandidatura;
  }>(
    db,
    sql`select uuid, razao_social, cnpj, status from candidatura
        where cnpj_raiz = ${c.cnpj_raiz} and id <> ${c.id} order by id`,
  );
  const usuarios = await queryRows<{ id: string; nome: string; empresas: string | null }>(
    db,
    sql`select u.id, u.nomecompleto as nome,
          (select string_agg(cl.nome, ', ' order by cl.nome) from usuario_cliente uc
             join cliente cl on cl.id = uc.cliente_id where uc.usuario_id = u.id) as empresas
        from usuario u
        where lower(u.email) = lower(${c.contato_email})
          and not exists (select 1 from usuario_cliente uc where uc.usuario_id = u.id
                          and uc.cliente_id = ${c.cliente_id})`,
  );
  return [
    ...clientes.map((k) => ({
      tipo: 'cliente' as const,
      descricao: `O CNPJ raiz já é da empresa ${k.id} – ${k.nome} (${k.cnpj})${k.inativo ? ', inativa' : ''}.`,
      link: registerRecordPath('cliente', k.uuid),
    })),
    ...outras.map((o) => ({
      tipo: 'candidatura' as const,
      descricao: `Outra candidatura com o mesmo CNPJ raiz: ${o.razao_social} (${o.cnpj}), ${STATUS_CANDIDATURA[o.status]}.`,
      link: pagePath(PAGE.candidaturas, { uuid: o.uuid }),
    })),
    ...usuarios.map((u) => ({
      tipo: 'usuario' as const,
      descricao: `O e-mail ${c.contato_email} já é do usuário ${u.nome} (${u.id})${u.empresas ? `, de ${u.empresas}` : ''}.`,
      link: null,
    })),
  ];
}

/** An application with its documents, duplicates, history and the company an approval created; null if unknown. */
export async function candidaturaDetalhe(
  db: Db,
  uuid: string,
  now = new Date(),
): Promise<CandidaturaDetalhe | null> {
  const [c] = await queryRows<
    Row & {
      nome_fantasia: string | null;
      rua: string;
      numero: string;
      complemento: string | null;
      bairro: string;
      cep: string;
      telefone: string;
      contato_nome: string;
      contato_email: string;
      contato_celular: string;
      mensagem: string | null;
      cliente_id: string | null;
      cliente_uuid: string | null;
      cliente_nome: string | null;
    }
  >(
    db,
    sql`select ${resumoSelect}, c.nome_fantasia, c.rua, c.numero, c.complemento, c.bairro, c.cep, c.telefone,
          c.contato_nome, c.contato_email, c.contato_celular, c.mensagem, c.cliente_id,
          cl.uuid as cliente_uuid, cl.nome as cliente_nome
        from candidatura c join municipio m on m.id = c.municipio_id
        left join cliente cl on cl.id = c.cliente_id
        where c.uuid = ${uuid}`,
  );
  if (!c) return null;
  const documentos = await queryRows<{
    uuid: string;
    tipo: string;
    nome: string;
    tamanho: number;
    enviado_em: Date | string;
  }>(
    db,
    sql`select uuid, tipo, arquivo_nome as nome, arquivo_tamanho as tamanho, enviado_em
        from candidatura_documento where candidatura_id = ${c.id} order by id`,
  );
  const eventos = await queryRows<{
    tipo: string;
    em: Date | string;
    autor: string | null;
    detalhe: string | null;
  }>(
    db,
    sql`select e.tipo, e.em, u.nomecompleto as autor, e.detalhe
        from candidatura_evento e left join usuario u on u.id = e.usuario_id
        where e.candidatura_id = ${c.id} order by e.id`,
  );
  const endereco = [
    `${c.rua}, ${c.numero}${c.complemento ? `, ${c.complemento}` : ''}`,
    c.bairro,
    `${c.municipio} – ${c.uf}`,
  ].join(' – ');
  return {
    ...resumo(c, now),
    nomeFantasia: c.nome_fantasia,
    endereco,
    cep: c.cep,
    telefone: c.telefone,
    contatoNome: c.contato_nome,
    contatoEmail: c.contato_email,
    contatoCelular: c.contato_celular,
    mensagem: c.mensagem,
    documentos: documentos.map((d) => ({
      uuid: d.uuid,
      tipo: d.tipo,
      nome: d.nome,
      tamanho: Number(d.tamanho),
      enviadoEm: iso(d.enviado_em),
    })),
    duplicidades: await duplicidades(db, c),
    historico: eventos.map((e) => ({ tipo: e.tipo, em: iso(e.em), autor: e.autor, detalhe: e.detalhe })),
    cliente:
      c.cliente_id && c.cliente_uuid
        ? { id: c.cliente_id, uuid: c.cliente_uuid, nome: c.cliente_nome ?? c.cliente_id }
        : null,
  };
}

/** What the applicant sees at the status address: staff's message only while it concerns them. */
export async function candidaturaPublica(db: Db, id: number): Promise<CandidaturaPublica> {
  const [c] = await queryRows<{
    razao_social: string;
    status: StatusCandidatura;
    recebida_em: Date | string;
    mensagem: string | null;
  }>(db, sql`select razao_social, status, recebida_em, mensagem from candidatura where id = ${id}`);
  const documentos = await queryRows<{ tipo: string; nome: string; enviado_em: Date | string }>(
    db,
    sql`select tipo, arquivo_nome as nome, enviado_em from candidatura_documento
        where candidatura_id = ${id} order by id`,
  );
  return {
    razaoSocial: c!.razao_social,
    status: c!.status,
    recebidaEm: iso(c!.recebida_em),
    mensagem: c!.status === 'pendencia' || c!.status === 'recusada' ? c!.mensagem : null,
    documentos: documentos.map((d) => ({ tipo: d.tipo, nome: d.nome, enviadoEm: iso(d.enviado_em) })),
    podeEnviarDocumentos: c!.status === 'pendencia',
  };
}
