import { expect, type Browser, type Page } from '@playwright/test';
import { MSG_TITULAR_ANONIMIZADO } from '@prix/shared/core/privacidade';
import { DEMO, signIn, signInWithEmail, test } from './fixtures';

// Privacy under the LGPD against the real server, in Chromium: a partner's employee downloads her data, ends
// her other browser's session and asks for erasure; the data protection officer (the administrator holds every
// key) sees the request with its legal due date, anonymises her and answers; her next sign-in is refused.
// The person is made by the test (staff create her through the API): the seeded accounts are shared by the
// other specs (e2e/auth.setup.ts), and anonymising one would break them.

/** A call to the API from the page, as the web app makes it (same origin, the app's header). */
async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-prix-cliente': '1' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
}

/** A new partner's employee of Balanças Paulista, created by the administrator. */
async function createEmployee(page: Page): Promise<{ email: string; nome: string }> {
  const stamp = String(Date.now()).slice(-6);
  const email = `titular.${stamp}@exemplo.com.br`;
  const created = await apiCall(page, 'POST', '/usuario', {
    id: `LGPD${stamp}`,
    nome: 'Tereza',
    sobrenome: `Titular ${stamp}`,
    email,
    cpf: '529.982.247-25',
    celular: '+55 (11) 98888-1234',
    clientes: ['100234'],
    cargo: 'FUNCIONARIO',
  });
  expect(created.status, created.text).toBe(200);
  return { email, nome: `Tereza Titular ${stamp}` };
}

async function signedInAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithEmail(page, email);
  await expect(page).toHaveURL(/\/(home|meu-perfil)/);
  return page;
}

/** An ISO date `days` from today in Brasília, as the pages show it (dd/mm/aaaa). */
function dateIn(days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test('a person downloads her data, signs another browser out and asks for erasure; the officer carries it out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
  const titular = await createEmployee(page);

  // Two browsers of the same person.
  const dela = await signedInAs(browser, titular.email);
  const outro = await signedInAs(browser, titular.email);

  // 'Sessões ativas': this one and the other; 'Encerrar todas as outras' signs the other browser out.
  await dela.goto('/privacidade');
  await expect(dela.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dela.getByText('Esta sessão')).toBeVisible();
  await dela.getByRole('button', { name: 'Encerrar todas as outras' }).click();
  await outro.goto('/home');
  await expect(outro).toHaveURL(/\/acesso\/login$/);
  await outro.context().close();

  // 'Baixar meus dados': the JSON holds her e-mail.
  const [download] = await Promise.all([
    dela.waitForEvent('download'),
    dela.locator('a[href="/api/privacidade/meus-dados"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe('meus-dados.json');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const json = Buffer.concat(chunks).toString('utf8');
  expect(json).toContain(titular.email);

  // 'Solicitar anonimização ou exclusão', with a message.
  await dela.getByRole('button', { name: 'Solicitar anonimização ou exclusão' }).click();
  const pedido = dela.getByRole('dialog');
  await pedido.getByRole('textbox').fill('Não trabalho mais na empresa: apaguem os meus dados, por favor.');
  await pedido.getByRole('button', { name: /Enviar|Solicitar/ }).click();
  await expect(pedido).toBeHidden();
  await expect(dela.getByText('Anonimização ou exclusão').first()).toBeVisible();

  // The officer's queue: the request with its legal due date (15 days).
  await page.goto('/privacidade/solicitacoes?tipo=anonimizacao&status=recebida');
  await expect(page.getByRole('heading', { name: 'Solicitações de privacidade' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: titular.nome });
  await expect(row).toBeVisible();
  const prazo = [dateIn(15, 'America/Sao_Paulo'), dateIn(15, 'UTC')];
  await expect(row).toContainText(new RegExp(prazo.map((d) => d.replaceAll('/', '\\/')).join('|')));
  await expect(row).toContainText(/Faltam 1[45] dias/);

  // The request: anonymise the person, then answer with what the law keeps.
  await row.getByRole('link', { name: titular.nome }).click();
  await expect(
    page.getByRole('heading', { name: `Anonimização ou exclusão: ${titular.nome}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Solicitação' })).toContainText('apaguem os meus dados');
  await page.getByRole('button', { name: 'Anonimizar titular' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Anonimizar titular' });
  await confirmar.getByRole('checkbox', { name: /não pode ser desfeita/ }).check();
  await confirmar.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(page.getByRole('alert', { name: 'Anonimização concluída' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Resposta ao titular/ })).toHaveValue(
    /Seus dados pessoais foram anonimizados/,
  );
  await page.getByRole('button', { name: 'Responder e encerrar' }).click();
  await expect(page.getByText(/Resposta registrada e enviada por e-mail/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resposta' })).toContainText('Respondida em');

  // Her session ended with the anonymisation; her next sign-in through the provider is refused, and says why.
  await dela.goto('/home');
  await expect(dela).toHaveURL(/\/acesso\/login$/);
  await signInWithEmail(dela, titular.email);
  await expect(dela.getByText(MSG_TITULAR_ANONIMIZADO)).toBeVisible();
  await dela.context().close();

  // The officer's reads are in the log.
  await page.goto('/privacidade/acessos');
  await expect(page.getByRole('table', { name: 'Acessos a dados pessoais' })).toBeVisible();
});

test("the officer looks a person up by e-mail: per table, what the portal holds and each column's treatment", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/privacidade/titular');
  await page.getByRole('textbox', { name: 'E-mail ou CPF' }).fill(DEMO.proprietario.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: DEMO.proprietario.nome })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Cadastro da pessoa (Meus dados) (usuario)', exact: true }).first(),
  ).toContainText(DEMO.proprietario.email);
  await expect(page.getByRole('link', { name: 'Exportar dados (JSON)' })).toHaveAttribute(
    'href',
    /^\/api\/privacidade\/titular\/[^/]+\/exportar$/,
  );
  // The look-up is logged.
  await page.goto('/privacidade/acessos');
  // The log names who was read (name and code), never the e-mail that was searched.
  await expect(page.getByRole('table', { name: 'Acessos a dados pessoais' })).toContainText(
    `Consulta de titular por e-mail: ${DEMO.proprietario.nome}`,
  );
});
