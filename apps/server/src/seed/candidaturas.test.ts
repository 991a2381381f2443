import { fileTypeFromBuffer } from 'file-type';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidaturaDetalhe, CandidaturasLista } from '@prix/shared/candidatura';
import { queryRows } from '../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { DONO_APROVADA, EMPRESA_APROVADA, seedCandidaturas, tinyPdf, tinyPng } from './candidaturas.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedCandidaturas(t.database.db, t.app.storage);
  admin = await sessionCookieFor(t, '10000001');
}, 60_000);
afterAll(() => t.close());

describe('demo applications', () => {
  it('one in every status, the waiting one flagged, each with a PDF and a PNG staff can open', async () => {
    const call = apiCaller(t);
    const lista = (await call('GET', '/api/candidaturas', admin)).body as unknown as CandidaturasLista;
    expect(lista.candidaturas.map((c) => c.status).sort()).toEqual(
      ['aprovada', 'em_analise', 'pendencia', 'recebida', 'recusada'].sort(),
    );
    const by = Object.fromEntries(lista.candidaturas.map((c) => [c.status, c]));
    expect(by.recebida).toMatchObject({ atrasada: true, cnpj: '7H.6A1.B2C/0001-75' });
    expect(lista.candidaturas.filter((c) => c.atrasada)).toHaveLength(1);
    const pendencia = (await call('GET', `/api/candidaturas/${by.pendencia!.uuid}`, admin))
      .body as unknown as CandidaturaDetalhe;
    expect(pendencia.mensagem).toMatch(/cartão CNPJ atualizado/);
    expect(pendencia.historico.map((h) => h.tipo)).toEqual(['recebida', 'em_analise', 'pendencia']);
    const recusada = (await call('GET', `/api/candidaturas/${by.recusada!.uuid}`, admin))
      .body as unknown as CandidaturaDetalhe;
    expect(recusada.mensagem).toMatch(/treinamento de metrologia/);
    for (const doc of pendencia.documentos) {
      const r = await t.app.inject({
        url: `/api/candidaturas/${pendencia.uuid}/documentos/${doc.uuid}`,
        headers: { cookie: admin },
      });
      expect(r.statusCode).toBe(200);
      expect((await fileTypeFromBuffer(r.rawPayload))?.mime).toBe(r.headers['content-type']);
    }
  });

  it('the approved one became a company in its first 90 days, with its owner who can sign in', async () => {
    const [c] = await queryRows<{ classe_id: string; dias: number; tipos: string; dono: string }>(
      t.database.db,
      sql`select cl.classe_id, extract(day from now() - cl.dhcriacao)::int as dias,
            (select string_agg(tipoparceria_id, ',') from cliente_tipoparceria where cliente_id = cl.id) as tipos,
            (select u.cargo_id from usuario u join usuario_cliente uc on uc.usuario_id = u.id
              where uc.cliente_id = cl.id and u.email = ${DONO_APROVADA.email}) as dono
          from cliente cl join candidatura ca on ca.cliente_id = cl.id and ca.status = 'aprovada'
          where cl.id = ${EMPRESA_APROVADA.id}`,
    );
    expect(c).toMatchObject({ classe_id: '10', tipos: 'REV', dono: 'PROPRIETARIO' });
    expect(c!.dias).toBeLessThan(90);
    const owner = await sessionCookieFor(t, DONO_APROVADA.id);
    const home = await apiCaller(t)('GET', '/api/home', owner);
    expect(home.status).toBe(200);
  });

  it('runs once: a second seeding adds nothing', async () => {
    await seedCandidaturas(t.database.db, t.app.storage);
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from candidatura`,
    );
    expect(n!.n).toBe(5);
  });

  it('writes real files: a PDF and a PNG by content', async () => {
    expect((await fileTypeFromBuffer(tinyPdf('Título', 'linha')))?.mime).toBe('application/pdf');
    expect((await fileTypeFromBuffer(tinyPng()))?.mime).toBe('image/png');
  });
});
