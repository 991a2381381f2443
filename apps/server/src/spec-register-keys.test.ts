import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, startTestApp, type TestApp } from './testing/app.js';
import { staffWithKeys, type StaffWithKeys } from './testing/staff-with-keys.js';

/**
 * SPEC §6's screen → key table, as written there (not read from the constants the server guards with):
 * a staff member holding exactly a screen's key reads its list, and one holding every other key of the
 * table does not. The keys SPEC gives as alternatives for a screen are left out of the others. A register
 * (/cadastro/*) also needs `cadastro` or `somenteleitura`: its holder gets somenteleitura besides.
 */
const SCREENS: readonly { screen: string; url: string; key: string; alsoOpenedBy?: readonly string[] }[] = [
  { screen: 'arquivo', url: '/api/arquivo', key: 'cadastro.arquivo' },
  { screen: 'banner', url: '/api/banner', key: 'cadastro.exclusao.banner' },
  { screen: 'beneficio', url: '/api/solicita-beneficio', key: 'cadastro.beneficio' },
  { screen: 'botao', url: '/api/botao', key: 'visualizacao.edicao.botoes' },
  { screen: 'cargo', url: '/api/cargo', key: 'cadastro.cargo' },
  { screen: 'classe', url: '/api/classe', key: 'cadastro.classe' },
  {
    screen: 'classe-beneficio',
    url: '/api/classe-beneficio',
    key: 'cadastro.classe',
    alsoOpenedBy: ['cadastro.classe.beneficio'],
  },
  { screen: 'parametro', url: '/api/parametro', key: 'cadastro.parametro' },
  {
    screen: 'cliente list',
    url: '/api/cliente',
    key: 'cadastro.cliente',
    alsoOpenedBy: ['somenteleitura.cliente', 'visualizar.equipe.cliente'],
  },
  { screen: 'filial', url: '/api/filial', key: 'cadastro.filial' },
  {
    screen: 'usuario',
    url: '/api/usuario',
    key: 'cadastro.usuario',
    alsoOpenedBy: ['cadastro.usuario.externo'],
  },
  { screen: 'permissao', url: '/api/permissao', key: 'cadastro.permissao' },
  { screen: 'perfil', url: '/api/perfil', key: 'cadastro.perfil' },
  { screen: 'pais', url: '/api/pais', key: 'cadastro.pais' },
  { screen: 'idioma', url: '/api/idioma', key: 'cadastro.idioma' },
  { screen: 'genero', url: '/api/genero', key: 'cadastro.genero' },
  { screen: 'tipoparceria', url: '/api/tipoparceria', key: 'cadastro.tipoparceria' },
  {
    screen: 'tipoparceriacomplementar',
    url: '/api/tipoparceriacomplementar',
    key: 'cadastro.tipoparceriacomplementar',
  },
  { screen: 'tipotreinamento', url: '/api/tipotreinamento', key: 'cadastro.tipotreinamento' },
  { screen: 'produto-imagem', url: '/api/produtos-imagens-cadastro', key: 'cadastro.produto.imagem' },
];
const REPORTS: typeof SCREENS = [
  { screen: 'click report', url: '/api/relatorio', key: 'relatorio.cliques' },
  { screen: 'billing report', url: '/api/faturamento/100234', key: 'relatorio.faturamento' },
];
const ENTRY = 'somenteleitura';

let t: TestApp;
let staff: string;
let holdOnly: StaffWithKeys['holdOnly'];
beforeAll(async () => {
  t = await startTestApp();
  const member = await staffWithKeys(t, '10000095');
  staff = member.cookie;
  holdOnly = member.holdOnly;
});
afterAll(() => t.close());

const status = async (url: string) => (await apiCaller(t)('GET', url, staff)).status;
const ALL_KEYS = [...new Set([...SCREENS, ...REPORTS].map((s) => s.key))];

describe('SPEC §6: each screen’s key', () => {
  it.each(SCREENS)('register $screen opens with $key, and with no other key of the table', async (s) => {
    await holdOnly([ENTRY, s.key]);
    expect(await status(s.url)).toBe(200);
    await holdOnly([ENTRY, ...ALL_KEYS.filter((key) => key !== s.key && !s.alsoOpenedBy?.includes(key))]);
    expect(await status(s.url)).toBe(403);
  });

  it.each(SCREENS.filter((s) => s.alsoOpenedBy))(
    'register $screen also opens with $alsoOpenedBy',
    async (s) => {
      for (const key of s.alsoOpenedBy!) {
        await holdOnly([ENTRY, key]);
        expect([key, await status(s.url)]).toEqual([key, 200]);
      }
    },
  );

  it('opens no register to its key alone, without cadastro or somenteleitura', async () => {
    await holdOnly(['visualizacao.edicao.botoes']);
    expect(await status('/api/botao')).toBe(403);
    await holdOnly([ENTRY]);
    expect(await status('/api/botao')).toBe(403);
  });

  it.each(REPORTS)('$screen opens with $key, and with no other key of the table', async (s) => {
    await holdOnly([s.key]);
    expect(await status(s.url)).toBe(200);
    await holdOnly([ENTRY, ...ALL_KEYS.filter((key) => key !== s.key)]);
    expect(await status(s.url)).toBe(403);
  });
});
