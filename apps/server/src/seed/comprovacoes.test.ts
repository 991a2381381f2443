import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtratoVerba } from '@prix/shared/programa';
import type { SolicitacaoDetalhe, SolicitacoesPage } from '@prix/shared/solicitacao';
import { queryRows } from '../db/client.js';
import { lerNfeXml } from '../modules/verba/nfe-reader.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { seedComprovacoes } from './comprovacoes.js';

let t: TestApp;
let marcos: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedComprovacoes(t.database.db, t.app.storage);
  marcos = await sessionCookieFor(t, 'EXT0001');
}, 60_000);
afterAll(() => t.close());

describe('the demo redemptions’ proof (decision 0055)', () => {
  it('one in each state of the review, each with its NF-e and photos; the ledger leaves R$ 2.020,00', async () => {
    const call = apiCaller(t);
    const extrato = (await call('GET', '/api/verba-marketing-cooperado', marcos))
      .body as unknown as ExtratoVerba;
    expect(extrato.resgates.map((r) => r.status).sort()).toEqual(
      ['Aprovada', 'Em análise', 'Paga', 'Pendência', 'Recusada'].sort(),
    );
    expect(extrato.resgates.every((r) => r.comprovacao?.nfe && r.comprovacao.fotos > 0)).toBe(true);
    expect(extrato.verba).toMatchObject({ aprovado: 800, pago: 1200, solicitado: 800, disponivel: 2020 });
    const aprovada = extrato.resgates.find((r) => r.status === 'Aprovada')!;
    expect([aprovada.valor, aprovada.valorAprovado]).toEqual([1000, 800]);
    expect(extrato.resgates.find((r) => r.status === 'Paga')!.pagamento?.referencia).toBe(
      'NF de bonificação 48390',
    );

    // Each XML the demo shows is an NF-e the portal reads, the same it keeps; the photos are images.
    for (const r of extrato.resgates) {
      const d = (await call('GET', `/api/solicitacao/${r.uuid}`, marcos))
        .body as unknown as SolicitacaoDetalhe;
      const xml = d.anexos.find((a) => a.campo === 'nfeXml');
      if (xml) {
        const file = await t.app.inject({
          url: `/api/solicitacao/${r.uuid}/anexos/${xml.id}`,
          headers: { cookie: marcos },
        });
        expect(file.statusCode).toBe(200);
        expect(lerNfeXml(file.rawPayload)).toEqual(d.nfe);
      } else expect(d.nfe?.origem).toBe('danfe');
      expect(d.anexos.filter((a) => a.campo === 'foto').every((a) => a.tipo === 'image/png')).toBe(true);
    }
  });

  it('staff’s queue flags the demo request waiting more than 10 working days', async () => {
    const admin = await sessionCookieFor(t, '10000001');
    const fila = (await apiCaller(t)('GET', '/api/solicitacao?status=Em%20an%C3%A1lise', admin))
      .body as unknown as SolicitacoesPage;
    expect(fila.results.filter((r) => r.atrasada).map((r) => r.formulario)).toContain(
      'consulta-valores-marketing-cooperado',
    );
  });

  it('a second run adds no file', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from solicitacao_anexo`)
      )[0]!.n;
    const before = await count();
    await seedComprovacoes(t.database.db, t.app.storage);
    expect(await count()).toBe(before);
  });
});
