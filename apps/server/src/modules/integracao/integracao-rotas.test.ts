import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERM } from '@prix/shared';
import type { IntegracaoToken } from '@prix/shared/integracao';
import { queryRows } from '../../db/client.js';
import { OPENAPI_PATH, REFERENCE_PATH } from '../../plugins/openapi.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { SAO_PAULO } from '../../testing/contatos.js';

/**
 * The integration routes of decision 0057: training completions and companies written by other systems (all or
 * nothing, bad rows named, idempotency keys, the class only with its own key and always in its history), and
 * the change feeds of companies and enquiries, whose cursor never skips nor repeats a row while others write.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function token(chaves: string[]): Promise<string> {
  const answer = await apiCaller(t)('POST', '/api/integracoes', admin, {
    nome: `Sistema ${Math.random().toString(36).slice(2, 8)}`,
    chaves,
    expiraEm: inDays(30),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as unknown as IntegracaoToken).token;
}

async function send(
  method: 'GET' | 'PUT',
  url: string,
  bearer: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: parseJson<Record<string, unknown> & { errors?: string[] }>(response.body),
  };
}

describe('PUT /api/integracao/treinamentos', () => {
  let bearer: string;
  beforeAll(async () => {
    bearer = await token([PERM.treinamento.importar]);
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from treinamento_conclusao`);
  });

  const stored = () =>
    queryRows<{ usuario_id: string; tipo: string; em: string; ate: string | null; origem: string }>(
      t.database.db,
      sql`select usuario_id, tipotreinamento_id as tipo, concluido_em::text as em, valido_ate::text as ate, origem
          from treinamento_conclusao order by usuario_id, tipotreinamento_id, concluido_em`,
    );
  const GOOD = [
    { pessoa: '529.982.247-25', tipo: 'OPER', data: '10/03/2025', validadeMeses: null },
    { pessoa: 'FERNANDA@balancaspaulista.com.br', tipo: 'VEND', data: '2025-06-01', validadeMeses: 24 },
    { pessoa: 'otavio@pesagemsul.com.br', tipo: 'calb', data: '15/01/2026', validadeMeses: '12' },
  ];
  const put = (linhas: unknown[], headers: Record<string, string> = {}) =>
    send('PUT', '/api/integracao/treinamentos', bearer, { linhas }, headers);

  it('imports the completions as the file does, and the same rows twice change nothing', async () => {
    expect(await put(GOOD)).toMatchObject({ status: 200, body: { importadas: 3, atualizadas: 0 } });
    const imported = [
      { usuario_id: 'EXT0001', tipo: 'OPER', em: '2025-03-10', ate: null, origem: 'integracao' },
      { usuario_id: 'EXT0002', tipo: 'VEND', em: '2025-06-01', ate: '2027-06-01', origem: 'integracao' },
      { usuario_id: 'EXT0003', tipo: 'CALB', em: '2026-01-15', ate: '2027-01-15', origem: 'integracao' },
    ];
    expect(await stored()).toEqual(imported);
    expect((await put(GOOD)).body).toEqual({ importadas: 0, atualizadas: 0 });
    expect(await stored()).toEqual(imported);
  });

  it('refuses the whole call naming every bad row', async () => {
    const answer = await put([
      GOOD[0],
      { pessoa: 'ninguem@exemplo.com', tipo: 'OPER', data: '10/03/2025' },
      { pessoa: '111.111.111-11', tipo: 'XXXX', data: '31/02/2025' },
      GOOD[0],
    ]);
    expect(answer.status).toBe(400);
    const errors = answer.body.errors!;
    expect(errors[0]).toMatch(/^Nenhuma linha foi importada/);
    expect(errors.some((e) => e.startsWith('Linha 2: ') && e.includes('ninguem@exemplo.com'))).toBe(true);
    expect(errors.some((e) => e.startsWith('Linha 3: '))).toBe(true);
    expect(errors.some((e) => e.startsWith('Linha 4: ') && e.includes('linha 1'))).toBe(true);
    expect(errors.some((e) => e.startsWith('Linha 1'))).toBe(false);
    expect(await stored()).toEqual([]);
  });

  it('answers a repeated Idempotency-Key without importing again; another body is 409', async () => {
    const key = { 'idempotency-key': 'treinamentos-0001' };
    const first = await put(GOOD, key);
    expect(first.body).toEqual({ importadas: 3, atualizadas: 0 });
    await t.database.db.execute(sql`delete from treinamento_conclusao`);
    const again = await put(GOOD, key);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stored()).toEqual([]);
    expect((await put([GOOD[0]], key)).status).toBe(409);
  });

  it('needs treinamentos.importar (403 with another key)', async () => {
    const other = await token([PERM.cadastro.cliente]);
    const answer = await send('PUT', '/api/integracao/treinamentos', other, { linhas: GOOD });
    expect(answer.status).toBe(403);
    expect(await stored()).toEqual([]);
  });
});

describe('PUT /api/integracao/clientes/{codigo}', () => {
  let sync: string;
  let syncWithClass: string;
  beforeAll(async () => {
    sync = await token([PERM.cadastro.cliente]);
    syncWithClass = await token([PERM.cadastro.cliente, PERM.classe.reclassificar]);
  });

  let next = 0;
  const newCode = () => `ERP${Date.now().toString(36).slice(-4)}${next++}`.toUpperCase().slice(0, 10);
  const COMPANY = {
    nome: 'Balanças do Vale Ltda.',
    cnpj: '11444777000161',
    endereco: { rua: 'Rua A', numero: '10', cep: '01310100', bairro: 'Centro', municipio: SAO_PAULO },
    tiposParceria: ['REV', 'OTA'],
    ativo: true,
  };
  const put = (codigo: string, body: unknown, bearer = sync, headers: Record<string, string> = {}) =>
    send('PUT', `/api/integracao/clientes/${codigo}`, bearer, body, headers);
  const company = async (codigo: string) => {
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select c.nome, c.cnpj, c.cep, c.estado_id, c.cidade, c.municipio_id, c.classe_id, c.inativo,
            array(select tipoparceria_id from cliente_tipoparceria where cliente_id = c.id order by 1) as tipos
          from cliente c where c.id = ${codigo}`,
    );
    return row ?? null;
  };
  const history = (codigo: string) =>
    queryRows<{ origem: string; classe_de: string | null; classe_para: string; usuario_id: string | null }>(
      t.database.db,
      sql`select origem, classe_de, classe_para, usuario_id from classe_historico
          where cliente_id = ${codigo} order by id`,
    );

  it('creates a company (201), then updates it (200), through the register’s rules', async () => {
    const codigo = newCode();
    const created = await put(codigo, COMPANY);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ codigo, criado: true });
    expect(await company(codigo)).toEqual({
      nome: 'Balanças do Vale Ltda.',
      cnpj: '11.444.777/0001-61',
      cep: '01310-100',
      estado_id: 'SP',
      cidade: 'São Paulo',
      municipio_id: SAO_PAULO,
      classe_id: null,
      inativo: false,
      tipos: ['OTA', 'REV'],
    });
    const updated = await put(codigo, {
      ...COMPANY,
      nome: 'Balanças do Vale S.A.',
      tiposParceria: ['OT'],
      ativo: false,
    });
    expect(updated).toMatchObject({ status: 200, body: { codigo, uuid: created.body.uuid, criado: false } });
    expect(await company(codigo)).toMatchObject({
      nome: 'Balanças do Vale S.A.',
      inativo: true,
      tipos: ['OT'],
    });
  });

  it('refuses bad values naming the field, and writes nothing', async () => {
    const codigo = newCode();
    const cases: [unknown, string][] = [
      [{ ...COMPANY, cnpj: '11444777000162' }, 'CNPJ inválido'],
      [
        { ...COMPANY, endereco: { ...COMPANY.endereco, municipio: '9999999' } },
        "Município '9999999' não encontrado",
      ],
      [{ ...COMPANY, tiposParceria: ['REV', 'NADA'] }, "Tipos de parceria: 'NADA' não encontrado(s)"],
      [{ ...COMPANY, nome: '' }, 'Nome'],
      [{ ...COMPANY, ativo: undefined }, 'ativo'],
      [{ ...COMPANY, tiposParceria: undefined }, 'tiposParceria'],
    ];
    for (const [body, message] of cases) {
      const answer = await put(codigo, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors!.join(' | ')).toContain(message);
    }
    expect((await put('com espaço', COMPANY)).status).toBe(400);
    expect(await company(codigo)).toBeNull();
  });

  it('takes the class only from a token that may set it, and records the change in the class history', async () => {
    const codigo = newCode();
    // Without the class key: a class on creation is refused, nothing written.
    const refused = await put(codigo, { ...COMPANY, classe: '250' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors![0]).toContain('classe.reclassificar');
    expect(await company(codigo)).toBeNull();
    // With it: set, and the history has the change, from the sync.
    expect((await put(codigo, { ...COMPANY, classe: '250' }, syncWithClass)).status).toBe(201);
    expect(await history(codigo)).toEqual([
      { origem: 'integracao', classe_de: null, classe_para: '250', usuario_id: null },
    ]);
    // The same class again, or none, is no change: fine without the key.
    expect((await put(codigo, { ...COMPANY, classe: '250' })).status).toBe(200);
    expect((await put(codigo, COMPANY)).status).toBe(200);
    expect((await company(codigo))!.classe_id).toBe('250');
    // Another class without the key: refused, the company as it was.
    expect((await put(codigo, { ...COMPANY, nome: 'Outro', classe: '500' })).status).toBe(403);
    expect(await company(codigo)).toMatchObject({ nome: COMPANY.nome, classe_id: '250' });
    expect((await put(codigo, { ...COMPANY, classe: '500' }, syncWithClass)).status).toBe(200);
    expect((await history(codigo)).map((h) => [h.origem, h.classe_de, h.classe_para])).toEqual([
      ['integracao', null, '250'],
      ['integracao', '250', '500'],
    ]);
    // An unknown class is named.
    const unknown = await put(codigo, { ...COMPANY, classe: 'ZZ' }, syncWithClass);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(["Classe: 'ZZ' não encontrado(s)"]);
  });

  it('answers a repeated Idempotency-Key with the first answer (201 again); another body is 409', async () => {
    const codigo = newCode();
    const key = { 'idempotency-key': `cliente-${codigo}` };
    const first = await put(codigo, COMPANY, sync, key);
    expect(first.status).toBe(201);
    const again = await put(codigo, COMPANY, sync, key);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await put(codigo, { ...COMPANY, nome: 'Outro nome' }, sync, key)).status).toBe(409);
    // Without the key the same body is an update.
    expect((await put(codigo, COMPANY)).status).toBe(200);
  });

  it('two calls at once for a new code: one creates, the other updates', async () => {
    const codigo = newCode();
    const answers = await Promise.all([put(codigo, COMPANY), put(codigo, { ...COMPANY, nome: 'Segundo' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
  });

  it('needs cadastro.cliente (403 with another key)', async () => {
    const other = await token([PERM.treinamento.importar]);
    const codigo = newCode();
    expect((await put(codigo, COMPANY, other)).status).toBe(403);
    expect(await company(codigo)).toBeNull();
  });
});

interface Page {
  itens: Record<string, unknown>[];
  cursor: string;
  temMais: boolean;
}

describe('the change feeds', () => {
  let feedCliente: string;
  let feedContato: string;
  beforeAll(async () => {
    feedCliente = await token([PERM.cadastro.cliente]);
    feedContato = await token([PERM.ondeComprar.gerenciar]);
  });

  const page = async (path: string, bearer: string, query: Record<string, string>) => {
    const answer = await send('GET', `${path}?${new URLSearchParams(query)}`, bearer);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as Page;
  };
  /** Every page until the feed has nothing more ready; the cursor to go on from. */
  async function drain(path: string, bearer: string, start: Record<string, string>, limite = 1000) {
    const itens: Record<string, unknown>[] = [];
    let query: Record<string, string> = { ...start, limite: String(limite) };
    for (;;) {
      const answer = await page(path, bearer, query);
      itens.push(...answer.itens);
      query = { cursor: answer.cursor, limite: String(limite) };
      if (!answer.temMais) return { itens, cursor: answer.cursor };
    }
  }
  const clientes = (start: Record<string, string>, limite?: number) =>
    drain('/api/integracao/clientes', feedCliente, start, limite);
  /**
   * Drains again and again until `enough` holds of what came: a write transaction of anything on the same
   * PostgreSQL server (another database's too) holds the feed back until it ends, never making it wrong.
   */
  async function follow(
    start: Record<string, string>,
    enough: (itens: Record<string, unknown>[]) => boolean,
    path = '/api/integracao/clientes',
    bearer = feedCliente,
  ) {
    const itens: Record<string, unknown>[] = [];
    let query = start;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const drained = await drain(path, bearer, query);
      itens.push(...drained.itens);
      query = { cursor: drained.cursor };
      if (enough(itens) || Date.now() > deadline) return { itens, cursor: drained.cursor };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const has =
    (...codes: string[]) =>
    (itens: Record<string, unknown>[]) =>
      codes.every((c) => itens.some((i) => i.codigo === c || i.uuid === c));
  const insertCompany = (id: string) =>
    t.database.db.execute(sql`insert into cliente (id, nome) values (${id}, ${`Empresa ${id}`})`);

  it('pages every company from the start, then only what changed since the cursor', async () => {
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cliente`,
    );
    const all = await follow({ limite: '50' }, (itens) => itens.length >= count!.n);
    expect(all.itens).toHaveLength(count!.n);
    expect(new Set(all.itens.map((i) => i.codigo)).size).toBe(count!.n);
    // Nothing changed: an empty page, the same place.
    expect(await page('/api/integracao/clientes', feedCliente, { cursor: all.cursor })).toMatchObject({
      itens: [],
      temMais: false,
    });
    await t.database.db.execute(sql`update cliente set nome = 'Balanças Renomeadas' where id = '100234'`);
    // An update that changes nothing is no change.
    await t.database.db.execute(sql`update cliente set nome = nome where id = '200117'`);
    const after = await follow({ cursor: all.cursor }, has('100234'));
    expect(after.itens).toEqual([
      expect.objectContaining({ codigo: '100234', nome: 'Balanças Renomeadas', ativo: expect.any(Boolean) }),
    ]);
  });

  it('starts from an instant with alteradosDesde', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    await insertCompany('DESDE1');
    const changed = await follow({ alteradosDesde: since }, has('DESDE1'));
    expect(changed.itens.map((i) => i.codigo)).toContain('DESDE1');
    expect(changed.itens.every((i) => String(i.alteradoEm) >= since)).toBe(true);
    const withOffset = await follow({ alteradosDesde: since.replace('Z', '+00:00') }, has('DESDE1'));
    expect(withOffset.itens.map((i) => i.codigo)).toEqual(changed.itens.map((i) => i.codigo));
  });

  it('takes an instant before 1970 as the beginning', async () => {
    const answer = await page('/api/integracao/clientes', feedCliente, {
      alteradosDesde: '0001-01-01T00:00:00Z',
      limite: '1',
    });
    expect(answer.itens).toHaveLength(1);
  });

  it('refuses a bad cursor, date or limit with 400 in Portuguese', async () => {
    const queries: Record<string, string>[] = [
      { cursor: 'nao-e-um-cursor' },
      { cursor: Buffer.from('1.2.x').toString('base64url') },
      { cursor: Buffer.from(`${'9'.repeat(20)}.1.`).toString('base64url') },
      { cursor: Buffer.from(`1.${'9'.repeat(19)}.`).toString('base64url') },
      { cursor: Buffer.from('1.1.999999999999999').toString('base64url') },
      { alteradosDesde: 'ontem' },
      { alteradosDesde: '2026-03-01T00:00:00' },
      { limite: '0' },
      { limite: '5000' },
    ];
    for (const query of queries) {
      const answer = await send('GET', `/api/integracao/clientes?${new URLSearchParams(query)}`, feedCliente);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.errors![0]).toMatch(/inválid/);
    }
  });

  it('needs the route’s key: companies cadastro.cliente, enquiries contatos.gerenciar', async () => {
    expect((await send('GET', '/api/integracao/clientes', feedContato)).status).toBe(403);
    expect((await send('GET', '/api/integracao/contatos', feedCliente)).status).toBe(403);
  });

  it('lists enquiries with their status and outcome as they change', async () => {
    const start = await drain('/api/integracao/contatos', feedContato, {});
    const [row] = await queryRows<{ id: number; uuid: string }>(
      t.database.db,
      sql`insert into contato (nome, email, telefone, municipio_id, lat, lon, interesse, linha, mensagem, status,
            cliente_id, consentimento_versao, consentimento_em)
          values ('Ana', 'ana@exemplo.com.br', '(11) 3333-4444', ${SAO_PAULO}, -23.5, -46.6, 'compra', 'comercial',
            'Quero uma balança', 'aceito', '100234', 'v1', now())
          returning id, uuid`,
    );
    const first = await follow(
      { cursor: start.cursor },
      has(row!.uuid),
      '/api/integracao/contatos',
      feedContato,
    );
    expect(first.itens).toEqual([
      expect.objectContaining({ uuid: row!.uuid, status: 'aceito', resultado: null, parceiro: '100234' }),
    ]);
    await t.database.db.execute(
      sql`update contato set status = 'encerrado', resultado = 'vendido' where id = ${row!.id}`,
    );
    const second = await follow(
      { cursor: first.cursor },
      has(row!.uuid),
      '/api/integracao/contatos',
      feedContato,
    );
    expect(second.itens).toEqual([
      expect.objectContaining({ uuid: row!.uuid, status: 'encerrado', resultado: 'vendido' }),
    ]);
  });

  it('never skips nor repeats a row while writers run', async () => {
    const start = await clientes({});
    const ids = Array.from({ length: 64 }, (_, i) => `CONC${String(i).padStart(3, '0')}`);
    let writing = true;
    const writers = (async () => {
      // Transactions of several rows, some slower: they commit in another order than they drew numbers.
      await Promise.all(
        [0, 1, 2, 3].map(async (w) => {
          for (let i = w; i < ids.length; i += 8) {
            await t.database.db.transaction(async (tx) => {
              await tx.execute(sql`insert into cliente (id, nome) values (${ids[i]!}, 'Concorrente')`);
              await new Promise((resolve) => setTimeout(resolve, (i * 7) % 13));
              await tx.execute(sql`insert into cliente (id, nome) values (${ids[i + 4]!}, 'Concorrente')`);
            });
          }
        }),
      );
      writing = false;
    })();
    const seen: string[] = [];
    let cursor = start.cursor;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const done = !writing;
      const answer = await page('/api/integracao/clientes', feedCliente, { cursor, limite: '3' });
      // Earlier tests' rows may still come first when another writer held the feed back.
      seen.push(...answer.itens.map((i) => String(i.codigo)).filter((c) => c.startsWith('CONC')));
      cursor = answer.cursor;
      if (done && !answer.temMais && (seen.length >= ids.length || Date.now() > deadline)) break;
    }
    await writers;
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it.runIf(process.env.TEST_DB === 'pg')(
    'does not pass a writer still at work: a later commit waits behind it',
    async () => {
      const start = await clientes({});
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let wrote!: () => void;
      const written = new Promise<void>((resolve) => (wrote = resolve));
      await insertCompany('HELD01');
      const held = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into cliente (id, nome) values ('HELD02', 'Segura')`);
        wrote();
        await gate;
      });
      await written;
      // Committed after the held one drew its number.
      await insertCompany('LATE01');
      const whileHeld = await follow({ cursor: start.cursor }, has('HELD01'));
      // Polled once more while still held: the later commit stays behind the open writer.
      const stillHeld = await clientes({ cursor: whileHeld.cursor });
      const ours = (itens: Record<string, unknown>[]) =>
        itens.map((i) => String(i.codigo)).filter((c) => /^(HELD|LATE)/.test(c));
      expect(ours([...whileHeld.itens, ...stillHeld.itens])).toEqual(['HELD01']);
      release();
      await held;
      const after = await follow({ cursor: stillHeld.cursor }, has('HELD02', 'LATE01'));
      expect(ours(after.itens)).toEqual(['HELD02', 'LATE01']);
    },
  );

  it.runIf(process.env.TEST_DB === 'pg')(
    'an older writer that draws a later number than a younger one still open skips nothing',
    async () => {
      const start = await clientes({});
      const step = () => {
        let open!: () => void;
        const promise = new Promise<void>((resolve) => (open = resolve));
        return { promise, open };
      };
      const olderWrote = step();
      const youngerWrote = step();
      const olderMayGoOn = step();
      const youngerMayEnd = step();
      // The older transaction gets its id first, then draws its second row's number after the younger's.
      const older = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into cliente (id, nome) values ('ORDA01', 'Antiga')`);
        olderWrote.open();
        await olderMayGoOn.promise;
        await tx.execute(sql`insert into cliente (id, nome) values ('ORDA02', 'Antiga')`);
      });
      await olderWrote.promise;
      const younger = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into cliente (id, nome) values ('ORDB01', 'Nova')`);
        youngerWrote.open();
        await youngerMayEnd.promise;
      });
      await youngerWrote.promise;
      olderMayGoOn.open();
      await older;
      const ours = (itens: Record<string, unknown>[]) =>
        itens.map((i) => String(i.codigo)).filter((c) => c.startsWith('ORD'));
      // The older one's rows, though its second number is above the open younger one's.
      const first = await follow({ cursor: start.cursor }, has('ORDA01', 'ORDA02'));
      expect(ours(first.itens)).toEqual(['ORDA01', 'ORDA02']);
      youngerMayEnd.open();
      await younger;
      const second = await follow({ cursor: first.cursor }, has('ORDB01'));
      expect(ours(second.itens)).toEqual(['ORDB01']);
    },
  );
});

describe('any input a client can send', () => {
  it('is answered below 500', async () => {
    const bearer = await token([
      PERM.treinamento.importar,
      PERM.cadastro.cliente,
      PERM.classe.reclassificar,
      PERM.ondeComprar.gerenciar,
    ]);
    // A lone surrogate has no UTF-8: sent as the bytes a broken client would send.
    const query = (value: unknown) => {
      try {
        return encodeURIComponent(String(value));
      } catch {
        return '%ED%A0%80';
      }
    };
    const odd = ['\u0000', '\ud800', 'x'.repeat(61), '%', "'", '-1', 1e308, -0];
    for (const value of odd) {
      const calls = [
        send('PUT', '/api/integracao/treinamentos', bearer, {
          linhas: [{ pessoa: value, tipo: value, data: value, validadeMeses: value }],
        }),
        send('PUT', '/api/integracao/clientes/ODD1', bearer, {
          nome: value,
          cnpj: value,
          endereco: { rua: value, municipio: value },
          tiposParceria: [value],
          ativo: true,
          classe: value,
        }),
        send('PUT', '/api/integracao/clientes/ODD1', bearer, {
          nome: 'Empresa',
          endereco: { municipio: SAO_PAULO },
          tiposParceria: [String(value)],
          ativo: true,
          classe: String(value).slice(0, 4),
        }),
        send('GET', `/api/integracao/clientes?cursor=${query(value)}`, bearer),
        send('GET', `/api/integracao/contatos?alteradosDesde=${query(value)}`, bearer),
      ];
      for (const answer of await Promise.all(calls))
        expect(answer.status, `${JSON.stringify(value)}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes each new integration route with the bearer scheme and an example', async () => {
    const response = await t.app.inject({ url: OPENAPI_PATH, headers: { cookie: admin } });
    const doc = JSON.parse(response.body) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    for (const [path, method] of [
      ['/api/integracao/treinamentos', 'put'],
      ['/api/integracao/clientes/{codigo}', 'put'],
      ['/api/integracao/clientes', 'get'],
      ['/api/integracao/contatos', 'get'],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation!.security, path).toEqual([{ integracao: [] }]);
      expect(JSON.stringify(operation), path).toContain('example');
    }
    // The reference page shows them with their examples.
    const page = await t.app.inject({ url: REFERENCE_PATH, headers: { cookie: admin } });
    for (const [id, example] of [
      ['put-/api/integracao/treinamentos', '529.982.247-25'],
      ['put-/api/integracao/clientes/{codigo}', '3550308'],
      ['get-/api/integracao/clientes', 'temMais'],
      ['get-/api/integracao/contatos', 'vendido'],
    ]) {
      const at = page.body.indexOf(`id="${id}"`);
      expect(at, id).toBeGreaterThan(-1);
      expect(page.body.slice(at, at + 20_000), id).toContain(example);
    }
  });
});
