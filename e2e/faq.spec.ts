import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO, signIn, type DemoAccount, test } from './fixtures';

// The FAQ: staff write answers in the register's editor, partners read them on /faq, and an
// answer holding a script never runs it: sanitised on save by the server, and again on show by the page.

const SUBJECT = 'Segurança do portal';
const HOSTILE =
  '<p>Texto seguro da resposta.</p><img src=x onerror="window.__xss = 1">' +
  '<script>window.__xss = 2</script><p onmouseover="window.__xss = 3">Passe o mouse</p>' +
  '<a href="javascript:window.__xss = 4">clique aqui</a>';

/** A call as the app makes it (same origin, the session cookie); answers the status and the parsed body. */
async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: JSON.parse(text.slice(text.indexOf('{'))) as Record<string, unknown>,
      };
    },
    { method, path, body },
  );
}

/** A page signed in as `account` in a context of its own (staff and partner side by side). */
async function pageFor(browser: Browser, account: DemoAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

// Two people in two browser contexts on a shared, busy machine.
test.slow();

test('staff write an answer in the editor, and a partner reads it with its formatting', async ({
  browser,
}) => {
  const staff = await pageFor(browser, DEMO.admin);
  await staff.goto('/cadastro/faq/lista');
  await expect(staff.getByRole('heading', { name: 'Perguntas do FAQ' })).toBeVisible();
  await expect(
    staff.getByRole('cell', { name: 'O que é a verba de marketing cooperado (VMC)?', exact: true }),
  ).toBeVisible();

  await staff.goto('/cadastro/faq/detalhe/novo');
  await staff.getByRole('textbox', { name: 'Assunto' }).fill('Acesso ao portal');
  await staff.getByRole('textbox', { name: 'Pergunta' }).fill('Posso compartilhar minha senha?');
  await staff.getByRole('textbox', { name: 'Ordem' }).fill('902');
  await staff.getByRole('textbox', { name: /Resposta/ }).click();
  await staff.keyboard.type('Nunca. ');
  await staff.getByRole('button', { name: 'Negrito' }).click();
  await staff.keyboard.type('Cada pessoa tem o seu acesso.');
  await staff.getByRole('button', { name: 'Gravar' }).click();
  await expect(staff.getByText('Registro incluído com sucesso')).toBeVisible();
  await staff.context().close();

  const partner = await pageFor(browser, DEMO.proprietario);
  await partner
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Dúvidas Frequentes' })
    .click();
  await expect(partner).toHaveURL(/\/faq$/);
  // The seed's first subject, its first question open.
  await expect(partner.getByRole('heading', { level: 2, name: 'Níveis e classes' })).toBeVisible();
  await expect(
    partner.getByRole('button', { name: 'Como é definida a classe do meu negócio no programa?' }),
  ).toHaveAttribute('aria-expanded', 'true');

  const subjects = partner.getByRole('navigation', { name: 'Assuntos' });
  await subjects.getByRole('button', { name: /^Acesso ao portal/ }).click();
  const question = partner.getByRole('button', { name: 'Posso compartilhar minha senha?' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(partner.locator('strong', { hasText: 'Cada pessoa tem o seu acesso.' })).toBeVisible();
  // Keyboard: the question's button closes and opens it.
  await question.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await partner.context().close();
});

test('a hostile answer is stored sanitised and runs nothing for a partner', async ({ browser }) => {
  const staff = await pageFor(browser, DEMO.admin);
  // Through the API, as any client could send it: what is stored is already clean.
  const created = await apiCall(staff, 'POST', '/api/faq/cadastro', {
    assunto: SUBJECT,
    pergunta: 'Uma resposta com script roda?',
    resposta: HOSTILE,
    ordem: '901',
  });
  expect(created.status).toBe(200);
  const stored = await apiCall(staff, 'GET', `/api/faq/cadastro/${String(created.body.uuid)}`);
  expect(stored.body.resposta).toBe(
    '<p>Texto seguro da resposta.</p><p>Passe o mouse</p><a rel="noopener noreferrer" target="_blank">clique aqui</a>',
  );
  await staff.context().close();

  const partner = await pageFor(browser, DEMO.proprietario);
  const dialogs: string[] = [];
  partner.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await partner.goto('/faq');
  const subjects = partner.getByRole('navigation', { name: 'Assuntos' });
  await subjects.getByRole('button', { name: new RegExp(`^${SUBJECT}`) }).click();
  await expect(partner).toHaveURL(/assunto=Seguran%C3%A7a(\+|%20)do(\+|%20)portal/);
  await expect(partner.getByRole('heading', { level: 2, name: SUBJECT })).toBeVisible();
  await expect(partner.getByText('Texto seguro da resposta.')).toBeVisible();
  await partner.getByText('Passe o mouse').hover();
  await partner.getByText('clique aqui').click();
  await expect(partner.locator('main img, main script, main iframe')).toHaveCount(0);
  expect(await partner.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // Another subject; the address keeps it across a reload.
  await subjects.getByRole('button', { name: /^Verba de marketing cooperado/ }).click();
  await expect(partner.getByText('Prix 1000: 1,50%')).toBeVisible();
  await partner.reload();
  await expect(
    partner.getByRole('heading', { level: 2, name: 'Verba de marketing cooperado' }),
  ).toBeVisible();
  await expect(partner.getByRole('link', { name: 'marketing@prix.com.br' }).last()).toHaveAttribute(
    'href',
    'mailto:marketing@prix.com.br',
  );
  await partner.context().close();
});

test('on a phone the subjects come above the questions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.oficina);
  await page.goto('/faq');
  const subjects = page.getByRole('navigation', { name: 'Assuntos' });
  await subjects.getByRole('button', { name: 'Descontos de showroom', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Descontos de showroom' })).toBeVisible();
  const navBox = await subjects.boundingBox();
  const headingBox = await page
    .getByRole('heading', { level: 2, name: 'Descontos de showroom' })
    .boundingBox();
  expect(navBox!.y + navBox!.height).toBeLessThanOrEqual(headingBox!.y);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
