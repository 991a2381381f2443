import { LIMITES_CLASSE } from '@prix/shared/faturamento';
import { parceirosDemo } from './onde-comprar-data.js';

/**
 * Demo billing (table faturamento): every month from January of last year to the current month, so the
 * billing report and the available cooperative-marketing fund have something true-looking to show, and the
 * yearly reclassification, which reads last year, keeps every demo partner in its class (the locator lists a
 * reseller by its class). The numbers are deterministic (no randomness): the same seed day gives the same data.
 */

interface Compras {
  produtos: number;
  servicos: number;
  resgatePorTrimestre: number;
}

/** Typical monthly product purchases, in BRL, by demo company (a Prix 250 reseller and a Prix 10 workshop). */
const MONTHLY_PRODUCTS: Record<string, Compras> = {
  '100234': { produtos: 33_500, servicos: 2_400, resgatePorTrimestre: 1_150 },
  '200117': { produtos: 3_100, servicos: 6_800, resgatePorTrimestre: 0 },
};

/** A year's purchases in the middle of the band of a class level (SPEC §9): its class by the reclassification. */
export function compraAnualDaClasse(nivel: number): number {
  const index = LIMITES_CLASSE.findIndex((l) => l.nivel === nivel);
  if (index < 0) throw new Error(`classe sem faixa de faturamento: ${nivel}`);
  const desde = index > 0 ? LIMITES_CLASSE[index - 1]!.ate! : 0;
  const ate = LIMITES_CLASSE[index]!.ate ?? desde * 2;
  return (desde + ate) / 2;
}

/** The locator's partners buy as their class says; the season (averaging 1) spreads it over the months. */
const LOCATOR_PRODUCTS: Record<string, Compras> = Object.fromEntries(
  parceirosDemo.map((p) => {
    const produtos = compraAnualDaClasse(Number(p.classeId)) / 12;
    return [p.id, { produtos, servicos: produtos * 0.1, resgatePorTrimestre: 0 }];
  }),
);

/**
 * This year's purchases against last year's: the channel grows 6 %; two partners grow fast enough to reach the
 * next class (one by September, one by December) and one buys less than its class's floor, so the staff's /home has
 * partners the reclassification would move up and down (last year, which it reads in January, keeps every class).
 */
const CRESCIMENTO_PADRAO = 1.06;
export const CRESCIMENTO_DEMO: Readonly<Record<string, number>> = {
  '300103': 1.45,
  '300107': 2.2,
  '300105': 0.6,
};

/** Seasonality of a scale dealer: slower in January and July, busier before year end. */
const SEASON = [0.72, 0.86, 1.02, 0.97, 1.05, 0.93, 0.81, 1.04, 1.08, 1.12, 1.18, 1.22];

const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

export function demoBilling(today: Date) {
  const year = today.getUTCFullYear();
  const lastMonth = today.getUTCMonth();
  const rows: {
    clienteId: string;
    periodo: string;
    produtos: string;
    servicos: string;
    beneficiosResgatados: string;
  }[] = [];
  for (const [clienteId, base] of Object.entries({ ...MONTHLY_PRODUCTS, ...LOCATOR_PRODUCTS })) {
    for (let y = year - 1; y <= year; y++) {
      for (let m = 0; m < 12 && (y < year || m <= lastMonth); m++) {
        const factor = SEASON[m]! * (y < year ? 1 : (CRESCIMENTO_DEMO[clienteId] ?? CRESCIMENTO_PADRAO));
        // Redeemed benefits are booked at the end of each quarter.
        const resgate = m % 3 === 2 ? base.resgatePorTrimestre : 0;
        rows.push({
          clienteId,
          periodo: `${y}-${String(m + 1).padStart(2, '0')}-01`,
          produtos: cents(base.produtos * factor),
          servicos: cents(base.servicos * factor),
          beneficiosResgatados: cents(resgate),
        });
      }
    }
  }
  return rows;
}
