import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { columnOf, findRegisterDef, type Field, type RegisterDef } from '@prix/shared';
import { queryRows } from './db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from './testing/app.js';
import { sendRecord } from './testing/register-send.js';

/**
 * SPEC §3 and §5's length limits of the registers, as SPEC writes them (not read from the definitions the
 * server checks them with), through the real routes and database: a value of exactly the limit is stored
 * whole, one character more is refused with a message naming the limit. The registers' contract test checks
 * that every field of a definition has a limit; this one checks the limits are SPEC's.
 */
const SPEC_LENGTHS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  pais: { id: 2, nome: 50, gentilico: 50 },
  idioma: { id: 2, nome: 50 },
  genero: { id: 1, nome: 50 },
  filial: { id: 4, nome: 50 },
  cargo: { nome: 50 },
  parametro: { id: 100, nome: 50, valor: 20000 },
  beneficio: { id: 4, nome: 50 },
  classe: { id: 4, nome: 50 },
  tipoparceria: { id: 4, nome: 50 },
  tipoparceriacomplementar: { nome: 50 },
  tipotreinamento: { id: 4, nome: 50 },
  permissao: { id: 10, referencia: 100, nome: 50 },
  perfil: { id: 10, nome: 50 },
  botao: { nome_botao: 100, identificador: 100 },
  banner: { link_banner: 500, posicao: 2 },
  'produto-imagem': { nome_produto: 100 },
};
/** SPEC §5: 'more than 2 digits shows …'. */
const POSICAO_MESSAGE = 'Maximo de 2 digitos permitidos';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
});
afterAll(() => t.close());

let counter = 0;
/** A code of exactly `length` characters no record of the table holds yet. */
async function freeCode(def: RegisterDef, length: number): Promise<string> {
  const pool = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (;;) {
    counter += 1;
    const code = Array.from({ length }, (_, i) => pool[Math.floor(counter / pool.length ** i) % pool.length])
      .reverse()
      .join('');
    const column = columnOf(def.codeField, def.fields[def.codeField]!);
    const [taken] = await queryRows(
      t.database.db,
      sql`select 1 from ${sql.identifier(def.table)} where ${sql.identifier(column)} = ${code}`,
    );
    if (!taken) return code;
  }
}

/**
 * A value of `length` characters for a field: an https address where it takes an address, digits where it takes
 * digits, else an accented letter.
 */
const valueOf = (f: Field, length: number) => {
  if (f.kind === 'text' && f.address) return `https://www.prix.com.br/${'ç'.repeat(length - 24)}`;
  return (f.kind === 'text' && f.numeric ? '9' : 'ç').repeat(length);
};

/** A record with each of SPEC's fields at `lengths` (its limit unless told), the others short and valid. */
async function payload(def: RegisterDef, lengths: Record<string, number>): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(def.fields) as [string, Field][]) {
    const length = lengths[name];
    if (f.kind === 'code' && !f.auto) record[name] = await freeCode(def, length ?? 3);
    else if (f.kind === 'text' && length !== undefined) record[name] = valueOf(f, length);
    else if (f.kind === 'text')
      record[name] = f.mask === 'cnpj' ? '11.222.333/0001-81' : f.numeric ? '1' : `Valor ${counter++}`;
    else if (f.kind === 'boolean') record[name] = false;
    else if (f.kind === 'ref') record[name] = null;
    else if (f.kind === 'multi') record[name] = [];
  }
  // Unique texts (permissao.referencia, botao.identificador) at their limit differ by their last characters.
  for (const name of ['referencia', 'identificador'])
    if (typeof record[name] === 'string')
      record[name] = `${(record[name] as string).slice(0, -4)}${String(counter++).padStart(4, '0')}`;
  return record;
}

describe.each(Object.entries(SPEC_LENGTHS))('register %s: SPEC’s lengths', (name, lengths) => {
  const def = findRegisterDef(name) as unknown as RegisterDef;
  const base = () => `/api${def.apiPath}`;

  it('stores each field at exactly its limit, whole', async () => {
    const record = await payload(def, lengths);
    const created = await sendRecord(t, def, 'POST', base(), admin, record);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stored = await apiCaller(t)('GET', `${base()}/${created.body.uuid as string}`, admin);
    for (const [field, max] of Object.entries(lengths)) {
      expect([field, String(stored.body[field]).length]).toEqual([field, max]);
      expect(stored.body[field], field).toBe(record[field]);
    }
  });

  it.each(Object.entries(lengths))('refuses %s one character over its limit of %i', async (field, max) => {
    const f = def.fields[field]!;
    const record = await payload(def, { ...lengths, [field]: max + 1 });
    const refused = await sendRecord(t, def, 'POST', base(), admin, record);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContain(
      field === 'posicao' ? POSICAO_MESSAGE : `O campo ${f.label} aceita no máximo ${max} caracteres`,
    );
  });
});

/** The registers with routes of their own: a valid record to start from, and SPEC §3's lengths. */
const WRAPPED: readonly {
  name: string;
  path: string;
  record: () => Record<string, unknown>;
  lengths: Record<string, number>;
  /** A value of exactly `length` characters for a field whose content has a form of its own. */
  value?: (field: string, length: number) => string | undefined;
}[] = [
  {
    name: 'usuario',
    path: '/api/usuario',
    // An internal user: login is theirs only (SPEC §3).
    record: () => ({ nome: 'Iara', sobrenome: 'Interna', externo: false, perfis: ['LEITURA'] }),
    lengths: { id: 20, nome: 50, sobrenome: 50, email: 60, login: 30, docuestr: 30, ramal: 10 },
    value: (field, length) => {
      const unique = String(counter++).padStart(6, '0');
      if (field === 'id' || field === 'login') return `U${unique}`.padEnd(length, 'X');
      if (field === 'email') return `${unique}@prix.com.br`.padStart(length, 'a');
      if (field === 'ramal') return '1'.repeat(length);
      return undefined;
    },
  },
  {
    name: 'cliente',
    path: '/api/cliente',
    record: () => ({
      nome: 'Balanças do Nordeste Ltda',
      cnpj: '45678912000155',
      tiposparceria: ['REV'],
      classe: '50',
      usuario_resp: '10000003',
      cep: '50030230',
      pais: 'BR',
      estado: 'PE',
      cidade: 'Recife',
    }),
    lengths: { id: 10, nome: 100, rua: 60, numero: 10, complemento: 30, bairro: 50, cidade: 50 },
    value: (field, length) =>
      field === 'id' ? `9${String(counter++).padStart(length - 1, '0')}` : undefined,
  },
];

describe.each(WRAPPED)('register $name: SPEC’s lengths', ({ name, path, record, lengths, value }) => {
  const def = findRegisterDef(name) as unknown as RegisterDef;
  const withLengths = (chosen: Record<string, number>) => {
    const sent = record();
    for (const [field, length] of Object.entries(chosen))
      sent[field] = value?.(field, length) ?? 'ç'.repeat(length);
    return sent;
  };

  it('stores each field at exactly its limit, whole', async () => {
    const sent = withLengths(lengths);
    const created = await apiCaller(t)('POST', path, admin, sent);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stored = await apiCaller(t)('GET', `${path}/${created.body.uuid as string}`, admin);
    for (const field of Object.keys(lengths)) {
      const expected = field === 'email' ? (sent[field] as string).toLowerCase() : sent[field];
      expect([field, stored.body[field]]).toEqual([field, expected]);
    }
  });

  it.each(Object.entries(lengths))('refuses %s one character over its limit of %i', async (field, max) => {
    const refused = await apiCaller(t)('POST', path, admin, withLengths({ ...lengths, [field]: max + 1 }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContain(
      `O campo ${def.fields[field]!.label} aceita no máximo ${max} caracteres`,
    );
  });
});

describe('benefit per class: SPEC §3’s value of at most 6 characters', () => {
  it('stores a value of 6 characters and refuses 7', async () => {
    const url = '/api/classe-beneficio/250/VMC';
    expect((await apiCaller(t)('PUT', url, admin, { valor_beneficio: '1,125%' })).status).toBe(200);
    const [row] = await queryRows<{ valor: string }>(
      t.database.db,
      sql`select valor_beneficio as valor from classe_beneficio where classe_id = '250' and beneficio_id = 'VMC'`,
    );
    expect(row?.valor).toBe('1,125%');
    const refused = await apiCaller(t)('PUT', url, admin, { valor_beneficio: '1,1250%' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContain('O campo Valor aceita no máximo 6 caracteres');
  });
});
