import { sql, type SQL } from 'drizzle-orm';
import { can, formatBrlTexto as brl, isoDateToDisplay, isUuid, MSG, PERM } from '@prix/shared';
import {
  PRAZO_ANALISE_DIAS_UTEIS,
  STATUS_AGUARDANDO_PRIX,
  TRANSICOES,
  LAYOUT_RESGATE_VERBA,
  tituloFormulario,
  type SolicitacaoDetalhe,
  type SolicitacaoResumo,
  type StatusSolicitacao,
} from '@prix/shared/solicitacao';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { workingDaysBetween } from '../../lib/working-days.js';
import { HttpError } from '../../plugins/errors.js';
import { coopFundOf } from '../cliente/benefit-balance.js';
import { nfeDoResgate } from '../verba/comprovacao.js';

/**
 * What the request routes answer (decision 0023): a request's row as read for a viewer, its summary for the
 * lists, its detail with files, history and, for a redemption, its proof and review (decision 0055); and who
 * may see or answer it.
 */

export interface Row {
  id: number;
  uuid: string;
  formulario: string;
  status: StatusSolicitacao;
  cliente_id: string;
  cliente_nome: string;
  classe: string | null;
  usuario_id: string | null;
  solicitante: string | null;
  valor: string | null;
  valor_aprovado: string | null;
  pago_em: string | null;
  pagamento_referencia: string | null;
  dhcriacao: Date | string;
  dhedicao: Date | string | null;
  total?: number;
}

/** A status change as its `solicitacao.status` webhook event tells it (decision 0056): codes, no personal data. */
export const statusEvent = (row: Row, de: string, para: string) => ({
  solicitacao: row.uuid,
  numero: row.id,
  formulario: row.formulario,
  cliente: row.cliente_id,
  de,
  para,
});

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const reais = (v: string | null) => (v === null ? null : Number(v));

export function resumo(row: Row, now = new Date()): SolicitacaoResumo {
  return {
    uuid: row.uuid,
    numero: row.id,
    formulario: row.formulario,
    titulo: tituloFormulario(row.formulario),
    status: row.status,
    cliente: { id: row.cliente_id, nome: row.cliente_nome, classe: row.classe },
    solicitante: row.solicitante,
    valor: reais(row.valor),
    valorAprovado: reais(row.valor_aprovado),
    dhcriacao: iso(row.dhcriacao)!,
    dhedicao: iso(row.dhedicao),
    // SPEC §9: requests are reviewed in 10 working days; one still waiting for staff past them is flagged.
    atrasada:
      STATUS_AGUARDANDO_PRIX.includes(row.status) &&
      workingDaysBetween(new Date(row.dhcriacao), now) > PRAZO_ANALISE_DIAS_UTEIS,
  };
}

export const SELECT = sql`select s.id, s.uuid, s.formulario, s.status, s.cliente_id, c.nome as cliente_nome,
    c.classe_id as classe, s.usuario_id, u.nomecompleto as solicitante, s.valor, s.valor_aprovado,
    s.pago_em::text as pago_em, s.pagamento_referencia, s.dhcriacao, s.dhedicao,
    count(*) over ()::int as total
  from solicitacao s join cliente c on c.id = s.cliente_id left join usuario u on u.id = s.usuario_id`;

/** Staff who work the queue: they see every request and move it. */
export const gereFila = (auth: AuthState): boolean => can(auth.permissions, PERM.solicitacao.gerenciar);

/** Who sees a request: staff with the queue's key, a partner's people for their companies, anyone their own. */
function visibleTo(auth: AuthState): SQL {
  if (gereFila(auth)) return sql`true`;
  return ownedBy(auth);
}

/** A partner's people see their companies' requests; an internal user the ones they sent. */
export function ownedBy(auth: AuthState): SQL {
  const ids = auth.empresas.map((e) => e.id);
  if (auth.usuario.externo)
    return ids.length
      ? sql`s.cliente_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  return sql`s.usuario_id = ${auth.usuario.id}`;
}

/** The request at `uuid` if this viewer may see it, else 404 (another partner's request does not exist). */
export async function findVisible(db: Db, auth: AuthState, uuid: string): Promise<Row> {
  if (!isUuid(uuid)) throw new HttpError(404, MSG.naoEncontrado);
  const [row] = await queryRows<Row>(db, sql`${SELECT} where s.uuid = ${uuid} and ${visibleTo(auth)}`);
  if (!row) throw new HttpError(404, MSG.naoEncontrado);
  return row;
}

/** Whether the viewer answers a pending item of this request: it waits for them (theirs, not staff's queue). */
export async function mayAnswer(db: Db, auth: AuthState, row: Row): Promise<boolean> {
  if (row.status !== 'Pendência') return false;
  const [own] = await queryRows<{ id: number }>(
    db,
    sql`select s.id from solicitacao s where s.id = ${row.id} and ${ownedBy(auth)}`,
  );
  return own !== undefined;
}

/** What a review step decided, beside its line in the history: the amount approved, the payment. */
function detalheDoPasso(row: Row, para: StatusSolicitacao | null): string | null {
  if (para === 'Aprovada' && row.valor_aprovado !== null && row.valor !== null) {
    const aprovado = Number(row.valor_aprovado);
    const pedido = Number(row.valor);
    return aprovado < pedido
      ? `Valor aprovado: ${brl(aprovado)} de ${brl(pedido)} pedidos (aprovação parcial)`
      : `Valor aprovado: ${brl(aprovado)}`;
  }
  if (para === 'Paga' && row.pago_em !== null)
    return `Pago em ${isoDateToDisplay(row.pago_em)} · referência ${row.pagamento_referencia ?? ''}`;
  return null;
}

export async function detalhe(db: Db, auth: AuthState, row: Row): Promise<SolicitacaoDetalhe> {
  const [dados] = await queryRows<{ dados: Record<string, unknown> }>(
    db,
    sql`select dados from solicitacao where id = ${row.id}`,
  );
  const anexos = await queryRows<{
    id: number;
    campo: string;
    rotulo: string;
    nome: string;
    tamanho: number;
    tipo: string;
    evento_id: number | null;
  }>(
    db,
    sql`select id, campo, rotulo, arquivo_nome as nome, arquivo_tamanho as tamanho, arquivo_tipo as tipo, evento_id
        from solicitacao_anexo where solicitacao_id = ${row.id} order by id`,
  );
  const eventos = await queryRows<{
    id: number;
    tipo: 'status' | 'comentario';
    status_de: StatusSolicitacao | null;
    status_para: StatusSolicitacao | null;
    texto: string | null;
    autor: string | null;
    externo: boolean | null;
    dhcriacao: Date | string;
  }>(
    db,
    sql`select e.id, e.tipo, e.status_de, e.status_para, e.texto, u.nomecompleto as autor, u.externo, e.dhcriacao
        from solicitacao_evento e left join usuario u on u.id = e.usuario_id
        where e.solicitacao_id = ${row.id} order by e.id`,
  );
  const staff = gereFila(auth);
  const resgate = row.formulario === LAYOUT_RESGATE_VERBA;
  return {
    ...resumo(row),
    // Staff deciding a redemption see the partner's balance of the request's year (decision 0027).
    ...(staff && resgate
      ? { verba: await coopFundOf(db, row.cliente_id, new Date(row.dhcriacao).getFullYear()) }
      : {}),
    dados: dados?.dados ?? {},
    anexos: anexos.map(({ evento_id: _evento, ...a }) => a),
    nfe: resgate ? await nfeDoResgate(db, row.id) : null,
    pagamento:
      row.pago_em === null ? null : { data: row.pago_em, referencia: row.pagamento_referencia ?? '' },
    podeResponder: await mayAnswer(db, auth, row),
    eventos: eventos.map((e) => ({
      tipo: e.tipo,
      anexos: anexos.filter((a) => a.evento_id === e.id).map((a) => ({ id: a.id, nome: a.nome })),
      statusDe: e.status_de,
      statusPara: e.status_para,
      texto: e.texto,
      detalhe: e.tipo === 'status' ? detalheDoPasso(row, e.status_para) : null,
      autor: e.autor,
      interno: e.externo === false,
      dhcriacao: iso(e.dhcriacao)!,
    })),
    proximos: staff ? [...TRANSICOES[row.status]] : [],
  };
}
