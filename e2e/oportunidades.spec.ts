import { expect, test } from '@playwright/test';
import { APP_CLIENT_HEADER } from '@prix/shared/core';
import { DEMO, signIn } from './fixtures';

/**
 * 'Onde comprar' in the portal: an enquiry sent for São Paulo reaches the demo partner there (Balanças
 * Paulista), who accepts it in 'Oportunidades' and then sees the visitor's contact; staff follow its history in
 * 'Contatos de clientes'. The enquiry is sent through the public API as the locator's form sends it.
 */
test.describe('Oportunidades', () => {
  test('a partner accepts an enquiry and staff see its history', async ({ page, browser }) => {
    test.slow();
    const nome = `Cliente E2E ${Date.now()}`;
    const enviado = await page.request.post('/api/publico/contato', {
      headers: { [APP_CLIENT_HEADER]: '1' },
      data: {
        nome,
        email: 'cliente.e2e@exemplo.com.br',
        telefone: '+55 (11) 98765-4321',
        municipio: '3550308',
        interesse: 'compra',
        linha: 'comercial',
        mensagem: 'Preciso de uma balança para a loja.',
        consentimento: true,
        inicio: Date.now() - 10_000,
      },
    });
    // Before the enquiries' API exists on this build, there is nothing to walk.
    test.skip(enviado.status() === 404, 'the enquiries API is not in this build');
    expect(enviado.status()).toBe(201);

    await signIn(page, DEMO.proprietario);
    await page.goto('/oportunidades');
    await page.getByRole('link', { name: nome }).first().click();
    await expect(page.getByRole('heading', { name: `Oportunidade: ${nome}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contato do cliente' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Aceitar' }).click();
    const contato = page.getByRole('region', { name: 'Contato do cliente' });
    await expect(contato.getByRole('link', { name: 'cliente.e2e@exemplo.com.br' })).toBeVisible();
    await expect(contato.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );
    const uuid = page.url().split('/').at(-1)!;

    const staff = await browser.newPage();
    await signIn(staff, DEMO.admin);
    await staff.goto(`/contatos/${uuid}`);
    const historico = staff.getByRole('list', { name: 'Histórico do contato' });
    await expect(historico).toContainText('Recebido');
    await expect(historico).toContainText('Oferecido ao parceiro');
    await expect(historico).toContainText('Aceito');
    await staff.close();
  });
});
