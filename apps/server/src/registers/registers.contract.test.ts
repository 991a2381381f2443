import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  REGISTER_DEFS,
  WRAPPED_REGISTER_DEFS,
  findRegisterDef,
  listResponseSchema,
  type Field,
  type RegisterDef,
} from '@prix/shared';
import { queryRows } from '../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { sendRecord } from '../testing/register-send.js';

/**
 * One contract for every register definition: what SPEC §7's generic calls promise, checked the same
 * way for each. A new register gets all of it by being added to REGISTER_DEFS.
 */

let t: TestApp;
let admin: string;
let readOnly: string;
let partner: string;

/**
 * How each register's records get "in use", so that a delete is refused: a seeded record another uses
 * (`code`); a partner linked to this file's record through `linkedBy` (no seeded partner uses one); a row
 * of another register pointing at it (`referencedBy`, inserted and removed by the test); or nothing but the
 * record's own multi fields, whose links its delete clears ('own links only').
 */
type InUse =
  | { code: string; usedBy: string }
  | { linkedBy: { table: string; column: string }; usedBy: string }
  | { referencedBy: { insert: (code: string) => SQL; remove: SQL }; usedBy: string }
  | 'own links only';
const IN_USE: Record<string, InUse> = {
  pais: { code: 'BR', usedBy: 'Estados, Usuários' },
  idioma: { code: 'PT', usedBy: 'Usuários' },
  genero: 'own links only',
  filial: { code: '0001', usedBy: 'Usuários' },
  cargo: { code: 'PROPRIETARIO', usedBy: 'Cargos, Usuários' },
  parametro: 'own links only',
  beneficio: 'own links only',
  classe: { code: '250', usedBy: 'Parceiros, Permissões' },
  tipoparceria: { code: 'REV', usedBy: 'Parceiros, Permissões, Tipo de Parceria complementar' },
  tipoparceriacomplementar: {
    linkedBy: { table: 'cliente_tpcomplementar', column: 'tipoparceriacomplementar_id' },
    usedBy: 'Parceiros',
  },
  tipotreinamento: {
    linkedBy: { table: 'cliente_tipotreinamento', column: 'tipotreinamento_id' },
    // The partnership type the record's form linked owns that link too.
    usedBy: 'Parceiros, Tipos de Parceria',
  },
  permissao: {
    referencedBy: {
      insert: (code) => sql`insert into botao (id, permissao_id) values ('BTN_USO', ${code})`,
      remove: sql`delete from botao where id = 'BTN_USO'`,
    },
    // Its profiles own their links to it, and name it too while the button holds it.
    usedBy: 'Botão, Perfis',
  },
  perfil: { code: 'ADMIN', usedBy: 'Cargos, Usuários' },
  botao: {
    referencedBy: {
      insert: (code) => sql`insert into arquivo (id, nome, botao_id, arquivo_chave, arquivo_tamanho,
          arquivo_sha256, arquivo_tipo, arquivo_nome)
        values ('ARQ_USO', 'Em uso', ${code}, 'sem-objeto', 1, 'x', 'application/pdf', 'uso.pdf')`,
      remove: sql`delete from arquivo where id = 'ARQ_USO'`,
    },
    usedBy: 'Arquivo',
  },
  arquivo: 'own links only',
  banner: 'own links only',
  'produto-imagem': 'own links only',
  faq: 'own links only',
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
  partner = await sessionCookieFor(t, 'EXT0001');
  // A read-only colleague who holds every register key: reads everything, writes nothing.
  await t.database.db.execute(
    sql`insert into perfil (id, nome) values ('LEIT_TUDO', 'Leitura de cadastros')`,
  );
  await t.database.db.execute(sql`insert into perfil_permissao (perfil_id, permissao_id)
    select 'LEIT_TUDO', id from permissao where referencia like 'cadastro.%' or referencia = 'somenteleitura'
      or referencia in (${sql.join(
        REGISTER_DEFS.map((d) => sql`${d.permission}`),
        sql`, `,
      )})`);
  await t.database.db.execute(
    sql`insert into usuario (id, nome, sobrenome, email, externo) values ('10000099', 'Rita', 'Revisora', 'rita@prix.com.br', false)`,
  );
  await t.database.db.execute(
    sql`insert into usuario_perfil (usuario_id, perfil_id) values ('10000099', 'LEIT_TUDO')`,
  );
  readOnly = await sessionCookieFor(t, '10000099');
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

/** SPEC §9: lists show 10 records a page. */
const PAGE_SIZE = 10;

let counter = 0;
function uniqueCode(max: number): string {
  counter += 1;
  // One-character codes (genero) come from a pool that avoids the seeded ones.
  if (max === 1) return '0123456789ABCDEGHIJKLPQRSTUVWXYZ'[counter % 32]!;
  return `Z${counter}`.slice(0, max);
}

/** The field a register's records are named by: `nome`, or its label field (nome_botao …). */
const nameFieldOf = (def: RegisterDef) => def.labelField ?? 'nome';
const hasActive = (def: RegisterDef) => Object.values(def.fields).some((f) => f.kind === 'active');

/** A valid payload for a definition, with an accented name to search for and a link on every multi field. */
async function samplePayload(def: RegisterDef, nome: string): Promise<Record<string, unknown>> {
  const payload: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(def.fields) as [string, Field][]) {
    if (f.kind === 'code' && !f.auto) payload[name] = uniqueCode(f.max);
    if (f.kind === 'text')
      payload[name] =
        f.municipio || f.coordinate
          ? ''
          : name === nameFieldOf(def)
            ? nome
            : f.address
              ? `https://www.prix.com.br/${name}`
              : f.mask === 'cnpj'
                ? '11.222.333/0001-81'
                : f.numeric
                  ? '1'
                  : `Valor ${name}`.slice(0, f.max);
    if (f.kind === 'boolean') payload[name] = true;
    if (f.kind === 'ref') payload[name] = null;
    if (f.kind === 'multi') {
      const target = findRegisterDef(f.target)!;
      const keys = await call('POST', `/api${target.apiPath}/keys`, admin, { search: '', selected: [] });
      payload[name] = [(keys.body as unknown as { key: string }[])[0]!.key];
    }
  }
  if ('referencia' in def.fields) payload.referencia = `teste.${counter}.${Date.now()}`;
  return payload;
}

describe.each(REGISTER_DEFS.map((d) => [d.name, d as unknown as RegisterDef] as const))(
  'register %s',
  (name, def) => {
    const base = `/api${def.apiPath}`;
    const nome = `Ação Única ${name}`.slice(0, 50);
    let uuid = '';
    /** The code of the record this file inserts: typed, or made by the server. */
    let code = '';
    let payload: Record<string, unknown> = {};
    const codeField = def.fields[def.codeField]!;
    const autoCode = codeField.kind === 'code' && codeField.auto !== undefined;
    const nameField = nameFieldOf(def);
    /** POST or PUT as the web app sends it: JSON, or multipart with a file for a file register. */
    const send = (method: 'POST' | 'PUT', url: string, cookie: string, body: unknown, withFile = true) =>
      sendRecord(t, def, method, url, cookie, body, withFile ? undefined : null);

    it('lists 10 a page with the total, and pages on', async () => {
      // A register the seed leaves empty (the content registers) gets a record first.
      if (((await call('GET', base, admin)).body.total as number) === 0) {
        const seeded = await send('POST', base, admin, await samplePayload(def, 'Primeiro registro'));
        expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
      }
      const first = await call('GET', base, admin);
      expect(first.status).toBe(200);
      const total = first.body.total as number;
      const results = first.body.results as Record<string, unknown>[];
      expect(total).toBeGreaterThan(0);
      expect(results.length).toBe(Math.min(PAGE_SIZE, total));
      for (const column of def.list) expect(results[0]).toHaveProperty([column.field]);
      const second = await call('GET', `${base}?page=2`, admin);
      expect((second.body.results as unknown[]).length).toBe(
        Math.max(0, Math.min(PAGE_SIZE, total - PAGE_SIZE)),
      );
      expect(second.body.total).toBe(total);
      const far = await call('GET', `${base}?page=999`, admin);
      expect(far.body).toEqual({ results: [], total });
      // The web app reads list pages without checking them (SERVER_CHECKED_ANSWERS): they match the schema.
      const searched = await call('GET', `${base}?geral=a`, admin);
      for (const answer of [first, second, far, searched])
        expect(listResponseSchema.safeParse(answer.body).error).toBeUndefined();
    });

    it('inserts, setting the audit fields from the session', async () => {
      payload = await samplePayload(def, nome);
      const created = await send('POST', base, admin, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.inserted).toBe(true);
      uuid = created.body.uuid as string;
      const detail = await call('GET', `${base}/${uuid}`, admin);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        [nameField]: nome,
        ...(hasActive(def) ? { inativo: false } : {}),
        uscriacao: 'Ana Administradora',
        dhedicao: null,
      });
      // A file register's detail says which file it keeps (never where).
      if (def.file) {
        expect(detail.body.arquivo).toEqual({
          nome: expect.stringMatching(/\.(pdf|png)$/),
          tamanho: expect.any(Number),
          tipo: expect.stringMatching(/^(application\/pdf|image\/png)$/),
        });
        expect(JSON.stringify(detail.body)).not.toContain('arquivo_chave');
      }
      for (const [field, f] of Object.entries(def.fields)) {
        if (f.kind === 'multi') expect(detail.body[field]).toEqual(payload[field]);
      }
      if (def.related) expect(Object.keys(detail.body.related as object)).toEqual(Object.keys(def.related));
      code = detail.body[def.codeField] as string;
      // A typed code is kept as typed; the server makes one when the user never types it.
      expect(code).toEqual(autoCode ? expect.stringMatching(/^[A-Z0-9_]+$/) : payload[def.codeField]);
    });

    it('finds it ignoring accents and case', async () => {
      const found = await call(
        'GET',
        `${base}?geral=${encodeURIComponent(`acao unica ${name}`.slice(0, 20).toUpperCase())}`,
        admin,
      );
      expect((found.body.results as { uuid: string }[]).map((r) => r.uuid)).toContain(uuid);
      const none = await call('GET', `${base}?geral=${encodeURIComponent('nada-parecido-xyz')}`, admin);
      expect(none.body).toEqual({ results: [], total: 0 });
    });

    it('offers it to selectors by name', async () => {
      const keys = await call('POST', `${base}/keys`, admin, { search: 'acao unica', selected: [] });
      expect((keys.body as unknown as { value: string }[]).map((k) => k.value)).toContain(nome);
    });

    it('updates, keeping the code and recording who edited', async () => {
      const { [def.codeField]: _typed, ...rest } = payload;
      const changed: Record<string, unknown> = {
        ...rest,
        [nameField]: `${nome} 2`.slice(0, 50),
        ...(hasActive(def) ? { inativo: true } : {}),
        [def.codeField]: 'OUTRO',
      };
      // A file register's update may leave its file out: the stored one stays.
      const updated = await send('PUT', `${base}/${uuid}`, admin, changed, false);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toEqual({ updated: true });
      const detail = await call('GET', `${base}/${uuid}`, admin);
      expect(detail.body).toMatchObject({
        [nameField]: changed[nameField],
        ...(hasActive(def) ? { inativo: true } : {}),
        usedicao: 'Ana Administradora',
      });
      if (def.file) expect(detail.body.arquivo).toMatchObject({ nome: expect.any(String) });
      expect(detail.body.dhedicao).toBeTruthy();
      expect(detail.body[def.codeField]).toBe(code);
    });

    it('never stores a duplicate code: 409 naming a typed one, a fresh one where the server makes it', async () => {
      const again = await send('POST', base, admin, {
        ...(await samplePayload(def, nome)),
        [def.codeField]: code,
      });
      if (!autoCode) {
        expect(again.status).toBe(409);
        expect(again.body.errors).toEqual([`Já existe um registro com o código ${code}.`]);
        return;
      }
      // Same name, same code sent: the server ignores the code sent and makes another.
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const twin = await call('GET', `${base}/${again.body.uuid as string}`, admin);
      expect(twin.body[def.codeField]).toMatch(/^[A-Z0-9_]+$/);
      expect(twin.body[def.codeField]).not.toBe(code);
      expect((await call('DELETE', `${base}/${again.body.uuid as string}`, admin)).status).toBe(200);
    });

    it('enforces every length limit with a Portuguese message, writing nothing', async () => {
      const [before] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(def.table)}`,
      );
      for (const [field, f] of Object.entries(def.fields)) {
        if (f.kind !== 'text' && !(f.kind === 'code' && !f.auto)) continue;
        const tooLong = await send('POST', base, admin, {
          ...(await samplePayload(def, 'Longo')),
          [field]: (f.kind === 'text' && f.numeric ? '9' : 'x').repeat(f.max + 1),
        });
        expect(tooLong.status, field).toBe(400);
        expect(tooLong.body.errors).toContain(
          (f.kind === 'text' && f.maxMessage) || `O campo ${f.label} aceita no máximo ${f.max} caracteres`,
        );
      }
      // A register whose name may be empty ('Botão sem nome') takes an empty record.
      const named = def.fields[nameField];
      if (named?.kind === 'text' && named.required) {
        const missing = await send('POST', base, admin, {});
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toContain(`O campo ${named.label} é obrigatório`);
      }
      const [after] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(def.table)}`,
      );
      expect(after!.n).toBe(before!.n);
    });

    it('answers 400 to a malformed body and 404 to an unknown uuid', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: base,
        headers: { cookie: admin, origin: t.baseUrl, 'content-type': 'application/json' },
        payload: '{"nome":',
      });
      expect(malformed.statusCode).toBe(400);
      for (const unknown of ['00000000-0000-4000-8000-000000000000', 'nao-e-uuid']) {
        expect((await call('GET', `${base}/${unknown}`, admin)).status).toBe(404);
        expect((await send('PUT', `${base}/${unknown}`, admin, payload)).status).toBe(404);
        expect((await call('DELETE', `${base}/${unknown}`, admin)).status).toBe(404);
      }
    });

    it('refuses to delete a record in use, saying what uses it', async () => {
      const inUse = IN_USE[name];
      if (inUse === undefined) throw new Error(`add ${name} to IN_USE`);
      // What points at the table and keeps a row from going (cascading links go with it).
      const blockers = await queryRows<{ referencing: string }>(
        t.database.db,
        sql`select conrelid::regclass::text as referencing from pg_constraint
          where contype = 'f' and confrelid = ${def.table}::regclass and confdeltype <> 'c'`,
      );
      if (inUse === 'own links only') {
        const ownLinks = Object.values(def.fields).flatMap((f) => (f.kind === 'multi' ? [f.join.table] : []));
        expect(blockers.map((b) => b.referencing).filter((table) => !ownLinks.includes(table))).toEqual([]);
        return;
      }
      let target = { uuid, code };
      if ('code' in inUse) {
        const [row] = await queryRows<{ uuid: string }>(
          t.database.db,
          sql`select uuid from ${sql.identifier(def.table)} where ${sql.identifier(def.codeField)} = ${inUse.code}`,
        );
        target = { uuid: row!.uuid, code: inUse.code };
      } else if ('linkedBy' in inUse) {
        await t.database.db.execute(
          sql`insert into ${sql.identifier(inUse.linkedBy.table)} (cliente_id, ${sql.identifier(inUse.linkedBy.column)}) values ('100234', ${code})`,
        );
      } else {
        await t.database.db.execute(inUse.referencedBy.insert(code));
      }
      const refused = await call('DELETE', `${base}/${target.uuid}`, admin);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        deleted: false,
        errors: [`Não é possível excluir: o registro está em uso em ${inUse.usedBy}.`],
      });
      expect((await call('GET', `${base}/${target.uuid}`, admin)).status).toBe(200);
      if ('linkedBy' in inUse) {
        await t.database.db.execute(
          sql`delete from ${sql.identifier(inUse.linkedBy.table)} where ${sql.identifier(inUse.linkedBy.column)} = ${code}`,
        );
      }
      if ('referencedBy' in inUse) await t.database.db.execute(inUse.referencedBy.remove);
    });

    it('checks the permission before the body: an invalid write by a reader is 403, not 400', async () => {
      expect((await call('POST', base, readOnly, {})).status).toBe(403);
      expect((await call('POST', base, partner, { nome: 'x'.repeat(500) })).status).toBe(403);
    });

    it('accepts a payload that leaves optional texts out', async () => {
      const minimal: Record<string, unknown> = {};
      for (const [field, f] of Object.entries(def.fields)) {
        const required = (f.kind === 'code' && !f.auto) || (f.kind === 'text' && f.required);
        if (required) minimal[field] = (await samplePayload(def, `Mínimo ${name}`.slice(0, 50)))[field];
      }
      const created = await send('POST', base, admin, minimal);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect((await call('DELETE', `${base}/${created.body.uuid as string}`, admin)).status).toBe(200);
    });

    it('lets a somenteleitura user read but not write (403)', async () => {
      expect((await call('GET', base, readOnly)).status).toBe(200);
      expect((await call('GET', `${base}/${uuid}`, readOnly)).status).toBe(200);
      expect((await call('POST', base, readOnly, payload)).status).toBe(403);
      expect((await call('PUT', `${base}/${uuid}`, readOnly, payload)).status).toBe(403);
      expect((await call('DELETE', `${base}/${uuid}`, readOnly)).status).toBe(403);
    });

    it('refuses a user without the register key (403) and a visitor (401)', async () => {
      expect((await call('GET', base, partner)).status).toBe(403);
      expect((await call('GET', `${base}/${uuid}`, partner)).status).toBe(403);
      expect((await call('POST', base, partner, payload)).status).toBe(403);
      expect((await call('DELETE', `${base}/${uuid}`, partner)).status).toBe(403);
      expect((await call('GET', base, '')).status).toBe(401);
    });

    it('deletes, and the record is gone', async () => {
      const deleted = await call('DELETE', `${base}/${uuid}`, admin);
      expect(deleted.body).toEqual({ deleted: true, errors: [] });
      expect((await call('GET', `${base}/${uuid}`, admin)).status).toBe(404);
    });
  },
);

describe('writes that fail change nothing', () => {
  it('a link to a record that does not exist is refused with 400 and no row is written', async () => {
    const before = await call('GET', '/api/perfil', admin);
    const refused = await call('POST', '/api/perfil', admin, {
      id: 'FANTASMA',
      nome: 'Fantasma',
      permissoes: ['P001', 'NAOEXISTE'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(["Permissões: 'NAOEXISTE' não encontrado(s)"]);
    const after = await call('GET', '/api/perfil', admin);
    expect(after.body.total).toBe(before.body.total);
  });

  it('a wrong CNPJ is refused by the same schema the form uses', async () => {
    const refused = await call('POST', '/api/filial', admin, {
      id: '0099',
      nome: 'Filial Teste',
      cnpj: '61.234.567/0001-18',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['CNPJ inválido']);
    const accepted = await call('POST', '/api/filial', admin, {
      id: '0099',
      nome: 'Filial Teste',
      cnpj: '12abc34501de35',
    });
    const detail = await call('GET', `/api/filial/${accepted.body.uuid as string}`, admin);
    expect(detail.body.cnpj).toBe('12.ABC.345/01DE-35');
  });

  it('the external-only links of a permission are dropped when it is not external', async () => {
    const created = await call('POST', '/api/permissao', admin, {
      id: 'PTESTE',
      referencia: 'teste.interna',
      nome: 'Teste interna',
      externa: false,
      tiposparceria: ['REV'],
      classe: ['10'],
      perfis: [],
    });
    const detail = await call('GET', `/api/permissao/${created.body.uuid as string}`, admin);
    expect(detail.body).toMatchObject({ externa: false, tiposparceria: [], classe: [] });
  });

  it('makes the code of registers that hide it from the name', async () => {
    const created = await call('POST', '/api/cargo', admin, { nome: 'Gerente de Exportação', perfis: [] });
    const detail = await call('GET', `/api/cargo/${created.body.uuid as string}`, admin);
    expect(detail.body.id).toBe('GERENTE_DE_EXPORTACA'); // cut at the column's 20 characters
    const twin = await call('POST', '/api/cargo', admin, { nome: 'Gerente de Exportação', perfis: [] });
    expect((await call('GET', `/api/cargo/${twin.body.uuid as string}`, admin)).body.id).toBe(
      'GERENTE_DE_EXPORTA_2',
    );
  });
});

describe('benefit per class', () => {
  it('searches every word across class and benefit', async () => {
    const list = await call(
      'GET',
      `/api/classe-beneficio?geral=${encodeURIComponent('prix 1000 showroom')}`,
      admin,
    );
    expect(list.body.results).toEqual([
      expect.objectContaining({ classe_id: '1000', beneficio_id: 'DSCS', valor_beneficio: '20%' }),
    ]);
  });

  it('lists the pairs with their values and edits only the value', async () => {
    const list = await call('GET', '/api/classe-beneficio?geral=marketing', admin);
    const rows = list.body.results as { classe_id: string; beneficio_id: string; valor_beneficio: string }[];
    expect(rows.find((r) => r.classe_id === '250' && r.beneficio_id === 'VMC')?.valor_beneficio).toBe(
      '1,00%',
    );
    const updated = await call('PUT', '/api/classe-beneficio/250/VMC', admin, { valor_beneficio: '1,10%' });
    expect(updated.body).toEqual({ updated: true });
    const detail = await call('GET', '/api/classe-beneficio/250/VMC', admin);
    expect(detail.body).toMatchObject({
      nome: 'Verba de marketing cooperado',
      classeBeneficio: 'Prix 250',
      valor_beneficio: '1,10%',
      usedition: 'Ana Administradora',
    });
    const tooLong = await call('PUT', '/api/classe-beneficio/250/VMC', admin, { valor_beneficio: '1234567' });
    expect(tooLong.status).toBe(400);
    expect(
      (await call('PUT', '/api/classe-beneficio/250/NADA', admin, { valor_beneficio: '1' })).status,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/classe-beneficio/250/VMC', readOnly, { valor_beneficio: '1' })).status,
    ).toBe(403);
    expect((await call('GET', '/api/classe-beneficio', partner)).status).toBe(403);
  });

  it('keeps the value when the class is saved with the same benefits', async () => {
    const [classe] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`select uuid from classe where id = '500'`,
    );
    const detail = await call('GET', `/api/classe/${classe!.uuid}`, admin);
    await call('PUT', `/api/classe/${classe!.uuid}`, admin, {
      nome: 'Prix 500',
      beneficio: detail.body.beneficio,
    });
    const value = await call('GET', '/api/classe-beneficio/500/VMC', admin);
    expect(value.body.valor_beneficio).toBe('1,25%');
  });
});

describe('the wrapped registers’ lists', () => {
  it('match the schema the web app does not check again, for staff and for a partner (SERVER_CHECKED_ANSWERS)', async () => {
    for (const def of WRAPPED_REGISTER_DEFS) {
      for (const [who, cookie] of [
        ['staff', admin],
        ['partner', partner],
      ] as const) {
        const answer = await call('GET', `/api${def.apiPath}?geral=a`, cookie);
        if (answer.status === 403) continue; // a partner may not read every register
        expect(answer.status, `${def.name} (${who})`).toBe(200);
        expect(listResponseSchema.safeParse(answer.body).error, `${def.name} (${who})`).toBeUndefined();
      }
    }
  });
});

describe('lookups', () => {
  it('GET /api/estado/BR lists the 27 states; an unknown or missing country none', async () => {
    const br = await call('GET', '/api/estado/BR', admin);
    expect(br.body).toHaveLength(27);
    expect(br.body).toContainEqual({ key: 'SP', value: 'São Paulo' });
    expect((await call('GET', '/api/estado/_', admin)).body).toEqual([]);
  });

  it('any signed-in user reads keys of master data (a partner picking a country)', async () => {
    const keys = await call('POST', '/api/pais/keys', partner, { search: 'brasil', selected: [] });
    expect(keys.body).toEqual([{ key: 'BR', value: 'Brasil' }]);
    expect((await call('POST', '/api/pais/keys', '', { search: '', selected: [] })).status).toBe(401);
  });

  it('keys return the selected records first, even inactive ones', async () => {
    const keys = await call('POST', '/api/pais/keys', admin, { search: 'bra', selected: ['AR'] });
    expect((keys.body as unknown as { key: string }[]).map((k) => k.key).slice(0, 2)).toEqual(['AR', 'BR']);
  });

  it('the partner class tab lists the class’s companies', async () => {
    const [classe] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`select uuid from classe where id = '250'`,
    );
    const detail = await call('GET', `/api/classe/${classe!.uuid}`, admin);
    expect((detail.body.related as { cliente: { id: string; cnpj: string }[] }).cliente).toEqual([
      expect.objectContaining({ id: '100234', cnpj: '61.234.567/0001-17', inativo: false }),
    ]);
  });
});

describe('search on large tables', () => {
  it('uses the trigram index of the folded column (plan, not timing)', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx as never,
        sql`explain select uuid from pais t where f_unaccent(lower(t.nome)) like f_unaccent(lower('%sao pau%'))`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('pais_nome_trgm');
  });
});
