/**
 * The demo's training completions (decision 0047), relative to the day the demo is made: Balanças Paulista
 * (REV: 'Operação de balanças comerciais' and 'Técnicas de vendas') is compliant, one of its completions
 * expiring within 30 days (the nightly e-mail's case); Pesagem Sul (OTA: 'Calibração e aferição' and
 * 'Segurança elétrica (NR-10)') has done calibration only, so its /home names NR-10 as missing.
 */
import { diaEmBrasilia } from '../modules/privacidade/prazo.js';

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));
const addMonths = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate()));

export function conclusoesDemo(now: Date): {
  usuarioId: string;
  tipotreinamentoId: string;
  concluidoEm: string;
  validoAte: string | null;
}[] {
  // Today in Brasília, whose date the nightly job and the pages use (ahead in UTC from 21:00 there).
  const today = new Date(`${diaEmBrasilia(now)}T00:00:00Z`);
  // Valid 24 months, and 20 days of them left.
  const expiring = addDays(today, 20);
  const calibration = addDays(today, -200);
  return [
    // Marcos, the owner of Balanças Paulista: the operation course, which does not expire.
    {
      usuarioId: 'EXT0001',
      tipotreinamentoId: 'OPER',
      concluidoEm: day(addDays(today, -420)),
      validoAte: null,
    },
    // Fernanda, of Balanças Paulista: sales techniques, about to expire.
    {
      usuarioId: 'EXT0002',
      tipotreinamentoId: 'VEND',
      concluidoEm: day(addMonths(expiring, -24)),
      validoAte: day(expiring),
    },
    // Otávio, the owner of Pesagem Sul: calibration, valid 24 months; NR-10 is missing.
    {
      usuarioId: 'EXT0003',
      tipotreinamentoId: 'CALB',
      concluidoEm: day(calibration),
      validoAte: day(addMonths(calibration, 24)),
    },
  ];
}

/**
 * When the demo partners joined: Balanças Paulista long ago; Pesagem Sul a month ago, so its /home shows the
 * onboarding checklist of its first 90 days.
 */
export function criacaoDemo(now: Date): Record<string, Date> {
  return {
    '100234': new Date(Date.UTC(2019, 2, 11, 15)),
    '200117': new Date(now.getTime() - 30 * 86_400_000),
  };
}
