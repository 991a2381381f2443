/**
 * Demo billing (table faturamento): every month from January of last year to the current month, so the
 * billing report and the available cooperative-marketing fund have something true-looking to show. The
 * numbers are deterministic (no randomness): the same seed day gives the same data.
 */

/** Typical monthly product purchases, in BRL, by demo company (a Prix 250 reseller and a Prix 10 workshop). */
const MONTHLY_PRODUCTS: Record<string, { produtos: number; servicos: number; resgatePorTrimestre: number }> =
  {
    '100234': { produtos: 33_500, servicos: 2_400, resgatePorTrimestre: 1_150 },
    '200117': { produtos: 3_100, servicos: 6_800, resgatePorTrimestre: 0 },
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
  for (const [clienteId, base] of Object.entries(MONTHLY_PRODUCTS)) {
    for (let y = year - 1; y <= year; y++) {
      for (let m = 0; m < 12 && (y < year || m <= lastMonth); m++) {
        const factor = SEASON[m]! * (y < year ? 1 : 1.06);
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
