import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '@prix/shared';
import type { PaginaPublicaInput } from '@prix/shared/onde-comprar';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { staffWithKeys } from '../../testing/staff-with-keys.js';
import { MOTIVOS_NAO_LISTADO } from './listing.js';
import { PAGINA_MSG } from './pagina.routes.js';

/**
 * The partner's public listing: the partner edits its own company's (key 'Página pública'), never another's
 * (404); staff with `gerenciar` read, edit and suspend any; `listado`/`motivos` say why a company does not show.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};

const PAGINA: PaginaPublicaInput = {
  visivel: true,
  nomePublico: 'Balanças Paulista',
  telefone: '+55 (11) 3251-4400',
  whatsapp: '+55 (11) 98765-4321',
  email: 'vendas@balancaspaulista.com.br',
  site: 'https://www.balancaspaulista.com.br',
  horario: 'Seg a sex, 8h às 18h',
  descricao: 'Revenda autorizada <b>Prix</b> desde 1998.',
};
const url = (id: string) => `/api/cliente/${id}/pagina-publica`;
const publicNames = async () => {
  const r = await t.app.inject({ method: 'GET', url: '/api/publico/parceiros?municipio=3550308' });
  return (JSON.parse(r.body.slice(5)) as { parceiros: { nome: string }[] }).parceiros.map((p) => p.nome);
};

beforeAll(async () => {
  t = await startTestApp();
  call = apiCaller(t);
  who.marcos = await sessionCookieFor(t, 'EXT0001'); // owner of 100234 (Prix 250, REV), holds the key
  who.fernanda = await sessionCookieFor(t, 'EXT0002'); // employee of 100234, without the key
  who.otavio = await sessionCookieFor(t, 'EXT0003'); // owner of 200117 (Prix 10, OTA)
  who.admin = await sessionCookieFor(t, '10000001');
  who.leitura = await sessionCookieFor(t, '10000002');
  await t.database.db.execute(sql`update cliente set municipio_id = '3550308' where id = '100234'`);
  await t.database.db.execute(sql`update cliente set municipio_id = '4106902' where id = '200117'`);
  await t.database.db.execute(sql`delete from cliente_pagina`);
});
afterAll(() => t?.close());

describe('the public listing of a company', () => {
  it('reads as visible with no details before the partner writes it, and the company shows', async () => {
    const r = await call('GET', url('100234'), who.marcos!);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      visivel: true,
      nomePublico: null,
      telefone: null,
      whatsapp: null,
      email: null,
      site: null,
      horario: null,
      descricao: null,
      listado: true,
      motivos: [],
      suspensa: false,
      motivoSuspensao: null,
    });
  });

  it('the partner writes it; the locator shows its public name and contacts, the description as text', async () => {
    const r = await call('PUT', url('100234'), who.marcos!, PAGINA);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ...PAGINA, listado: true });
    expect(await publicNames()).toContain('Balanças Paulista');
    const hidden = await call('PUT', url('100234'), who.marcos!, { ...PAGINA, visivel: false });
    expect(hidden.body).toMatchObject({ listado: false, motivos: [MOTIVOS_NAO_LISTADO.oculta] });
    expect(await publicNames()).not.toContain('Balanças Paulista');
    await call('PUT', url('100234'), who.marcos!, PAGINA);
  });

  it('refuses bad contact details with Portuguese messages and stores nothing', async () => {
    const cases: [Partial<PaginaPublicaInput>, RegExp][] = [
      [{ email: 'não é e-mail' }, /e-mail válido/],
      [{ site: 'javascript:alert(1)' }, /Site inválido/],
      [{ descricao: 'x'.repeat(501) }, /no máximo 500/],
      [{ whatsapp: '123' }, /./],
    ];
    for (const [change, message] of cases) {
      const r = await call('PUT', url('100234'), who.marcos!, { ...PAGINA, ...change });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.body.errors!.join(' ')).toMatch(message);
    }
    const r = await call('GET', url('100234'), who.marcos!);
    expect(r.body).toMatchObject(PAGINA);
  });

  it("reaches only the partner's own companies: another company is not found, without the key forbidden", async () => {
    expect((await call('GET', url('200117'), who.marcos!)).status).toBe(404);
    expect((await call('PUT', url('200117'), who.marcos!, PAGINA)).status).toBe(404);
    expect((await call('GET', url('999999'), who.marcos!)).status).toBe(404);
    expect((await call('GET', url('100234'), who.fernanda!)).status).toBe(403);
    expect((await call('PUT', url('100234'), who.fernanda!, PAGINA)).status).toBe(403);
    expect((await call('GET', url('100234'), who.leitura!)).status).toBe(403);
    expect((await call('GET', url('100234'), '')).status).toBe(401);
    // A partner may not suspend, not even its own listing.
    expect((await call('PUT', `${url('100234')}/suspensao`, who.marcos!, { suspensa: false })).status).toBe(
      403,
    );
  });

  it('explains why a company does not show: a class without the benefit and not a workshop', async () => {
    await t.database.db.execute(sql`update cliente set classe_id = '100' where id = '100234'`);
    const r = await call('GET', url('100234'), who.marcos!);
    expect(r.body).toMatchObject({ listado: false, motivos: [MOTIVOS_NAO_LISTADO.semBeneficio] });
    await t.database.db.execute(sql`update cliente set classe_id = '250' where id = '100234'`);
    // A workshop shows whatever its class (Prix 10).
    const oficina = await call('GET', url('200117'), who.otavio!);
    expect(oficina.body).toMatchObject({ listado: true, motivos: [] });
  });

  it('staff with gerenciar read and suspend any listing, with a reason the partner reads; lifting it shows it again', async () => {
    const staff = await staffWithKeys(t, '10000091');
    await staff.holdOnly([PERM.ondeComprar.gerenciar]);
    expect((await call('GET', url('200117'), staff.cookie)).status).toBe(200);
    const noReason = await call('PUT', `${url('100234')}/suspensao`, staff.cookie, { suspensa: true });
    expect(noReason).toEqual({ status: 400, body: { errors: [PAGINA_MSG.motivoSuspensao] } });
    const s = await call('PUT', `${url('100234')}/suspensao`, staff.cookie, {
      suspensa: true,
      motivo: 'Dados de contato desatualizados.',
    });
    expect(s.body).toMatchObject({
      suspensa: true,
      motivoSuspensao: 'Dados de contato desatualizados.',
      listado: false,
      motivos: [MOTIVOS_NAO_LISTADO.suspensa],
    });
    expect(await publicNames()).not.toContain('Balanças Paulista');
    // The partner sees the suspension and cannot lift it by saving its page.
    const partner = await call('PUT', url('100234'), who.marcos!, PAGINA);
    expect(partner.body).toMatchObject({
      suspensa: true,
      motivoSuspensao: 'Dados de contato desatualizados.',
    });
    await call('PUT', `${url('100234')}/suspensao`, staff.cookie, { suspensa: false });
    expect(await publicNames()).toContain('Balanças Paulista');
    // Staff without the key may not.
    await staff.holdOnly([PERM.cadastro.cliente]);
    expect((await call('GET', url('100234'), staff.cookie)).status).toBe(403);
    expect((await call('PUT', `${url('100234')}/suspensao`, staff.cookie, { suspensa: false })).status).toBe(
      403,
    );
  });
});

describe('GET /api/cliente/sem-municipio', () => {
  it('lists the Brazilian companies whose city matched no municipality, for staff', async () => {
    await t.database.db.execute(
      sql`insert into cliente (id, nome, estado_id, cidade) values ('SM1', 'Sem Cidade Ltda', 'SP', 'Cidade Inventada')`,
    );
    const r = await call('GET', '/api/cliente/sem-municipio', who.admin!);
    expect(r.status).toBe(200);
    const clientes = r.body.clientes as { id: string; cidade: string; uf: string }[];
    expect(clientes).toContainEqual(
      expect.objectContaining({ id: 'SM1', cidade: 'Cidade Inventada', uf: 'SP' }),
    );
    expect(clientes.map((c) => c.id)).not.toContain('100234');
    expect((await call('GET', '/api/cliente/sem-municipio', who.marcos!)).status).toBe(403);
  });
});
