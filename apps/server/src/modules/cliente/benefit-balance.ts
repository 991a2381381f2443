import { sql } from 'drizzle-orm';
import { formatBrlTexto } from '@prix/shared/core';
import type { VerbaCooperada } from '@prix/shared/programa';
import { LAYOUT_RESGATE_VERBA, STATUS_EM_ABERTO } from '@prix/shared/solicitacao';
import { queryRows, type Db } from '../../db/client.js';

/** The cooperative marketing fund (SPEC §2.3: VMC), the benefit whose value is money to spend. */
export const FUNDO_COOPERADO = 'VMC';

/** '1,00%' / '0.75 %' / '20' → the rate as a fraction (0.01, 0.0075, 0.2); null when it is not a number. */
export function rateFromText(text: string | null | undefined): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*%?\s*$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]!.replace(',', '.')) / 100;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** What a ledger is computed from: the rate as the register keeps it, the base purchases, the redemptions. */
interface LedgerInputs {
  taxa: string | null | undefined;
  compras?: string | number | null;
  solicitado?: string | number | null;
  aprovado?: string | number | null;
  pago?: string | number | null;
}

/** Decision 0027's arithmetic on a company's inputs; null when the rate is no rate (no fund). */
function ledger(ano: number, inputs: LedgerInputs): VerbaCooperada | null {
  const rate = rateFromText(inputs.taxa);
  if (!rate) return null;
  const compras = cents(Number(inputs.compras ?? 0));
  const verbaAnual = cents(compras * rate);
  const solicitado = cents(Number(inputs.solicitado ?? 0));
  const aprovado = cents(Number(inputs.aprovado ?? 0));
  const pago = cents(Number(inputs.pago ?? 0));
  return {
    taxa: inputs.taxa!.trim(),
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

/** The redemptions of `ano` by status, as sums (a statement's select list over `solicitacao`). */
const abertos = sql.join(
  STATUS_EM_ABERTO.map((s) => sql`${s}`),
  sql`, `,
);
// Open requests count what they ask for; approved and paid ones what was approved (the whole or a part,
// decision 0055; `valor` for those approved before the review recorded it).
const REDEMPTIONS = sql`sum(valor) filter (where status in (${abertos})) as solicitado,
    sum(coalesce(valor_aprovado, valor)) filter (where status = 'Aprovada') as aprovado,
    sum(coalesce(valor_aprovado, valor)) filter (where status = 'Paga') as pago`;
const yearOf = (column: string, ano: number) =>
  sql`${sql.raw(column)} >= ${`${ano}-01-01`}::date and ${sql.raw(column)} < ${`${ano + 1}-01-01`}::date`;

/**
 * The co-op fund ledger of a company for one year (docs/decisions/0027-coop-fund-ledger.md, which refines
 * 0008): accrued = the class's VMC rate × the previous calendar year's product purchases; the redemption
 * requests of that year split by status (open; approved and paid, by the amount approved); available = accrued − approved − paid, never
 * below zero. Null when the class has no VMC (below Prix 100). The home tile, the ledger page, the staff
 * queue, the submission and the approval checks, `benefitResultFinal`, 'Meu desempenho' (a page of companies at
 * once through `coopFundFiguresOf`) and the channel's sum (`coopFundOfChannel`) all read this one rule (`ledger`).
 */
export async function coopFundFigures(
  db: Db,
  clienteId: string,
  classeId: string | null,
  ano = new Date().getFullYear(),
): Promise<VerbaCooperada | null> {
  return (await coopFundFiguresOf(db, [{ id: clienteId, classeId }], ano)).get(clienteId) ?? null;
}

/** `coopFundFigures` of several companies in three queries, by company code. */
export async function coopFundFiguresOf(
  db: Db,
  companies: readonly { id: string; classeId: string | null }[],
  ano = new Date().getFullYear(),
): Promise<Map<string, VerbaCooperada | null>> {
  const out = new Map<string, VerbaCooperada | null>(companies.map((c) => [c.id, null]));
  const classIds = [...new Set(companies.flatMap((c) => (c.classeId ? [c.classeId] : [])))];
  if (!classIds.length) return out;
  const rates = new Map(
    (
      await queryRows<{ classe_id: string; valor: string | null }>(
        db,
        sql`select classe_id, valor_beneficio as valor from classe_beneficio
          where classe_id in (select jsonb_array_elements_text(${JSON.stringify(classIds)}::jsonb))
            and beneficio_id = ${FUNDO_COOPERADO}`,
      )
    ).flatMap((r) => (rateFromText(r.valor) ? [[r.classe_id, r.valor] as const] : [])),
  );
  const funded = companies.filter((c) => c.classeId && rates.has(c.classeId));
  if (!funded.length) return out;
  const ids = JSON.stringify(funded.map((c) => c.id));
  const inIds = sql`in (select jsonb_array_elements_text(${ids}::jsonb))`;
  const [billing, requests] = await Promise.all([
    queryRows<{ cliente_id: string; base: string | null }>(
      db,
      sql`select cliente_id, sum(produtos) as base from faturamento where cliente_id ${inIds}
          and ${yearOf('periodo', ano - 1)}
        group by cliente_id`,
    ),
    queryRows<{
      cliente_id: string;
      solicitado: string | null;
      aprovado: string | null;
      pago: string | null;
    }>(
      db,
      sql`select cliente_id, ${REDEMPTIONS}
        from solicitacao where cliente_id ${inIds} and formulario = ${LAYOUT_RESGATE_VERBA}
          and ${yearOf('dhcriacao', ano)}
        group by cliente_id`,
    ),
  ]);
  const baseOf = new Map(billing.map((b) => [b.cliente_id, b.base]));
  const requestsOf = new Map(requests.map((r) => [r.cliente_id, r]));
  for (const company of funded) {
    const taxa = rates.get(company.classeId!);
    out.set(
      company.id,
      ledger(ano, { taxa, compras: baseOf.get(company.id), ...requestsOf.get(company.id) }),
    );
  }
  return out;
}

/** The channel's fund for one year: every active partner's ledger (coopFundFigures' rule) added up. */
export interface CoopFundTotals {
  ano: number;
  /** Active partners whose class holds the fund. */
  parceiros: number;
  verbaAnual: number;
  solicitado: number;
  aprovado: number;
  pago: number;
  disponivel: number;
}

/** The statement coopFundOfChannel runs: each active partner of a class with the fund, its base and redemptions. */
export const coopFundOfChannelSql = (ano: number) =>
  sql`select c.id, cb.valor_beneficio as taxa, f.compras, r.solicitado, r.aprovado, r.pago
    from cliente c
    join classe_beneficio cb on cb.classe_id = c.classe_id and cb.beneficio_id = ${FUNDO_COOPERADO}
    left join lateral (select sum(produtos) as compras from faturamento
      where cliente_id = c.id and ${yearOf('periodo', ano - 1)}) f on true
    left join lateral (select ${REDEMPTIONS} from solicitacao
      where cliente_id = c.id and formulario = ${LAYOUT_RESGATE_VERBA} and ${yearOf('dhcriacao', ano)}) r on true
    where not c.inativo`;

/** Every active partner's ledger of `ano`, in one statement, added up (each rounded as its own page shows it). */
export async function coopFundOfChannel(db: Db, ano: number): Promise<CoopFundTotals> {
  const rows = await queryRows<LedgerInputs>(db, coopFundOfChannelSql(ano));
  const totals: CoopFundTotals = {
    ano,
    parceiros: 0,
    verbaAnual: 0,
    solicitado: 0,
    aprovado: 0,
    pago: 0,
    disponivel: 0,
  };
  for (const row of rows) {
    const fund = ledger(ano, row);
    if (!fund) continue;
    totals.parceiros += 1;
    for (const figure of ['verbaAnual', 'solicitado', 'aprovado', 'pago', 'disponivel'] as const)
      totals[figure] = cents(totals[figure] + fund[figure]);
  }
  return totals;
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
