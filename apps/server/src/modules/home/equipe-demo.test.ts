import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HomeEquipe } from '@prix/shared/programa';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';

/**
 * The demo (`npm start`'s seed) gives every tile of the staff's /home something to show: the administrator's
 * figures on the seeded database. (The applications come with the demo's files: seed/candidaturas.test.ts.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("the demo fills the administrator's tiles", async () => {
  const answer = await apiCaller(t)('GET', '/api/home/equipe', await sessionCookieFor(t, '10000001'));
  expect(answer.status).toBe(200);
  const equipe = answer.body as HomeEquipe;
  // Three requests wait on staff past 10 working days (19 and 24 days ago, and the fund's balance asked long
  // ago: seed/comprovacoes.ts); the co-op fund has one redemption to review, and one to pay: R$ 800,00 approved
  // of the R$ 1.000,00 asked.
  expect(equipe.solicitacoes!.atrasadas).toBe(3);
  expect(equipe.solicitacoes!.recebidas).toBeGreaterThan(0);
  expect(equipe.resgates).toEqual({
    emAnalise: { quantidade: 1, valor: 500 },
    aPagar: { quantidade: 1, valor: 800 },
  });
  expect(equipe.contatos!.comEquipe).toBeGreaterThan(0);
  // One privacy request in each band of the legal clock.
  expect(equipe.privacidade).toEqual({ atrasadas: 1, vencendo: 1, noPrazo: 1 });
  expect(equipe.semMunicipio).toEqual({ empresas: 1 });
  expect(equipe.classes!.porClasse.map((c) => c.nome)).toEqual([
    'Prix 10',
    'Prix 50',
    'Prix 100',
    'Prix 250',
    'Prix 500',
    'Prix 1000',
  ]);
  expect(equipe.faturamento!.atual).toBeGreaterThan(equipe.faturamento!.anterior);
  expect(equipe.verba!.verbaAnual).toBeGreaterThan(0);
  // This year's outcomes and redemptions: none yet in the first days of January, so only present.
  expect(equipe.contatosGanhos).toBeTruthy();
  expect(equipe.treinamentos!.conformes).toBeGreaterThan(0);
  expect(equipe.treinamentos!.pendentes).toBeGreaterThan(0);
});
