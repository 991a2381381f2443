import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { TEMPO_MINIMO_FORMULARIO_MS } from '@prix/shared/core/onde-comprar';
import { DEMO, signIn, test } from './fixtures';
import { expectFitsViewport } from './layout';
import { mailTo } from './mailbox';

// The public locator as an anonymous visitor uses it (/onde-comprar): a city typed without accents, the nearest
// authorised partner first, an enquiry sent to it, which the partner accepts in 'Oportunidades'; the visitor's
// e-mail names the partner and staff follow the enquiry's history. At a phone's width without sideways scroll,
// and axe-clean. Runs against the demo seed: São Paulo's listed reseller is Balanças Paulista.

const VISITANTE = 'visitante.onde-comprar@exemplo.com.br';

/** Types 'sao paulo' in the city search and picks São Paulo – SP with the keyboard. */
async function buscarSaoPaulo(page: Page) {
  await page.goto('/onde-comprar');
  await expect(page).toHaveTitle('Onde comprar | Portal de Parceiros Prix');
  await expect(page.getByRole('heading', { level: 1, name: 'Onde comprar' })).toBeVisible();
  // Without a search the listed partners show by state: the page is never empty.
  await expect(page.getByRole('article').first()).toBeVisible();

  const cidade = page.getByRole('combobox', { name: 'Cidade' });
  await cidade.fill('sao paulo');
  const opcao = page.getByRole('option', { name: 'São Paulo – SP', exact: true });
  await expect(opcao).toBeVisible();
  await cidade.press('ArrowDown');
  await expect(cidade).toHaveAttribute('aria-activedescendant', (await opcao.getAttribute('id'))!);
  await cidade.press('Enter');
  await expect(page).toHaveURL(/\/onde-comprar\?municipio=3550308$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Parceiros mais próximos de São Paulo – SP' }),
  ).toBeVisible();
  const primeiro = page.getByRole('article').first();
  await expect(primeiro.getByRole('heading', { level: 3 })).toHaveText('Balanças Paulista');
  await expect(primeiro.getByText(/\d+(,\d)? km$/)).toBeVisible();
  return primeiro;
}

test.describe('onde comprar', () => {
  test('at a phone’s width the locator and its form fit the screen and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const primeiro = await buscarSaoPaulo(page);
    await expectFitsViewport(page, [primeiro]);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations).toEqual([]);
    await primeiro.getByRole('button', { name: /^Fale com este parceiro/ }).click();
    const dialogo = page.getByRole('dialog', { name: 'Fale com um parceiro' });
    await expect(dialogo).toBeVisible();
    await expectFitsViewport(page, [dialogo]);
  });

  test('a visitor sends the nearest partner of São Paulo an enquiry; the partner accepts it; staff see its history', async ({
    page,
    browser,
  }) => {
    test.slow();
    const primeiro = await buscarSaoPaulo(page);
    await expect(primeiro.getByRole('link', { name: /^Como chegar/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    // The page's schema.org data names the partners shown.
    const dados = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(dados!).itemListElement[0].item.name).toBe('Balanças Paulista');
    // A reload shows the same search (the address carries it).
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo – SP');

    const nome = `Visitante ${Date.now()}`;
    await primeiro.getByRole('button', { name: /^Fale com este parceiro/ }).click();
    const dialogo = page.getByRole('dialog', { name: 'Fale com um parceiro' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByText(/Seu pedido vai primeiro para Balanças Paulista/)).toBeVisible();
    await dialogo.getByRole('textbox', { name: /^Nome/ }).fill(nome);
    await dialogo.getByRole('textbox', { name: /^E-mail/ }).fill(VISITANTE);
    await dialogo.getByRole('textbox', { name: /^Telefone/ }).fill('11987654321');
    await expect(dialogo.getByRole('combobox', { name: /^Cidade/ })).toHaveValue('São Paulo – SP');
    await dialogo.getByRole('radio', { name: 'Compra' }).check();
    await dialogo.getByRole('combobox', { name: /^Linha de produto/ }).selectOption('comercial');
    await dialogo
      .getByRole('textbox', { name: /^Mensagem/ })
      .fill('Preciso de uma balança para o meu mercado.');
    await dialogo.getByRole('checkbox', { name: /^Autorizo a Prix/ }).check();
    await expect(dialogo.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('+55 (11) 98765-4321');
    // A person takes longer than the bot check's minimum fill time; the test waits for it, not on it.
    await page.waitForTimeout(TEMPO_MINIMO_FORMULARIO_MS);
    await dialogo.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialogo.getByRole('heading', { name: 'Pedido enviado' })).toBeFocused();
    await dialogo.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialogo).toBeHidden();
    await expect(primeiro.getByRole('button', { name: /^Fale com este parceiro/ })).toBeFocused();

    // The partner: the enquiry is in 'Oportunidades', its contact hidden until accepted.
    const parceiro = await browser.newPage();
    await signIn(parceiro, DEMO.proprietario);
    await parceiro.goto('/oportunidades');
    await parceiro.getByRole('link', { name: nome }).click();
    await expect(parceiro.getByRole('heading', { name: `Oportunidade: ${nome}` })).toBeVisible();
    await expect(parceiro.getByRole('region', { name: 'Contato do cliente' })).toHaveCount(0);
    await parceiro.getByRole('button', { name: 'Aceitar' }).click();
    const contato = parceiro.getByRole('region', { name: 'Contato do cliente' });
    await expect(contato.getByRole('link', { name: VISITANTE })).toBeVisible();
    await expect(contato.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );
    const uuid = parceiro.url().split('/').at(-1)!;
    await parceiro.close();

    // The visitor's e-mail names the partner who accepted.
    const [mail] = await mailTo(VISITANTE);
    expect(mail.text).toContain('Balanças Paulista');

    // Staff: the enquiry's history.
    const staff = await browser.newPage();
    await signIn(staff, DEMO.admin);
    await staff.goto(`/contatos/${uuid}`);
    const historico = staff.getByRole('list', { name: 'Histórico do contato' });
    await expect(historico).toContainText('Recebido');
    await expect(historico).toContainText('Oferecido ao parceiro');
    await expect(historico).toContainText('Aceito');
    await staff.close();
  });

  test('the public pages link to the locator, and the locator to the partners’ sign-in', async ({ page }) => {
    await page.goto('/acesso/login');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Onde comprar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Onde comprar' })).toBeFocused();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Área do parceiro' })).toHaveAttribute(
      'href',
      '/acesso/login',
    );
    const robots = await page.request.get('/robots.txt');
    expect(await robots.text()).toContain('Allow: /onde-comprar');
  });
});
