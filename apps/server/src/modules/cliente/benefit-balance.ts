import { sql } from 'drizzle-orm';
import type { VerbaCooperada } from '@prix/shared/programa';
import { queryRows, type Db } from '../../db/client.js';

/** The cooperative marketing fund (SPEC §2.3: VMC), the benefit whose value is money to spend. */
export const FUNDO_COOPERADO = 'VMC';

/** '1,00%' / '0.75 %' / '20' → the rate as a fraction (0.01, 0.0075, 0.2); null when it is not a number. */
export function rateFromText(text: string | null | undefined): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*%?\s*$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]!.replace(',', '.')) / 100;
}

/**
 * The cooperative marketing fund of a company this year, as decided in
 * docs/decisions/0008-available-benefit-value.md: the class's VMC rate times last calendar year's product
 * purchases (SPEC §9: the fund is annual, from the January–December purchases, paid in products), less the
 * benefits redeemed since January, never below zero. Null when the class has no VMC. The home page's tile
 * shows these figures; `availableBenefitValue` is their `disponivel`, so both read one rule.
 */
export async function coopFundFigures(
  db: Db,
  clienteId: string,
  classeId: string | null,
  today = new Date(),
): Promise<VerbaCooperada | null> {
  const [vmc] = await queryRows<{ valor: string | null }>(
    db,
    sql`select valor_beneficio as valor from classe_beneficio
      where classe_id = ${classeId} and beneficio_id = ${FUNDO_COOPERADO}`,
  );
  const rate = rateFromText(vmc?.valor);
  if (!rate) return null;
  const year = today.getFullYear();
  const [sums] = await queryRows<{ base: string | null; resgatado: string | null }>(
    db,
    sql`select
        sum(produtos) filter (where periodo >= ${`${year - 1}-01-01`}::date and periodo < ${`${year}-01-01`}::date) as base,
        sum(beneficios_resgatados) filter (where periodo >= ${`${year}-01-01`}::date) as resgatado
      from faturamento where cliente_id = ${clienteId}`,
  );
  const cents = (value: number) => Math.round(value * 100) / 100;
  const compras = cents(Number(sums?.base ?? 0));
  const verbaAnual = cents(compras * rate);
  const resgatado = cents(Number(sums?.resgatado ?? 0));
  return {
    taxa: vmc!.valor!.trim(),
    anoBase: year - 1,
    compras,
    verbaAnual,
    resgatado,
    disponivel: Math.max(0, cents(compras * rate - resgatado)),
  };
}

/** `benefitResultFinal` (SPEC §3 Cliente: the available benefit value, in BRL); zero without a fund. */
export async function availableBenefitValue(
  db: Db,
  clienteId: string,
  classeId: string | null,
  today = new Date(),
): Promise<number> {
  return (await coopFundFigures(db, clienteId, classeId, today))?.disponivel ?? 0;
}
