import { expect, type Page } from '@playwright/test';
import { TEMPO_MINIMO_FORMULARIO_MS } from '@prix/shared/core/onde-comprar';
import { DEMO, signIn, test } from './fixtures';
import { mailTo } from './mailbox';
import {
  abrirCandidatura,
  aprovar,
  checklist,
  duplicidades,
  expectPasso,
  iniciarAnalise,
  pedirDocumentos,
  tileTreinamentos,
  treinamentoNoTile,
} from './candidaturas';

/**
 * 'Seja um parceiro' from end to end: a company applies on the public page with its two documents, reads its
 * private status address in the e-mail, staff ask for a missing document, the applicant sends it through that
 * address, staff approve with the ERP code, and the new owner receives the invitation and signs in to a /home
 * with the onboarding checklist.
 */

/** An alphanumeric CNPJ (RFB technical note 49/2024) with its check digits, new on every run. */
function cnpjAlfanumerico(): string {
  const letras = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const raiz =
    `${Date.now() % 100}`.padStart(2, '0') +
    [0, 1, 2].map(() => letras[Math.floor(Math.random() * 24)]).join('');
  const base = `${raiz}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}0001`;
  const digito = (texto: string) => {
    const pesos =
      texto.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const soma = [...texto].reduce((total, c, i) => total + (c.charCodeAt(0) - 48) * pesos[i]!, 0);
    const resto = soma % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const d1 = digito(base);
  const d2 = digito(`${base}${d1}`);
  return `${base}${d1}${d2}`;
}

const PDF = (nome: string) => ({
  name: nome,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF ${nome}`),
});
const PNG = (nome: string) => ({
  name: nome,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

async function candidatar(page: Page, dados: { cnpj: string; razaoSocial: string; email: string }) {
  await page.goto('/acesso/login');
  await page.getByRole('link', { name: 'Quero ser um parceiro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seja um parceiro Prix' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Candidatura' });
  await form.getByRole('textbox', { name: /^CNPJ/ }).fill(dados.cnpj.toLowerCase());
  await form.getByRole('textbox', { name: /^Telefone da empresa/ }).fill('1133334444');
  await form.getByRole('textbox', { name: /^Razão social/ }).fill(dados.razaoSocial);
  await form.getByRole('radio', { name: 'Revenda' }).check();
  await form.getByRole('textbox', { name: /^CEP/ }).fill('01310200');
  await form.getByRole('textbox', { name: /^Rua/ }).fill('Avenida Paulista');
  await form.getByRole('textbox', { name: /^Número/ }).fill('900');
  await form.getByRole('textbox', { name: /^Bairro/ }).fill('Bela Vista');
  await form.getByRole('combobox', { name: /^Estado/ }).selectOption('SP');
  await form.getByRole('combobox', { name: /^Município/ }).fill('sao paulo');
  await form.getByRole('option', { name: 'São Paulo – SP' }).click();
  await form.getByRole('textbox', { name: /^Nome completo/ }).fill('Nina Nova Parceira');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(dados.email);
  await form.getByRole('textbox', { name: /^Celular/ }).fill('11987650000');
  await form.getByLabel(/^Contrato social/).setInputFiles(PDF('contrato-social.pdf'));
  await form.getByLabel(/^Cartão CNPJ/).setInputFiles(PNG('cartao-cnpj.png'));
  await expect(form.getByRole('button', { name: 'Remover cartao-cnpj.png' })).toBeVisible();
  await form.getByRole('checkbox', { name: /^Autorizo a Prix/ }).check();
  // A person takes longer than the bot protection's minimum fill time.
  await page.waitForTimeout(TEMPO_MINIMO_FORMULARIO_MS);
  await form.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(form.getByRole('heading', { name: 'Candidatura enviada' })).toBeFocused();
  await expect(form.getByText(dados.email)).toBeVisible();
}

test('a company applies, sends a missing document through its status address, is approved and its owner signs in', async ({
  page,
  browser,
}) => {
  test.slow();
  const cnpj = cnpjAlfanumerico();
  const razaoSocial = `Balanças Nova Era ${cnpj.slice(0, 5)} Ltda`;
  const email = `nina.${cnpj.slice(0, 8).toLowerCase()}@novaera.com.br`;
  await candidatar(page, { cnpj, razaoSocial, email });

  // The status address, e-mailed once.
  const [recebida] = await mailTo(email);
  const endereco = /https?:\/\/\S+?\/seja-parceiro\/[A-Za-z0-9_-]{20,}/.exec(recebida.text)?.[0];
  expect(endereco, 'o endereço de acompanhamento no e-mail').toBeTruthy();
  const status = new URL(endereco!).pathname;
  await page.goto(status);
  await expect(page.getByRole('heading', { name: `Candidatura de ${razaoSocial}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Situação: Recebida' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Staff ask for a missing document (the review page).
  const staff = await browser.newPage();
  await signIn(staff, DEMO.admin);
  await abrirCandidatura(staff, razaoSocial);
  await expect(duplicidades(staff)).toHaveCount(0);
  await iniciarAnalise(staff);
  await pedirDocumentos(staff, 'Envie o alvará de funcionamento.');
  await mailTo(email, 2);

  // The applicant sends it through the status address.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Situação: Pendência' })).toBeVisible();
  await expect(page.getByText('Envie o alvará de funcionamento.')).toBeVisible();
  await page.getByLabel(/^Documentos pedidos/).setInputFiles(PDF('alvara.pdf'));
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  await expect(page.getByText(/Documentos enviados\. A equipe da Prix foi avisada/)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Situação: Em análise' })).toBeVisible();
  await expect(page.getByText('alvara.pdf')).toBeVisible();

  // Staff approve with the ERP code.
  await staff.reload();
  await expect(staff.getByRole('link', { name: /^alvara\.pdf/ })).toBeVisible();
  const codigo = `9${String(Date.now()).slice(-5)}`;
  await expect(await aprovar(staff, codigo)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Situação: Aprovada' })).toBeVisible();

  // The new owner receives the invitation and signs in (the embedded provider lists every active user).
  // Three e-mails: the receipt with the status address, the pending document, and the invitation.
  const mensagens = await mailTo(email, 3);
  expect(mensagens.at(-1)!.subject).toBe('Convite para o Portal de Parceiros Prix');
  const dono = await browser.newPage();
  await dono.goto('/acesso/login');
  await dono.getByRole('link', { name: 'Entrar como parceiro' }).click();
  await expect(dono.getByRole('heading', { name: 'Provedor de identidade de demonstração' })).toBeVisible();
  await dono.getByRole('button', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
  await expect(dono).toHaveURL(/\/(home|meu-perfil)/);
  if (dono.url().includes('/meu-perfil')) await dono.goto('/home');
  await expect(checklist(dono)).toBeVisible();
  await expectPasso(dono, 'Equipe cadastrada', false);
  await expectPasso(dono, 'Manual do programa aberto', false);
});

test('the trainings tile of a partner missing a mandatory training names it', async ({ page }) => {
  await signIn(page, DEMO.oficina);
  await expect(tileTreinamentos(page)).toHaveAccessibleName('Treinamentos obrigatórios: 1 de 2 em dia');
  await expect(tileTreinamentos(page)).toContainText('Falta 1 treinamento: Segurança elétrica (NR-10).');
  await expect(treinamentoNoTile(page, 'Segurança elétrica (NR-10)')).toContainText('pendente');
});

test('an unknown status address says so, without a hint', async ({ page }) => {
  await page.goto('/seja-parceiro/endereco-que-nao-existe');
  await expect(page.getByRole('alert')).toContainText(
    'Endereço não encontrado ou expirado. Confira o link do e-mail',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
