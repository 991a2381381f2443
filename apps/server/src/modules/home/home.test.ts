import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPRESA_HEADER } from '@prix/shared';
import type { HomeInfo } from '@prix/shared/programa';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { availableBenefitValue } from '../cliente/benefit-balance.js';
import { SEM_TREINAMENTO, TREINAMENTO_NAO_CONFIGURADO } from './home.routes.js';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ ELEARNING_URL: 'https://elearning.example.com/entrar' });
  call = apiCaller(t);
  who.marcos = await sessionCookieFor(t, 'EXT0001'); // REV, Prix 250
  who.otavio = await sessionCookieFor(t, 'EXT0003'); // OTA, Prix 10
  who.gabriela = await sessionCookieFor(t, 'EXT0004'); // both companies
  who.ana = await sessionCookieFor(t, '10000001'); // internal administrator
  who.lucas = await sessionCookieFor(t, '10000002'); // internal, read-only profile
});
afterAll(() => t.close());

const home = async (cookie: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/home', headers: { cookie, ...headers } });
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body.slice(5)) as HomeInfo;
};

describe('GET /api/home', () => {
  it("gives a partner its company card: class logo, address, ERP code and the responsible person's contact", async () => {
    const { empresa } = await home(who.marcos!);
    expect(empresa).toMatchObject({
      id: '100234',
      nome: 'Balanças Paulista Comércio Ltda',
      endereco: ['Avenida Paulista, 1500 — Conjunto 42', 'Bela Vista · São Paulo/SP', 'CEP 01310-200'],
      classe: { nome: 'Prix 250', imagem: 'prix250' },
      rps: {
        nome: 'Rafael Responsável',
        email: 'rafael.canal@prix.com.br',
        celular: '+55 (11) 98765-4321',
        whatsapp: 'https://wa.me/5511987654321',
      },
    });
  });

  it('shows the co-op fund tile (VMC + key) with the figures of decision 0008, and the showroom discount of the class', async () => {
    const { empresa } = await home(who.marcos!);
    const fund = empresa!.metricas.marketingCooperado!;
    expect(fund).toMatchObject({ taxa: '1,00%', anoBase: new Date().getFullYear() - 1, compras: 402_000 });
    expect(fund.verbaAnual).toBe(4020);
    expect(fund.disponivel).toBe(
      Math.max(0, Math.round((fund.verbaAnual - fund.aprovado - fund.pago) * 100) / 100),
    );
    // One rule: the tile's balance is the company's benefitResultFinal.
    expect(fund.disponivel).toBe(await availableBenefitValue(t.database.db, '100234', '250'));
    expect(empresa!.metricas.showroom).toEqual({ desconto: '18%' });
  });

  it('hides a tile without the benefit (Prix 10 has no VMC) or without the key', async () => {
    const otavio = await home(who.otavio!);
    expect(otavio.empresa!.classe).toEqual({ nome: 'Prix 10', imagem: 'prix10' });
    expect(otavio.empresa!.metricas).toEqual({ marketingCooperado: null, showroom: { desconto: '15%' } });

    // The key metricas.showroom is withdrawn from every profile: the tile goes, the benefit stays.
    await t.database.db.execute(
      sql`delete from perfil_permissao where permissao_id = (select id from permissao where referencia = 'metricas.showroom')`,
    );
    expect((await home(who.marcos!)).empresa!.metricas.showroom).toBeNull();
    // The class loses VMC: no tile even with the key.
    await t.database.db.execute(
      sql`delete from classe_beneficio where classe_id = '250' and beneficio_id = 'VMC'`,
    );
    expect((await home(who.marcos!)).empresa!.metricas.marketingCooperado).toBeNull();
  });

  it('shows only the current company of the user: the switcher index picks among their own', async () => {
    expect((await home(who.gabriela!)).empresa!.id).toBe('100234');
    expect((await home(who.gabriela!, { [EMPRESA_HEADER]: '1' })).empresa!.id).toBe('200117');
    // An index beyond their companies never reaches anyone else's.
    expect((await home(who.otavio!, { [EMPRESA_HEADER]: '1' })).empresa!.id).toBe('200117');
  });

  it('lists the external quick buttons by key, with the addresses of the parameters', async () => {
    expect((await home(who.marcos!)).atalhos).toEqual([
      { id: 'simulador', url: 'https://simulador.prix.com.br/pedidos' },
      { id: 'boleto', url: 'https://boletos.prix.com.br/segunda-via' },
    ]);
    expect((await home(who.otavio!)).atalhos.map((a) => a.id)).toEqual(['canalOta', 'boleto']);
    // A changed parameter counts at once; a value that is not a web address is never sent.
    await t.database.db.execute(
      sql`update parametro set valor = 'javascript:alert(1)' where id = 'URL_PORTAL_BOLETOS'`,
    );
    await t.database.db.execute(
      sql`update parametro set valor = 'https://novo-simulador.prix.com.br' where id = 'URL_SIMULADOR_PEDIDO'`,
    );
    expect((await home(who.marcos!)).atalhos).toEqual([
      { id: 'simulador', url: 'https://novo-simulador.prix.com.br/' },
    ]);
    const internal = await home(who.ana!);
    expect(internal.empresa).toBeNull();
    expect(internal.atalhos.map((a) => a.id)).toEqual(['simulador', 'canalOta']);
    expect((await home(who.lucas!)).atalhos).toEqual([]);
  });

  it('falls back when the responsible person, the class or the address are missing', async () => {
    await t.database.db.execute(
      sql`update cliente set usuario_resp_id = null, classe_id = null, rua = null, numero = null,
          complemento = null, bairro = null, cidade = null, estado_id = null, cep = null where id = '200117'`,
    );
    const { empresa } = await home(who.otavio!);
    expect(empresa).toMatchObject({ endereco: [], classe: null, rps: null });
    expect(empresa!.metricas).toEqual({ marketingCooperado: null, showroom: null });
  });

  it('is for signed-in users only', async () => {
    expect((await call('GET', '/api/home', '')).status).toBe(401);
  });
});

describe('GET /api/acesso-sfsf/login', () => {
  const go = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/acesso-sfsf/login', headers: { cookie } });

  it('sends a user with the e-learning login to the configured platform', async () => {
    expect((await home(who.marcos!)).treinamento).toBe(true);
    const answer = await go(who.marcos!);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('https://treinamento.prix.com.br/login');
  });

  it('uses ELEARNING_URL when the parameter is inactive, and says so when neither is set', async () => {
    await t.database.db.execute(sql`update parametro set inativo = true where id = 'URL_ELEARNING'`);
    expect((await go(who.marcos!)).headers.location).toBe('https://elearning.example.com/entrar');
    const bare = await startTestApp();
    try {
      await bare.database.db.execute(sql`update parametro set valor = 'lixo' where id = 'URL_ELEARNING'`);
      const answer = await bare.app.inject({
        method: 'GET',
        url: '/api/acesso-sfsf/login',
        headers: { cookie: await sessionCookieFor(bare, 'EXT0001') },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain(TREINAMENTO_NAO_CONFIGURADO);
    } finally {
      await bare.close();
    }
  });

  it('refuses (403) a user without the e-learning login, and hides the button', async () => {
    await t.database.db.execute(sql`update usuario set acessosfsf = false where id = 'EXT0003'`);
    expect((await home(who.otavio!)).treinamento).toBe(false);
    const answer = await call('GET', '/api/acesso-sfsf/login', who.otavio!);
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([SEM_TREINAMENTO]);
    expect((await call('GET', '/api/acesso-sfsf/login', '')).status).toBe(401);
  });
});
