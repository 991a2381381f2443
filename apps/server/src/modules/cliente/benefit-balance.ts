import { sql } from 'drizzle-orm';
import { formatBrlTexto } from '@prix/shared/core';
import type { VerbaCooperada } from '@prix/shared/programa';
import { LAYOUT_RESGATE_VERBA, STATUS_EM_ABERTO } from '@prix/shared/solicitacao';
import { queryRows, type Db } from '../../db/client.js';

const abertos = sql.join(
  STATUS_EM_ABERTO.map((s) => sql`${s}`),
  sql`, `,
);

/** The cooperative marketing fund (SPEC §2.3: VMC), the benefit whose value is money to spend. */
export const FUNDO_COOPERADO = 'VMC';

/** '1,00%' / '0.75 %' / '20' → the rate as a fraction (0.01, 0.0075, 0.2); null when it is not a number. */
export function rateFromText(text: string | null | undefined): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*%?\s*$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]!.replace(',', '.')) / 100;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The co-op fund ledger of a company for one year (docs/decisions/0027-coop-fund-ledger.md, which refines
 * 0008): accrued = the class's VMC rate × the previous calendar year's product purchases; the redemption
 * requests of that year split by status (open; approved and paid, by the amount approved); available =
 * accrued − approved − paid, never below zero. Null when the class has no VMC (below Prix 100). The home tile, the ledger page, the staff
 * queue, the submission and the approval checks and `benefitResultFinal` all read this one function.
 */
export async function coopFundFigures(
  db: Db,
  clienteId: string,
  classeId: string | null,
  ano = new Date().getFullYear(),
): Promise<VerbaCooperada | null> {
  const [vmc] = await queryRows<{ valor: string | null }>(
    db,
    sql`select valor_beneficio as valor from classe_beneficio
      where classe_id = ${classeId} and beneficio_id = ${FUNDO_COOPERADO}`,
  );
  const rate = rateFromText(vmc?.valor);
  if (!rate) return null;
  const [billing] = await queryRows<{ base: string | null }>(
    db,
    sql`select sum(produtos) as base from faturamento where cliente_id = ${clienteId}
        and periodo >= ${`${ano - 1}-01-01`}::date and periodo < ${`${ano}-01-01`}::date`,
  );
  const [requests] = await queryRows<{
    solicitado: string | null;
    aprovado: string | null;
    pago: string | null;
  }>(
    db,
    // Open requests count what they ask for; approved and paid ones what was approved (the whole or a part,
    // decision 0054; `valor` for those approved before the review recorded it).
    sql`select
        sum(valor) filter (where status in (${abertos})) as solicitado,
        sum(coalesce(valor_aprovado, valor)) filter (where status = 'Aprovada') as aprovado,
        sum(coalesce(valor_aprovado, valor)) filter (where status = 'Paga') as pago
      from solicitacao where cliente_id = ${clienteId} and formulario = ${LAYOUT_RESGATE_VERBA}
        and dhcriacao >= ${`${ano}-01-01`}::date and dhcriacao < ${`${ano + 1}-01-01`}::date`,
  );
  const compras = cents(Number(billing?.base ?? 0));
  const verbaAnual = cents(compras * rate);
  const solicitado = cents(Number(requests?.solicitado ?? 0));
  const aprovado = cents(Number(requests?.aprovado ?? 0));
  const pago = cents(Number(requests?.pago ?? 0));
  return {
    taxa: vmc!.valor!.trim(),
    ano,
    anoBase: ano - 1,
    compras,
    verbaAnual,
    solicitado,
    aprovado,
    pago,
    disponivel: Math.max(0, cents(verbaAnual - aprovado - pago)),
  };
}

/** The ledger of a company by its code, reading its class; null for a company without the fund. */
export async function coopFundOf(db: Db, clienteId: string, ano?: number): Promise<VerbaCooperada | null> {
  const [row] = await queryRows<{ classe_id: string | null }>(
    db,
    sql`select classe_id from cliente where id = ${clienteId}`,
  );
  return row ? coopFundFigures(db, clienteId, row.classe_id, ano) : null;
}

/**
 * Serialises the fund's spending per partner: the company's row is locked until the transaction ends, so two
 * approvals (or an approval and anything else that spends the fund) of one partner run one after the other and
 * the second sees the first's effect.
 */
export async function lockCoopFund(tx: Db, clienteId: string): Promise<void> {
  await queryRows(tx, sql`select id from cliente where id = ${clienteId} for update`);
}

/** The refusal when a redemption is above the balance (the same words at submission and at approval). */
export function saldoInsuficiente(valor: number, disponivel: number): string {
  return (
    `O valor do resgate (${formatBrlTexto(valor)}) é maior que o saldo disponível da verba de marketing ` +
    `cooperado (${formatBrlTexto(disponivel)}).`
  );
}

/** `benefitResultFinal` (SPEC §3 Cliente: the available benefit value, in BRL); zero without a fund. */
export async function availableBenefitValue(
  db: Db,
  clienteId: string,
  classeId: string | null,
  ano?: number,
): Promise<number> {
  return (await coopFundFigures(db, clienteId, classeId, ano))?.disponivel ?? 0;
}
