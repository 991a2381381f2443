import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';
import { expectFitsViewport } from './layout';
import { mailTo } from './mailbox';

// A partner files a fair request with its two plans, follows it in 'Minhas solicitações', staff
// approve it in their queue, the partner gets the e-mail and sees the new status; the registration-change form
// shows each message of SPEC §5.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n',
  'latin1',
);
const FAIR = 'Participação Cooperada em Feiras e Eventos';
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function choose(page: Page, label: string, file: { name: string; buffer: Buffer; mimeType: string }) {
  const area = page.getByRole('button', { name: label });
  await area.locator('..').getByTestId('upload-input').setInputFiles(file);
  await expect(page.getByText(file.name)).toBeVisible();
}

test('a partner files a fair request with two plans; staff approve it; the partner is told by e-mail', async ({
  browser,
}) => {
  const partner = await browser.newPage();
  await signIn(partner, DEMO.proprietario);
  await partner.goto(`/beneficios?form=${encodeURIComponent(FAIR)}`);
  await expect(partner.getByRole('heading', { name: 'Solicitar Benefício' })).toBeVisible();
  await expect(partner.getByRole('combobox', { name: 'Formulário' })).toHaveValue(FAIR);
  await expect(partner.getByText('somente por meio de bonificação em produtos')).toBeVisible();
  const fairName = `Feira e2e ${Date.now()}`;
  await partner.getByLabel('Nome', { exact: true }).fill('Marcos Proprietário');
  await partner.getByLabel('E-mail').fill('marcos@balancaspaulista.com.br');
  await partner.getByLabel('Nome da feira ou evento').fill(fairName);
  await partner.getByLabel('Data').fill('14/04/2027');
  await partner.getByLabel('Local').fill('Expo Center Norte');
  await partner.getByLabel('Valor do evento (R$)').fill('12.000,00');
  await choose(partner, 'Planta do Evento', {
    name: 'planta-evento.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await choose(partner, 'Planta do estande', {
    name: 'planta-estande.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await shot(partner, 'beneficios-desktop');
  await partner.getByRole('button', { name: 'Enviar' }).click();
  const dialog = partner.getByRole('dialog', { name: 'Confirmação' });
  await expect(dialog.getByText('Formulário enviado com sucesso!')).toBeVisible();
  await dialog.getByRole('link', { name: 'Minhas solicitações' }).click();

  await expect(partner.getByRole('heading', { name: 'Minhas solicitações' })).toBeVisible();
  const row = partner.getByRole('row').filter({ hasText: FAIR }).first();
  await expect(row.getByText('Recebida')).toBeVisible();
  await row.getByRole('link').click();
  await expect(partner.getByText(fairName)).toBeVisible();
  await expect(partner.getByRole('link', { name: 'planta-evento.pdf' })).toBeVisible();
  await expect(partner.getByRole('link', { name: 'planta-estande.png' })).toBeVisible();
  const address = partner.url();
  const numero = (await partner.getByRole('heading', { level: 1 }).textContent())!.replace(/\D/g, '');

  // The back office received it, with both plans attached.
  const office = await mailTo('beneficios@prix.com.br');
  expect(office.some((m) => m.subject.startsWith(`Solicitação nº ${numero}:`))).toBe(true);

  const staff = await browser.newPage();
  await signIn(staff, DEMO.admin);
  await staff.goto(`/solicitacoes?status=Recebida&formulario=feira-eventos`);
  await expect(staff.getByRole('heading', { name: 'Solicitações de benefício' })).toBeVisible();
  await staff.getByRole('link', { name: new RegExp(`nº ${numero} `) }).click();
  await staff.getByRole('button', { name: 'Iniciar análise' }).click();
  await expect(staff.getByText('Status: Recebida → Em análise')).toBeVisible();
  await staff.getByRole('button', { name: 'Aprovar' }).click();
  const decisao = staff.getByRole('dialog', { name: `Aprovar a solicitação nº ${numero}` });
  await decisao.getByLabel('Comentário para o parceiro').fill('Coparticipação de 20% aprovada.');
  await decisao.getByRole('button', { name: 'Aprovar' }).click();
  await expect(staff.getByText('Status: Em análise → Aprovada')).toBeVisible();
  await shot(staff, 'solicitacao-staff-desktop');

  const mails = await mailTo('marcos@balancaspaulista.com.br');
  await expect
    .poll(async () => (await mailTo('marcos@balancaspaulista.com.br')).map((m) => m.subject))
    .toContain(`Solicitação nº ${numero}: Aprovada`);
  expect(mails.length).toBeGreaterThan(0);

  await partner.goto(address);
  await expect(partner.getByText('Aprovada', { exact: true }).first()).toBeVisible();
  await expect(partner.getByText('Coparticipação de 20% aprovada.')).toBeVisible();
  // The partner answers in the history (POST …/comentarios: the request as it is now comes back).
  const reply = `A planta final segue na próxima semana (${numero}).`;
  await partner.getByLabel('Escreva um comentário').fill(reply);
  await partner.getByRole('button', { name: 'Comentar' }).click();
  await expect(partner.getByText(reply)).toBeVisible();
  await expect(partner.getByLabel('Escreva um comentário')).toHaveValue('');
  await partner.close();
  await staff.close();
});

test('the showroom equipment form asks for a payment condition, chosen in the native select', async ({
  page,
}) => {
  const form = 'Solicitação de Equipamentos para Showroom';
  await signIn(page, DEMO.proprietario);
  await page.goto(`/beneficios?form=${encodeURIComponent(form)}`);
  await expect(page.getByRole('combobox', { name: 'Formulário' })).toHaveValue(form);
  const equipment = `Balança e2e ${Date.now()}`;
  await page.getByLabel('Nome', { exact: true }).fill('Marcos Proprietário');
  await page.getByLabel('E-mail').fill('marcos@balancaspaulista.com.br');
  await page.getByLabel('Equipamentos').fill(equipment);
  const condition = page.getByRole('combobox', { name: 'Condição de pagamento' });
  await expect(condition).toHaveValue('');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const error = page.getByRole('dialog', { name: 'Erro' });
  await expect(error.getByText('Erro ao enviar o formulário')).toBeVisible();
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Escolha uma condição de pagamento.')).toBeVisible();
  // The select showed 'Selecione...', not the browser's first option, while the form held no choice.
  await expect(condition.locator('option:checked')).toHaveText('Selecione...');
  // The browser's own select (a phone's native picker): every condition of SPEC §3 is offered.
  await expect(condition.locator('option')).toContainText(['À vista', '30 DDF', '30-60 DDF', '30-60-90 DDF']);
  await condition.selectOption('30-60 DDF');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmação' });
  await expect(dialog.getByText('Formulário enviado com sucesso!')).toBeVisible();
  await dialog.getByRole('link', { name: 'Minhas solicitações' }).click();
  await page.getByRole('row').filter({ hasText: form }).first().getByRole('link').click();
  await expect(page.getByText(equipment)).toBeVisible();
  await expect(page.getByText('30-60 DDF')).toBeVisible();
});

test('the registration-change form shows each message of SPEC §5', async ({ page }) => {
  await signIn(page, DEMO.proprietario);
  await page.goto('/formulario-alteracao-cadastral');
  const nome = page.getByLabel('Nome', { exact: false }).first();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  const send = page.getByRole('button', { name: 'Enviar' });
  const cases: [string, string, string][] = [
    ['', 'marcos@balancaspaulista.com.br', 'Preenchimento do nome é obrigatório'],
    ['Ana Li', 'marcos@balancaspaulista.com.br', 'Insira um nome e sobrenome'],
    ['1234567 89', 'marcos@balancaspaulista.com.br', 'Insira um nome e sobrenome válidos'],
    ['Marcos Proprietário', '', 'Preenchimento do e-mail obrigatório'],
    ['Marcos Proprietário', 'marcos@empresa', 'Email inválido'],
  ];
  for (const [name, mail, message] of cases) {
    await nome.fill(name);
    await email.fill(mail);
    await send.click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByText('Verique o campo Nome ou Email acima')).toBeVisible();
  }
  await shot(page, 'alteracao-desktop');
  await nome.fill('Marcos Proprietário');
  await email.fill('marcos@balancaspaulista.com.br');
  await page.getByLabel('Dados alterados').fill('Novo telefone: (11) 3251-4401');
  await send.click();
  await expect(page.getByRole('dialog', { name: 'Confirmação' })).toBeVisible();
});

test('the pages fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.proprietario);
  await page.goto('/beneficios');
  await expectFitsViewport(page, [page.getByRole('button', { name: 'Enviar' })]);
  await shot(page, 'beneficios-phone');
  await page.goto('/minhas-solicitacoes');
  await expect(page.getByRole('heading', { name: 'Minhas solicitações' })).toBeVisible();
  await expect(page.getByText('registros encontrados')).toBeVisible();
  await expectFitsViewport(page, [page.getByRole('link', { name: /nº \d+/ }).first()]);
  await shot(page, 'minhas-phone');
  await page
    .getByRole('link', { name: /nº \d+/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Histórico e comentários' })).toBeVisible();
  await shot(page, 'detalhe-phone');
  await page.goto('/formulario-alteracao-cadastral');
  await expectFitsViewport(page, [page.getByRole('button', { name: 'Enviar' })]);
  await shot(page, 'alteracao-phone');
});

test('staff see the queue with filters', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/solicitacoes');
  await expect(page.getByRole('heading', { name: 'Solicitações de benefício' })).toBeVisible();
  await expect(page.getByText('registros encontrados')).toBeVisible();
  await shot(page, 'fila-desktop');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Recusada');
  await expect(page).toHaveURL(/status=Recusada/);
  // The filtered answer, not the previous page still on screen while it loads: the demo's two refused requests
  // (a showroom's equipment and a co-op fund redemption).
  await expect(page.getByText('2 registros encontrados', { exact: true })).toBeVisible();
  await expect(page.getByText('Pesagem Sul Assistência Técnica Ltda')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'fila-phone');
});
