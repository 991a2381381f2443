import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    await calls.getByRole('button', { name: 'Fechar' }).click();

    // Revoked after a confirmation: the token stops at once.
    await page
      .getByRole('button', { name: `Ações de ${nome}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Revogar' }).click();
    const confirm = page.getByRole('dialog', { name: `Revogar ${nome}` });
    await expect(confirm.getByText('O token deixa de valer na hora')).toBeVisible();
    await confirm.getByRole('button', { name: 'Revogar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(nome) }).getByText('Revogada')).toBeVisible();
    const afterRevoke = await page.request.put('/api/integracao/faturamento', {
      headers: { authorization: `Bearer ${token}` },
      data: { linhas: [] },
    });
    expect(afterRevoke.status()).toBe(401);
  });

  test('staff add a webhook, copy its secret once, and see an event delivered in its log', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    // The other system: a receiver on this machine (allowed by e2e/start-server.ts) that answers 200.
    const got: string[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        got.push(body);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/prix`;
    try {
      await signIn(page, DEMO.admin);
      await page.goto('/integracoes');
      const nome = `CRM e2e ${Date.now()}`;
      await page.getByRole('button', { name: 'Nova integração' }).click();
      const form = page.getByRole('dialog', { name: 'Nova integração' });
      await form.getByLabel('Nome').fill(nome);
      await form.getByLabel('Ler contatos de clientes').check();
      await form.getByRole('button', { name: 'Criar e mostrar o token' }).click();
      await page
        .getByRole('dialog', { name: `Token da integração ${nome}` })
        .getByRole('button', { name: 'Fechar' })
        .click();

      await page
        .getByRole('button', { name: `Ações de ${nome}` })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Webhooks' }).click();
      const webhooks = page.getByRole('dialog', { name: `Webhooks de ${nome}` });
      await expect(webhooks.getByText('Nenhum webhook cadastrado para esta integração.')).toBeVisible();
      await webhooks.getByRole('button', { name: 'Novo webhook' }).click();
      const novo = page.getByRole('dialog', { name: `Novo webhook de ${nome}` });
      // The shared schema speaks first: no event chosen.
      await novo.getByLabel('Endereço (URL)').fill(url);
      await novo.getByRole('button', { name: 'Cadastrar e mostrar o segredo' }).click();
      await expect(novo.getByText('Escolha ao menos um evento')).toBeVisible();
      await novo.getByLabel('Contato recebido pelo Onde comprar').check();
      await novo.getByRole('button', { name: 'Cadastrar e mostrar o segredo' }).click();
      const segredo = page.getByRole('dialog', { name: 'Segredo do webhook' });
      expect(await segredo.getByLabel('Segredo de assinatura').inputValue()).toMatch(/^whsec_/);
      await segredo.getByRole('button', { name: 'Fechar' }).click();
      await expect(webhooks.getByText(url)).toBeVisible();

      // A visitor's enquiry: the event the endpoint chose.
      const sent = await page.request.post('/api/publico/contato', {
        headers: { origin: baseURL! },
        data: {
          nome: 'Visitante E2E',
          email: 'visitante.e2e@exemplo.com.br',
          telefone: '+55 (11) 3333-4444',
          municipio: '3550308',
          interesse: 'compra',
          linha: 'comercial',
          mensagem: 'Quero uma balança.',
          consentimento: true,
          tempo: 10_000,
        },
      });
      expect(sent.status()).toBeLessThan(300);
      await expect.poll(() => got.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(JSON.parse(got[0]!)).toMatchObject({ evento: 'contato.recebido' });

      await webhooks.getByRole('button', { name: `Ações de ${url}` }).click();
      await page.getByRole('menuitem', { name: 'Ver entregas' }).click();
      const log = page.getByRole('dialog', { name: `Entregas para ${url}` });
      await expect(log.getByText('Entregue')).toBeVisible();
      await expect(log.getByText('200', { exact: true })).toBeVisible();
    } finally {
      receiver.close();
    }
  });
});
