import { expect } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';

test.describe('integrations', () => {
  test('staff create an integration, copy its token once, and see the calls made with it', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page, DEMO.admin);
    await page.goto('/integracoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrações' })).toBeVisible();
    // The demo's ERP has been calling every night.
    await expect(page.getByText('ERP Prix – faturamento').first()).toBeVisible();

    const nome = `ERP e2e ${Date.now()}`;
    await page.getByRole('button', { name: 'Nova integração' }).click();
    const form = page.getByRole('dialog', { name: 'Nova integração' });
    await form.getByLabel('Nome').fill(nome);
    await form.getByLabel('Importar faturamento').check();
    await form.getByRole('button', { name: 'Criar e mostrar o token' }).click();

    const shown = page.getByRole('dialog', { name: `Token da integração ${nome}` });
    await expect(shown.getByText('ele não será mostrado de novo')).toBeVisible();
    const token = await shown.getByLabel('Token').inputValue();
    expect(token).toMatch(/^prix_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copiar' }).click();
    await expect(shown.getByRole('status')).toHaveText('Token copiado.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await shown.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByText(token)).toHaveCount(0);

    // Another system calls with it: a session cookie would not do, the token does.
    const call = await page.request.put('/api/integracao/faturamento', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        linhas: [{ parceiro: '100234', mes: '07/2020', produtos: 10, servicos: 0, beneficiosResgatados: 0 }],
      },
    });
    expect(call.status()).toBe(200);
    const withCookieOnly = await page.request.put('/api/integracao/faturamento', { data: { linhas: [] } });
    expect(withCookieOnly.status()).toBe(401);

    await page.reload();
    await page
      .getByRole('button', { name: `Ações de ${nome}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Ver chamadas' }).click();
    const calls = page.getByRole('dialog', { name: `Chamadas de ${nome}` });
    await expect(calls.getByText('PUT /api/integracao/faturamento').first()).toBeVisible();
    await expect(calls.getByText('200', { exact: true }).first()).toBeVisible();
  });
});
