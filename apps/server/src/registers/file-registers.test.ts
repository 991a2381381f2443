import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FILE_COLUMNS, FILE_FIELD, arquivo, banner, produtoImagem, type RegisterDef } from '@prix/shared';
import { queryRows } from '../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { ELF_HEAD, PDF_HEAD } from '../testing/multipart.js';
import { PNG_BYTES, sendRecord } from '../testing/register-send.js';
import { startS3Server } from '../testing/s3.js';

/**
 * The file registers (decision 0015) through their real routes and a real socket: a record and
 * its file are one; a replaced or deleted file goes only after its row's change commits; the file's type is
 * read from its content; cadastro.exclusao.botoes guards the buttons (SPEC §6).
 */

const ARQUIVO = arquivo as unknown as RegisterDef;
const BANNER = banner as unknown as RegisterDef;
const PRODUTO = produtoImagem as unknown as RegisterDef;

const pdf = (filename: string, extra = '') => {
  const head = Buffer.concat([PDF_HEAD, Buffer.from(extra)]);
  return { field: FILE_FIELD, filename, head, size: head.length };
};
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

interface Row {
  key: string;
  size: number;
  sha: string;
  tipo: string;
  nome: string;
}
async function rowOf(t: TestApp, table: string, uuid: string, nameColumn = 'arquivo_nome'): Promise<Row> {
  const [row] = await queryRows<Row>(
    t.database.db,
    sql`select ${sql.identifier(FILE_COLUMNS.key)} as key, ${sql.identifier(FILE_COLUMNS.size)} as size,
      ${sql.identifier(FILE_COLUMNS.sha256)} as sha, ${sql.identifier(FILE_COLUMNS.type)} as tipo,
      ${sql.identifier(nameColumn)} as nome from ${sql.identifier(table)} where uuid = ${uuid}`,
  );
  return row!;
}
const count = async (t: TestApp, table: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
  )[0]!.n;

describe.each([
  { driver: 'local', s3: false },
  { driver: 's3', s3: true },
])('file registers, $driver storage', ({ s3 }) => {
  let t: TestApp;
  let admin: string;
  let closeS3: (() => Promise<void>) | undefined;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (s3) {
      const server = await startS3Server();
      closeS3 = server.close;
      env.STORAGE_URL = server.storageUrl('arquivos');
    }
    t = await startTestApp(env);
    admin = await sessionCookieFor(t, '10000001');
  });
  afterAll(async () => {
    await t.close();
    await closeS3?.();
  });

  it('inserts a PDF with its record: the row keeps the key, size, hash, detected type and the user’s name', async () => {
    const file = pdf('Tabela de preços.pdf', 'conteúdo');
    const created = await sendRecord(
      t,
      ARQUIVO,
      'POST',
      '/api/arquivo',
      admin,
      { nome_arquivo: 'Tabela' },
      file,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = await rowOf(t, 'arquivo', created.body.uuid as string);
    expect(row).toMatchObject({
      size: file.size,
      sha: sha256(file.head),
      tipo: 'application/pdf',
      nome: 'Tabela de preços.pdf',
    });
    expect(row.key).not.toContain('Tabela');
    expect(await t.app.storage.stat(row.key)).toMatchObject({ size: file.size });
    const detail = await call('GET', `/api/arquivo/${created.body.uuid as string}`, admin);
    expect(detail.body.arquivo).toEqual({
      nome: 'Tabela de preços.pdf',
      tamanho: file.size,
      tipo: 'application/pdf',
    });
  });

  it('replaces the file: the old object goes only after the new row has committed', async () => {
    const created = await sendRecord(t, BANNER, 'POST', '/api/banner', admin, { nome_banner: 'Verão' });
    const uuid = created.body.uuid as string;
    const old = await rowOf(t, 'banner', uuid);
    // A replacement whose save fails (a position of 3 digits) keeps the old file and leaves no new one.
    const refused = await sendRecord(t, BANNER, 'PUT', `/api/banner/${uuid}`, admin, {
      nome_banner: 'Verão',
      posicao: '123',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['Maximo de 2 digitos permitidos']);
    expect(await rowOf(t, 'banner', uuid)).toEqual(old);
    expect(await t.app.storage.stat(old.key)).not.toBeNull();

    // Watch the removal: when it happens, the row must already name the new file.
    const storage = t.app.storage;
    const remove = storage.remove.bind(storage);
    const seen: string[] = [];
    storage.remove = async (key: string) => {
      seen.push((await rowOf(t, 'banner', uuid)).key);
      return remove(key);
    };
    try {
      const image = { field: FILE_FIELD, filename: 'inverno.png', head: PNG_BYTES, size: PNG_BYTES.length };
      const replaced = await sendRecord(
        t,
        BANNER,
        'PUT',
        `/api/banner/${uuid}`,
        admin,
        { nome_banner: 'Inverno', posicao: '1' },
        { ...image, head: Buffer.concat([PNG_BYTES, Buffer.from('x')]), size: PNG_BYTES.length + 1 },
      );
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    } finally {
      storage.remove = remove;
    }
    const now = await rowOf(t, 'banner', uuid);
    expect(now.key).not.toBe(old.key);
    expect(now.nome).toBe('inverno.png');
    expect(seen).toEqual([now.key]);
    expect(await t.app.storage.stat(old.key)).toBeNull();
    expect(await t.app.storage.stat(now.key)).not.toBeNull();
  });

  it('an update without a file keeps the stored one', async () => {
    const created = await sendRecord(t, PRODUTO, 'POST', '/api/produtos-imagens-cadastro', admin, {
      nome_produto: 'Balança',
    });
    const uuid = created.body.uuid as string;
    const before = await rowOf(t, 'produto_imagem', uuid, 'nome_imagem');
    const updated = await sendRecord(
      t,
      PRODUTO,
      'PUT',
      `/api/produtos-imagens-cadastro/${uuid}`,
      admin,
      { nome_produto: 'Balança 2' },
      null,
    );
    expect(updated.status).toBe(200);
    expect(await rowOf(t, 'produto_imagem', uuid, 'nome_imagem')).toEqual(before);
    const list = await call('GET', '/api/produtos-imagens-cadastro?geral=balanca', admin);
    expect(list.body.results).toContainEqual(
      expect.objectContaining({ nome_produto: 'Balança 2', nome_imagem: 'imagem.png' }),
    );
  });

  it('refuses a file of the wrong type by its content, whatever its name: no row, no object', async () => {
    const rows = await count(t, 'arquivo');
    const executable = { field: FILE_FIELD, filename: 'lista.pdf', head: ELF_HEAD, size: ELF_HEAD.length };
    const refused = await sendRecord(
      t,
      ARQUIVO,
      'POST',
      '/api/arquivo',
      admin,
      { nome_arquivo: 'X' },
      executable,
    );
    expect(refused.status).toBe(415);
    expect(refused.body.errors).toEqual(['Tipo de arquivo não aceito']);
    // A PDF where an image is expected is the wrong type too.
    const asImage = await sendRecord(
      t,
      PRODUTO,
      'POST',
      '/api/produtos-imagens-cadastro',
      admin,
      { nome_produto: 'Y' },
      pdf('foto.png'),
    );
    expect(asImage.status).toBe(415);
    expect(await count(t, 'arquivo')).toBe(rows);
    if (!s3) expect(await t.app.storage.sweep(0)).toBe(0);
  });

  it('refuses a JSON request, a missing file on insert and a missing json part, clearly', async () => {
    const json = await call('POST', '/api/arquivo', admin, { nome_arquivo: 'Só JSON' });
    expect(json.status).toBe(415);
    expect(json.body.errors).toEqual(['Envie o arquivo como multipart/form-data.']);
    const noFile = await sendRecord(t, ARQUIVO, 'POST', '/api/arquivo', admin, { nome_arquivo: 'Sem' }, null);
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual(['Selecione um arquivo.']);
    const invalid = await sendRecord(t, ARQUIVO, 'POST', '/api/arquivo', admin, { nome_arquivo: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual(['O campo Nome do arquivo é obrigatório']);
    const unknownButton = await sendRecord(t, ARQUIVO, 'POST', '/api/arquivo', admin, {
      nome_arquivo: 'Órfão',
      botao: 'NAOEXISTE',
    });
    expect(unknownButton.status).toBe(400);
    expect(unknownButton.body.errors).toEqual(["Botão: 'NAOEXISTE' não encontrado(s)"]);
    if (!s3) expect(await t.app.storage.sweep(0)).toBe(0);
  });

  it('deletes the object once the row is deleted', async () => {
    const created = await sendRecord(t, ARQUIVO, 'POST', '/api/arquivo', admin, { nome_arquivo: 'Efêmero' });
    const uuid = created.body.uuid as string;
    const { key } = await rowOf(t, 'arquivo', uuid);
    expect(await t.app.storage.stat(key)).not.toBeNull();
    expect((await call('DELETE', `/api/arquivo/${uuid}`, admin)).body).toEqual({ deleted: true, errors: [] });
    expect(await t.app.storage.stat(key)).toBeNull();
  });
});

describe('buttons and cadastro.exclusao.botoes (SPEC §6)', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await sessionCookieFor(t, '10000001');
    // A colleague who may see and rename buttons, but not add, delete or re-point them (with a cadastro key,
    // which opens the registers at all).
    await t.database.db.execute(sql`insert into perfil (id, nome) values ('BOTOES', 'Botões')`);
    await t.database.db.execute(sql`insert into perfil_permissao (perfil_id, permissao_id)
      select 'BOTOES', id from permissao where referencia in ('cadastro.arquivo', 'visualizacao.edicao.botoes')`);
    await t.database.db.execute(
      sql`insert into usuario (id, nome, sobrenome, email, externo) values ('10000098', 'Beto', 'Botões', 'beto@prix.com.br', false)`,
    );
    await t.database.db.execute(
      sql`insert into usuario_perfil (usuario_id, perfil_id) values ('10000098', 'BOTOES')`,
    );
    editor = await sessionCookieFor(t, '10000098');
  });
  afterAll(() => t.close());

  it('the holder of cadastro.exclusao.botoes adds, re-points and deletes buttons', async () => {
    const created = await call('POST', '/api/botao', admin, {
      nome_botao: 'Tabela REV física',
      identificador: 'lista-precos-rev-fisica',
      permissao: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const url = `/api/botao/${created.body.uuid as string}`;
    expect(
      (await call('PUT', url, admin, { nome_botao: 'Tabela', identificador: 'catalogo-geral' })).status,
    ).toBe(200);
    expect((await call('GET', url, admin)).body).toMatchObject({ identificador: 'catalogo-geral' });
    expect((await call('DELETE', url, admin)).status).toBe(200);
  });

  it('without it: no adding, no deleting, no changing the identifier or the permission; renaming is fine', async () => {
    const created = await call('POST', '/api/botao', admin, { identificador: 'canal-otas' });
    const url = `/api/botao/${created.body.uuid as string}`;
    expect((await call('GET', '/api/botao', editor)).status).toBe(200);
    const nameless = (await call('POST', '/api/botao/keys', editor, { search: '', selected: [] })).body;
    expect(nameless).toContainEqual(expect.objectContaining({ value: 'Botão sem nome' }));

    expect((await call('POST', '/api/botao', editor, { nome_botao: 'Novo' })).status).toBe(403);
    expect((await call('DELETE', url, editor)).status).toBe(403);
    expect((await call('PUT', url, editor, { nome_botao: 'Canal', identificador: 'outro' })).status).toBe(
      403,
    );
    expect((await call('PUT', url, editor, { nome_botao: 'Canal', permissao: 'P001' })).status).toBe(403);
    // The form without the hidden fields, or with them unchanged, saves the name only.
    expect((await call('PUT', url, editor, { nome_botao: 'Canal' })).status).toBe(200);
    expect(
      (await call('PUT', url, editor, { nome_botao: 'Canal OTA', identificador: 'canal-otas' })).status,
    ).toBe(200);
    expect((await call('GET', url, admin)).body).toMatchObject({
      nome_botao: 'Canal OTA',
      identificador: 'canal-otas',
    });
  });
});
