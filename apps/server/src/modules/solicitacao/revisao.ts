import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { formatBrlTexto as brl, isoDateToDisplay } from '@prix/shared';
import {
  LAYOUT_RESGATE_VERBA,
  MOTIVO_OBRIGATORIO,
  podeMudarStatus,
  type MudancaStatus,
  type StatusSolicitacao,
} from '@prix/shared/solicitacao';
import { PAGE, pagePath } from '@prix/shared/pages';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows } from '../../db/client.js';
import { diaEmBrasilia } from '../../lib/time-zone.js';
import { HttpError } from '../../plugins/errors.js';
import { coopFundOf, lockCoopFund, saldoInsuficiente } from '../cliente/benefit-balance.js';
import { centavos, liberarNfe } from '../verba/comprovacao.js';
import { emitWebhookEvent } from '../webhook/webhook-outbox.js';
import { statusMail } from './solicitacao-mail.js';
import { statusEvent, type Row } from './solicitacao-views.js';

export const MSG_REVISAO = {
  parcialSemMotivo: 'Comentário para o parceiro: explique por que o valor aprovado é menor que o pedido.',
  acimaDoPedido: (aprovado: number, pedido: number) =>
    `Valor aprovado: ${brl(aprovado)} é maior que o valor pedido (${brl(pedido)}).`,
  valorForaDaAprovacao: 'Valor aprovado: informe o valor só ao aprovar um resgate de verba.',
  semPagamento:
    'Data do pagamento: informe a data e a referência do pagamento (a nota de bonificação ou o pedido).',
  pagamentoForaDoResgate:
    'Data do pagamento: informe o pagamento só ao marcar como paga um resgate de verba.',
  pagamentoFuturo: 'Data do pagamento: a data não pode ser depois de hoje.',
  pagamentoAntes: (dia: string) =>
    `Data do pagamento: a data é anterior ao pedido (enviado em ${isoDateToDisplay(dia)}).`,
};

/** What a move writes beyond the status: a redemption's approved amount, its payment. */
interface Decisao {
  valorAprovado: number | null;
  pagamento: { data: string; referencia: string } | null;
}

/**
 * What a move needs before the row is even locked (400s, each naming its field): the reason of a pending item
 * or a refusal; for a redemption's approval the amount approved (the whole when not given; a part needs the
 * reason), for its payment the day (not after today, not before the request) and the reference.
 */
function conferirDecisao(row: Row, body: MudancaStatus): Decisao {
  const para = body.status;
  const resgate = row.formulario === LAYOUT_RESGATE_VERBA && row.valor !== null;
  const exigido = MOTIVO_OBRIGATORIO[para];
  if (exigido && !body.comentario) throw new HttpError(400, exigido);
  if (body.valorAprovado !== undefined && !(resgate && para === 'Aprovada'))
    throw new HttpError(400, MSG_REVISAO.valorForaDaAprovacao);
  if (body.pagamento !== undefined && !(resgate && para === 'Paga'))
    throw new HttpError(400, MSG_REVISAO.pagamentoForaDoResgate);
  if (resgate && para === 'Aprovada') {
    const pedido = Number(row.valor);
    const aprovado = body.valorAprovado ?? pedido;
    if (centavos(aprovado) > centavos(pedido))
      throw new HttpError(400, MSG_REVISAO.acimaDoPedido(aprovado, pedido));
    if (centavos(aprovado) < centavos(pedido) && !body.comentario)
      throw new HttpError(400, MSG_REVISAO.parcialSemMotivo);
    return { valorAprovado: aprovado, pagamento: null };
  }
  if (resgate && para === 'Paga') {
    if (!body.pagamento) throw new HttpError(400, MSG_REVISAO.semPagamento);
    const enviado = diaEmBrasilia(new Date(row.dhcriacao));
    if (body.pagamento.data > diaEmBrasilia()) throw new HttpError(400, MSG_REVISAO.pagamentoFuturo);
    if (body.pagamento.data < enviado) throw new HttpError(400, MSG_REVISAO.pagamentoAntes(enviado));
    return { valorAprovado: null, pagamento: body.pagamento };
  }
  return { valorAprovado: null, pagamento: null };
}

/**
 * A staff member's decision on a request (decisions 0023, 0055): a move along an allowed transition only (409
 * otherwise, the row locked so two people cannot both make it), with who and when, and the partner's e-mail
 * queued in the same transaction. A redemption's approval debits the amount approved, checked against the
 * balance with the partner's fund locked (decision 0027: two approvals at once run one after the other); its
 * refusal releases its NF-e; its payment records the day and the reference.
 */
export async function decidir(
  app: FastifyInstance,
  auth: AuthState,
  row: Row,
  body: MudancaStatus,
): Promise<void> {
  // A move the workflow does not have is a 409 whatever it carries (checked again on the locked row).
  if (!podeMudarStatus(row.status, body.status))
    throw new HttpError(409, `Não é possível passar a solicitação de '${row.status}' para '${body.status}'.`);
  const decisao = conferirDecisao(row, body);
  await app.database.db.transaction(async (tx) => {
    const [current] = await queryRows<{
      status: StatusSolicitacao;
      dados: Record<string, unknown>;
      email: string | null;
      valor_aprovado: string | null;
    }>(
      tx,
      sql`select s.status, s.dados, u.email, s.valor_aprovado from solicitacao s
          left join usuario u on u.id = s.usuario_id
          where s.id = ${row.id} for update of s`,
    );
    if (!current || !podeMudarStatus(current.status, body.status))
      throw new HttpError(
        409,
        `Não é possível passar a solicitação de '${current?.status ?? row.status}' para '${body.status}'.`,
      );
    if (decisao.valorAprovado !== null) {
      await lockCoopFund(tx, row.cliente_id);
      const fund = await coopFundOf(tx, row.cliente_id, new Date(row.dhcriacao).getFullYear());
      const disponivel = fund?.disponivel ?? 0;
      if (centavos(decisao.valorAprovado) > centavos(disponivel))
        throw new HttpError(409, saldoInsuficiente(decisao.valorAprovado, disponivel));
    }
    await tx.execute(
      sql`update solicitacao set status = ${body.status}, dhedicao = now(),
            valor_aprovado = ${decisao.valorAprovado === null ? sql`valor_aprovado` : decisao.valorAprovado.toFixed(2)},
            pago_em = ${decisao.pagamento ? sql`${decisao.pagamento.data}::date` : sql`pago_em`},
            pagamento_referencia = ${decisao.pagamento ? decisao.pagamento.referencia : sql`pagamento_referencia`}
          where id = ${row.id}`,
    );
    if (body.status === 'Recusada') await liberarNfe(tx, row.id);
    await emitWebhookEvent(app, tx, 'solicitacao.status', statusEvent(row, current.status, body.status));
    await tx.execute(
      sql`insert into solicitacao_evento (solicitacao_id, tipo, status_de, status_para, texto, usuario_id)
          values (${row.id}, 'status', ${current.status}, ${body.status}, ${body.comentario || null}, ${auth.usuario.id})`,
    );
    const formEmail = typeof current.dados.email === 'string' ? current.dados.email : null;
    const to = formEmail || current.email;
    const aprovado =
      decisao.valorAprovado ?? (current.valor_aprovado === null ? null : Number(current.valor_aprovado));
    if (to)
      await app.jobs.enqueueMail(
        statusMail({
          to,
          numero: row.id,
          formulario: row.formulario,
          status: body.status,
          comentario: body.comentario || null,
          valores:
            body.status === 'Aprovada' && aprovado !== null && row.valor !== null
              ? { pedido: Number(row.valor), aprovado }
              : null,
          pagamento: decisao.pagamento,
          link: `${app.config.publicUrl}${pagePath(PAGE.minhasSolicitacoes, { uuid: row.uuid })}`,
        }),
        tx,
      );
  });
  app.jobs.wake();
}
