import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@prix/shared';
import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { queryRows, type Database } from '../db/client.js';
import * as t from '../db/schema.js';
import { openStorage } from '../storage/index.js';
import { createTestDatabase } from '../testing/database.js';
import { startExternalIdp, type ExternalIdp } from '../testing/external-idp.js';
import { freePort } from '../testing/free-port.js';
import { HttpAgent } from '../testing/http-agent.js';
import { TEST_RATE_LIMITS } from '../testing/app.js';
import {
  DEMO_REFUSED_IN_PRODUCTION,
  FIRST_START_NEEDS_ADMIN,
  prepareDatabase,
  seedDemoOnPurpose,
} from './prepare.js';
import { anoPadraoReclassificacao } from '@prix/shared/reclassificacao';
import { listedPartners } from '../modules/onde-comprar/listing.js';
import { previewReclassification } from '../modules/reclassificacao/reclassificacao.js';
import { clientes } from './data.js';
import { bringDemoBillingUpToDate } from './index.js';
import { parceirosDemo } from './onde-comprar-data.js';
import { syncReferenceData } from './reference-sync.js';
import { parametros } from './registers-data.js';

const ADMIN = 'ti.portal@prix.com.br';

const rowsOf = async (database: Database, table: PgTable) => {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
};

/** The demo's tables, which a production start leaves empty. */
const DEMO_TABLES = {
  cliente: t.cliente,
  faturamento: t.faturamento,
  solicitacao: t.solicitacao,
  clique: t.clique,
  banner: t.banner,
  arquivo: t.arquivo,
  filial: t.filial,
};

/** A database migrated from nothing (and the demo written over one) takes PGlite most of a minute on a busy 2-core host. */
const FROM_EMPTY_MS = 90_000;

describe('a production start on an empty database', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('stops, saying to set ADMIN_EMAIL, and writes nothing', { timeout: FROM_EMPTY_MS }, async () => {
    const database = await createTestDatabase({ seed: false });
    cleanup.push(() => database.close());
    const start = prepareDatabase(database, { env: 'production', adminEmail: null }, () => {
      throw new Error('no storage in production');
    });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(FIRST_START_NEEDS_ADMIN);
    expect(FIRST_START_NEEDS_ADMIN).toContain('ADMIN_EMAIL');
    expect(await rowsOf(database, t.usuario)).toBe(0);
    expect(await rowsOf(database, t.permissao)).toBe(0);
  });

  describe('with ADMIN_EMAIL and real identity providers', () => {
    let database: Database;
    let idp: ExternalIdp;
    let baseUrl: string;

    beforeAll(async () => {
      database = await createTestDatabase({ seed: false });
      cleanup.push(() => database.close());
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      idp = await startExternalIdp(baseUrl);
      cleanup.push(() => idp.close());
      const dataDir = await mkdtemp(path.join(tmpdir(), 'prix-production-'));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      const config = loadConfig({
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        SESSION_SECRET: 'um-segredo-de-sessao-com-mais-de-32-caracteres',
        ADMIN_EMAIL: ADMIN,
        OIDC_PARCEIRO_ISSUER: idp.issuer,
        OIDC_PARCEIRO_CLIENT_ID: idp.clients.parceiro.clientId,
        OIDC_PARCEIRO_CLIENT_SECRET: idp.clients.parceiro.clientSecret,
        OIDC_CORPORATIVO_ISSUER: idp.issuer,
        OIDC_CORPORATIVO_CLIENT_ID: idp.clients.corporativo.clientId,
        OIDC_CORPORATIVO_CLIENT_SECRET: idp.clients.corporativo.clientSecret,
        LOG_LEVEL: 'silent',
        ...TEST_RATE_LIMITS,
      });
      expect(config.embeddedIdp).toBe(false);
      await prepareDatabase(database, config, () => openStorage(config.storageUrl, config.dataDir));
      const app = await buildApp({ config, database, logger: false });
      await app.listen({ port, host: '127.0.0.1' });
      cleanup.push(() => app.close());
    });

    it('writes the reference data: every permission key, the base profiles, six classes with their benefits, the parameters, the FAQ', async () => {
      const keys = (await database.db.select({ k: t.permissao.referencia }).from(t.permissao)).map(
        (r) => r.k,
      );
      expect(keys.sort()).toEqual([...ALL_PERMISSION_KEYS].sort());
      expect(await rowsOf(database, t.classe)).toBe(6);
      expect(await rowsOf(database, t.classeBeneficio)).toBeGreaterThan(6);
      expect(await rowsOf(database, t.tipoparceria)).toBeGreaterThan(0);
      expect(await rowsOf(database, t.tipotreinamento)).toBeGreaterThan(0);
      expect(await rowsOf(database, t.estado)).toBe(27);
      expect(await rowsOf(database, t.faq)).toBeGreaterThan(0);
      const params = (await database.db.select({ id: t.parametro.id }).from(t.parametro)).map((r) => r.id);
      expect(params.sort()).toEqual(parametros.map((p) => p.id).sort());
      const profiles = (await database.db.select({ id: t.perfil.id }).from(t.perfil)).map((r) => r.id);
      expect(profiles).toContain('ADMIN');
    });

    it('writes no demo people, companies, billing, clicks, files, requests or banners', async () => {
      for (const [name, table] of Object.entries(DEMO_TABLES))
        expect({ name, rows: await rowsOf(database, table) }).toEqual({ name, rows: 0 });
      const users = await database.db.select({ email: t.usuario.email }).from(t.usuario);
      expect(users).toEqual([{ email: ADMIN }]);
    });

    it('lets no demo account sign in, and the named administrator sign in with every permission', async () => {
      for (const [start, email] of [
        ['/api/acesso/oidc/login', 'admin@prix.com.br'],
        ['/api/auth/signin', 'marcos@balancaspaulista.com.br'],
      ] as const) {
        const agent = new HttpAgent(baseUrl);
        idp.signInAs(email);
        const { location } = await agent.follow('GET', start);
        expect(location.pathname).toBe('/erros');
        expect(location.searchParams.get('type')).toBe('user-not-found-portal-parceiros');
        expect((await agent.request('POST', '/api/acesso/info')).status).toBe(401);
      }

      const agent = new HttpAgent(baseUrl);
      idp.signInAs(ADMIN);
      const { location } = await agent.follow('GET', '/api/acesso/oidc/login');
      expect(location.pathname).toBe('/home');
      const info = await agent.request('POST', '/api/acesso/info');
      expect(info.status).toBe(200);
      const body = JSON.parse((await info.text()).replace(/^\)\]\}',\n?/, '')) as {
        usuario: { tipos: string[] };
        permissions: Record<string, unknown>;
      };
      expect(body.usuario.tipos).toContain('interno');
      expect(body.permissions.cadastro).toBeTruthy();
      expect(body.permissions.classe).toBeTruthy();
    });
  });
});

describe('the reference data a release adds', () => {
  it('reaches an existing database at start; what staff changed stays', async () => {
    const database = await createTestDatabase();
    try {
      // As a database of an earlier release: a key and a parameter it never had, and a key staff took from
      // the administrator profile.
      const [relatorio] = await database.db
        .select({ id: t.permissao.id })
        .from(t.permissao)
        .where(eq(t.permissao.referencia, 'classe.reclassificar'));
      await database.db.delete(t.perfilPermissao).where(eq(t.perfilPermissao.permissaoId, relatorio!.id));
      await database.db
        .delete(t.permissaoTipoparceria)
        .where(eq(t.permissaoTipoparceria.permissaoId, relatorio!.id));
      await database.db.delete(t.permissao).where(eq(t.permissao.id, relatorio!.id));
      await database.db.delete(t.parametro).where(eq(t.parametro.id, 'PRAZO_ANALISE_BENEFICIO'));
      await database.db.execute(sql`delete from perfil_permissao where perfil_id = 'ADMIN' and permissao_id =
        (select id from permissao where referencia = 'relatorio.faturamento')`);
      await database.db
        .update(t.parametro)
        .set({ valor: 'suporte@empresa.com.br' })
        .where(eq(t.parametro.id, 'EMAIL_MARKETING'));

      expect(await syncReferenceData(database.db)).toEqual({
        keys: ['classe.reclassificar'],
        parametros: ['PRAZO_ANALISE_BENEFICIO'],
        tiposTreinamento: [],
        tiposParceriaComplementar: [],
      });
      const granted = await queryRows<{ referencia: string }>(
        database.db,
        sql`select p.referencia from perfil_permissao pp join permissao p on p.id = pp.permissao_id
            where pp.perfil_id = 'ADMIN'`,
      );
      const adminKeys = granted.map((g) => g.referencia);
      expect(adminKeys).toContain('classe.reclassificar');
      expect(adminKeys).not.toContain('relatorio.faturamento');
      const [marketing] = await database.db
        .select({ valor: t.parametro.valor })
        .from(t.parametro)
        .where(eq(t.parametro.id, 'EMAIL_MARKETING'));
      expect(marketing!.valor).toBe('suporte@empresa.com.br');
      // A second start finds nothing to add.
      expect(await syncReferenceData(database.db)).toEqual({
        keys: [],
        parametros: [],
        tiposTreinamento: [],
        tiposParceriaComplementar: [],
      });
    } finally {
      await database.close();
    }
  });

  it('brings the catalogue rows a database lacks, mandatory where the release says; links staff removed stay removed', async () => {
    const database = await createTestDatabase();
    const links = async () =>
      (
        await queryRows<{ link: string }>(
          database.db,
          sql`select tipoparceria_id || ':' || tipotreinamento_id as link from tipoparceria_tipotreinamento
              order by 1`,
        )
      ).map((r) => r.link);
    try {
      // As a database of the release before the training types OPER and NR10 and the type 'Locação', where
      // staff made 'Técnicas de vendas' optional for resellers.
      await database.db.execute(
        sql`delete from treinamento_conclusao where tipotreinamento_id in ('OPER', 'NR10')`,
      );
      await database.db.execute(
        sql`delete from cliente_tipotreinamento where tipotreinamento_id in ('OPER', 'NR10')`,
      );
      await database.db.execute(
        sql`delete from tipoparceria_tipotreinamento where tipotreinamento_id in ('OPER', 'NR10', 'VEND')`,
      );
      await database.db.execute(sql`delete from tipotreinamento where id in ('OPER', 'NR10')`);
      await database.db.execute(
        sql`delete from tpcomplementar_tipoparceria where tipoparceriacomplementar_id = 'LOCACAO'`,
      );
      await database.db.execute(sql`delete from tipoparceriacomplementar where id = 'LOCACAO'`);

      expect(await syncReferenceData(database.db)).toMatchObject({
        tiposTreinamento: ['OPER', 'NR10'],
        tiposParceriaComplementar: ['LOCACAO'],
      });
      const after = await links();
      expect(after).toEqual(expect.arrayContaining(['REV:OPER', 'OTA:NR10', 'OTAF:NR10']));
      expect(after).not.toContain('REV:VEND');
      const [locacao] = await queryRows<{ tipos: string }>(
        database.db,
        sql`select string_agg(tipoparceria_id, ',') as tipos from tpcomplementar_tipoparceria
            where tipoparceriacomplementar_id = 'LOCACAO'`,
      );
      expect(locacao!.tipos).toBe('REV');
      expect((await syncReferenceData(database.db)).tiposTreinamento).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe("the demo's billing on a database made months ago", () => {
  it("is brought up to the current month at start, so last year's reclassification keeps every demo partner in its class and listed", async () => {
    const database = await createTestDatabase();
    const noStorage = () => Promise.reject(new Error('storage not expected'));
    try {
      const demo = [...clientes, ...parceirosDemo];
      const ano = anoPadraoReclassificacao();
      const changes = async () =>
        (await previewReclassification(database.db, ano)).linhas
          .filter((l) => demo.some((c) => c.id === l.id) && l.muda)
          .map((l) => `${l.id}: ${l.classeAtual?.id} → ${l.classeNova.id}`);
      // As a demo made in the December before last, before the locator's partners had billing, and a company
      // that has a demo code but is not the demo's (a staging copy of real data).
      await database.db.execute(sql`delete from faturamento
        where cliente_id in ('300101', '300102') or periodo >= make_date(${ano}::int, 1, 1)`);
      await database.db.execute(sql`update cliente set cnpj = '11.222.333/0001-81' where id = '300103'`);

      const listed = async () =>
        (
          await queryRows<{ id: string }>(database.db, sql`select id from ${listedPartners()} lp order by id`)
        ).map((r) => r.id);
      const before = await listed();
      expect(before).toEqual(expect.arrayContaining(parceirosDemo.map((p) => p.id)));

      // A production start writes no demo billing.
      await prepareDatabase(database, { env: 'production', adminEmail: null }, noStorage);
      expect(await changes()).toContain('300101: 500 → 10');

      await prepareDatabase(database, { env: 'development', adminEmail: null }, noStorage);
      // Not the demo's company: no billing written for it.
      expect(await changes()).toEqual(['300103: 250 → 10']);
      // The reclassification applied: the locator still lists every demo partner but that one.
      for (const l of (await previewReclassification(database.db, ano)).linhas)
        await database.db.execute(sql`update cliente set classe_id = ${l.classeNova.id} where id = ${l.id}`);
      expect(await listed()).toEqual(before.filter((id) => id !== '300103'));
      expect(await bringDemoBillingUpToDate(database.db)).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('the demo on purpose (npm run seed -- --demo)', () => {
  it(
    'is refused in production over a database that holds partners, and written over one that holds none',
    {
      timeout: FROM_EMPTY_MS,
    },
    async () => {
      const withPartners = await createTestDatabase();
      const empty = await createTestDatabase({ seed: false });
      const noStorage = () => Promise.reject(new Error('storage not expected'));
      try {
        const partners = await rowsOf(withPartners, t.cliente);
        expect(await seedDemoOnPurpose(withPartners, { env: 'production' }, noStorage)).toEqual({
          refused: DEMO_REFUSED_IN_PRODUCTION,
        });
        expect(await rowsOf(withPartners, t.cliente)).toBe(partners);

        const dir = await mkdtemp(path.join(tmpdir(), 'prix-demo-'));
        try {
          await seedDemoOnPurpose(empty, { env: 'production' }, () => openStorage(undefined, dir));
          expect(await rowsOf(empty, t.cliente)).toBeGreaterThan(0);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      } finally {
        await withPartners.close();
        await empty.close();
      }
    },
  );
});
