import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, signInThroughProvider, signInWithEmail, test } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** Every register and page entry of SPEC §2.1's side menu, as the administrator sees it. */
const ADMIN_ENTRIES = [
  'Arquivo',
  'Banner',
  'Benefícios',
  'Botão',
  'Cargos',
  'Classes',
  'Benefícios por classe',
  'Parceiros',
  'Filiais',
  'Gêneros',
  'Idiomas',
  'Imagem de produtos',
  'Países',
  'Parâmetros',
  'Perfis',
  'Permissões',
  'Tipos de Parceria',
  'Tipo de Parceria complementar',
  'Tipos de Treinamento',
  'Usuários',
  'Categorias',
  'Recursos',
  'Cliques',
  'Faturamento',
  'Dúvidas Frequentes',
  'Imagens de Produtos',
  'Solicitações',
  'Privacidade (LGPD)',
  'Minhas solicitações',
  'Solicitar Benefício',
  'Contato',
];

test.describe('signed out', () => {
  test('any page sends to the login page, which offers both ways in', async ({ page }) => {
    await page.goto('/cadastro/pais/lista');
    await expect(page).toHaveURL(/\/acesso\/login$/);
    await expect(page.getByRole('link', { name: 'Entrar como parceiro' })).toHaveAttribute(
      'href',
      '/api/auth/signin',
    );
    await expect(page.getByRole('link', { name: 'Acesso de colaboradores' })).toHaveAttribute(
      'href',
      '/api/acesso/oidc/login',
    );
  });

  test('/ goes to /home, and so to the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/acesso\/login$/);
  });

  test('an identity with no portal user gets the error page and can disconnect', async ({ page }) => {
    await signInWithEmail(page, 'desconhecido@exemplo.com.br');
    await expect(page).toHaveURL(/\/erros\?type=user-not-found-portal-parceiros&email=desconhecido/);
    await expect(page.getByText('desconhecido@exemplo.com.br')).toBeVisible();
    await page.getByRole('button', { name: 'Desconectar' }).click();
    await expect(page).toHaveURL(/\/acesso\/login$/);
  });
});

test('an internal administrator signs in, sees every menu entry and signs out', async ({ page }) => {
  // The real flow, and its own session: signing out ends it.
  await signInThroughProvider(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Olá, Ana Administradora' })).toBeVisible();
  for (const entry of ADMIN_ENTRIES) {
    const links = menu(page).getByRole('link', { name: entry, exact: true });
    // Each entry once: the FAQ's register ('Perguntas do FAQ') is named apart from its page.
    await expect(links).toHaveCount(1);
    for (const link of await links.all()) await expect(link).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: /^Empresa/ })).toHaveCount(0);

  // Signed in, the login page sends back home.
  await page.goto('/acesso/login');
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/acesso\/login$/);
  // The old session is gone: a protected page sends to login again.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/acesso\/login$/);
  const info = await page.request.post('/api/acesso/info');
  expect(info.status()).toBe(401);
});

test('an external partner sees only partner entries and switches company', async ({ page }) => {
  await signInThroughProvider(page, DEMO.grupo);
  await expect(page).toHaveURL(/\/home$/);
  // In the page, not the company switcher's hidden <option> of the same name.
  await expect(page.getByRole('main').getByText('Balanças Paulista Comércio Ltda').first()).toBeVisible();

  for (const entry of [
    'Categorias',
    'Recursos',
    'Dúvidas Frequentes',
    'Imagens de Produtos',
    'Minhas solicitações',
    'Solicitar Benefício',
  ]) {
    await expect(menu(page).getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(menu(page).getByRole('link', { name: 'Empresa', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Equipe', exact: true })).toBeVisible();
  for (const internalOnly of [
    'Países',
    'Parâmetros',
    'Permissões',
    'Perfis',
    'Cliques',
    'Parceiros',
    'Usuários',
    'Solicitações',
  ]) {
    await expect(menu(page).getByRole('link', { name: internalOnly, exact: true })).toHaveCount(0);
  }
  // The server refuses what the menu hides.
  await page.goto('/cadastro/pais/lista');
  await expect(page.getByText('Você não tem permissão para esta página')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para home' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The switcher, found as the checks of its absence below look for it.
  await expect(page.getByRole('combobox', { name: /^Empresa/ })).toHaveCount(1);
  await page.getByLabel('Empresa').selectOption({ label: 'Pesagem Sul Assistência Técnica Ltda' });
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('main').getByText('Pesagem Sul Assistência Técnica Ltda').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('empresaIndice'))).toBe('1');
  // The choice survives a reload: the index is kept in local storage and sent with every call.
  await page.reload();
  await expect(
    page.getByRole('main').getByText('Pesagem Sul Assistência Técnica Ltda').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/acesso\/login$/);
});

test('a partner with one company has no company switcher', async ({ page }) => {
  await signIn(page, DEMO.proprietario);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Olá, Marcos Proprietário' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Empresa/ })).toHaveCount(0);
});

test('a read-only user is refused a register screen with the SPEC text', async ({ page }) => {
  await signIn(page, DEMO.leitura);
  await expect(page).toHaveURL(/\/home$/);
  await expect(menu(page).getByRole('link', { name: 'Meus dados' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Cadastros' })).toHaveCount(0);
  await page.goto('/cadastro/parametro/lista');
  await expect(page.getByText('Você não tem permissão para esta página')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para home' })).toHaveAttribute('href', '/home');
});

test('an unknown path shows "Página não encontrada" with a link home', async ({ page }) => {
  await signIn(page, DEMO.funcionaria);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/caminho/que/nao/existe');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the user with an incomplete profile lands on "Meus dados" and stays there', async ({ page }) => {
  await signIn(page, DEMO.incompleto);
  await expect(page).toHaveURL(/\/meu-perfil\/usuario\/detalhe\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
  await expect(page.getByText('Complete seu cadastro por gentileza')).toBeVisible();
  await page.goto('/categorias');
  await expect(page).toHaveURL(/\/meu-perfil\/usuario\/detalhe\//);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu lives in a drawer opened from the top bar', async ({ page }) => {
    await signIn(page, DEMO.proprietario);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Categorias' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('link', { name: 'Categorias' }).click();
    await expect(page).toHaveURL(/\/categorias$/);
    await page.screenshot({ path: 'test-results/shell-390.png' });
  });
});
