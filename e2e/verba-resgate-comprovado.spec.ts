import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { chaveDaNota, nfeXml } from '../apps/server/src/seed/nfe-demo';
import { DEMO, signIn, test } from './fixtures';
import { expectFitsViewport } from './layout';
import { mailTo } from './mailbox';

// Proof of performance for a co-op fund redemption (decision 0055), end to end: the partner files a redemption
// with the supplier's NF-e XML and two photos, the form filling from the XML; staff see the proof beside the
// balance, approve a part and mark it paid; the partner's balance and the history show it. The journey spends
// the demo fund, so its figures are read relative to what the page showed first (verba-extrato.spec.ts, which
// reads the seed's own figures, runs before this file: files run in name order).

const RESGATE = 'Resgate de Verba de Marketing Cooperado';
const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const SEED_FILES = path.resolve('apps/server/src/seed/seed-files');
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: readFileSync(path.join(SEED_FILES, name)),
});

/** Today in Brasília, 'yyyy-mm-dd' and 'dd/mm/aaaa'. */
const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const hojeBr = hoje.split('-').reverse().join('/');

/** The 'Disponível' figure of a ledger region, in cents. */
async function disponivel(region: Locator): Promise<number> {
  const text = (await region.textContent()) ?? '';
  const match = /Disponível\s*R\$\s([\d.]+),(\d{2})/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]!.replace(/\./g, '')) * 100 + Number(match![2]);
}

test('a partner files a redemption with its NF-e and photos; staff approve a part and mark it paid', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The supplier's authorised NF-e, issued today to the partner (Balanças Paulista), R$ 1.800,00.
  const numero = 60_000 + Math.floor(Math.random() * 900_000);
  const nota = {
    dhEmi: `${hoje}T09:40:00-03:00`,
    numero,
    cNF: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
    emitente: { cnpj: '24.681.357/0001-40', nome: 'Gráfica e Editora Paulistana Ltda' },
    destinatario: { cnpj: '61.234.567/0001-17', nome: 'Balanças Paulista Comércio Ltda' },
    itens: [
      {
        descricao: 'Folheto promocional A4 4x4 cores',
        ncm: '49111090',
        quantidade: 3000,
        valorUnitario: 0.4,
      },
      { descricao: 'Cartaz A2 com a linha Prix 4', ncm: '49111090', quantidade: 60, valorUnitario: 10 },
    ],
  };

  const partner = await browser.newPage();
  await signIn(partner, DEMO.proprietario);
  await partner.goto('/verba-marketing-cooperado');
  const saldoAntes = await disponivel(partner.getByRole('region', { name: 'Saldo' }));
  expect(saldoAntes).toBeGreaterThanOrEqual(120_000);

  await partner.goto(`/beneficios?form=${encodeURIComponent(RESGATE)}`);
  await expect(partner.getByRole('combobox', { name: 'Formulário' })).toHaveValue(RESGATE);
  await partner.getByLabel('Nome', { exact: true }).fill('Marcos Proprietário');
  await partner.getByLabel('E-mail').fill('marcos@balancaspaulista.com.br');
  await partner.getByLabel('Equipamentos').fill('Prix 4 Uno (2 unidades)');
  await partner.getByRole('combobox', { name: 'Tipo de ação' }).selectOption('Material impresso');
  await partner
    .getByLabel('Descrição da ação')
    .fill('Folhetos e cartazes da linha Prix 4 na loja da Paulista.');
  await partner.getByLabel('Início da ação').fill(hojeBr);
  await partner.getByLabel('Fim da ação').fill(hojeBr);

  // The XML is read by the server as soon as it is picked: the form shows the note and fills the amount.
  const xml = partner.getByRole('button', { name: /XML da NF-e do fornecedor/ });
  await xml
    .locator('..')
    .getByTestId('upload-input')
    .setInputFiles({
      name: `NFe${chaveDaNota(nota)}-procNFe.xml`,
      mimeType: 'text/xml',
      buffer: Buffer.from(nfeXml(nota), 'utf8'),
    });
  const lida = partner.getByRole('region', { name: 'NF-e lida do XML' });
  await expect(lida).toContainText(`${numero} / 1`);
  await expect(lida).toContainText('Gráfica e Editora Paulistana Ltda (24.681.357/0001-40)');
  await expect(lida).toContainText(/R\$\s1\.800,00/);
  await expect(lida).toContainText('Autorizada');
  const valor = partner.getByLabel('Valor da verba a resgatar (R$)');
  await expect(valor).toHaveValue('1.800,00');
  await valor.fill('1.500,00');

  const fotos = partner.getByRole('button', { name: /Fotos ou prints da ação/ });
  await fotos
    .locator('..')
    .getByTestId('upload-input')
    .setInputFiles([png('banner-campanha-verao.png'), png('balanca-comercial-15kg.png')]);
  await expect(partner.getByRole('list', { name: /arquivos escolhidos/ }).getByRole('listitem')).toHaveCount(
    2,
  );
  await shot(partner, 'resgate-form');
  await partner.getByRole('button', { name: 'Enviar' }).click();
  const confirmacao = partner.getByRole('dialog', { name: 'Confirmação' });
  await expect(confirmacao.getByText('Formulário enviado com sucesso!')).toBeVisible();
  await confirmacao.getByRole('link', { name: 'Minhas solicitações' }).click();
  const row = partner.getByRole('row').filter({ hasText: RESGATE }).first();
  await row.getByRole('link').click();
  await expect(partner.getByRole('region', { name: 'Comprovação da ação' })).toContainText(String(numero));
  await expect(partner.getByRole('heading', { level: 1 })).toHaveText(/\d/);
  const pedido = (await partner.getByRole('heading', { level: 1 }).textContent())!.replace(/\D/g, '');
  const enderecoDoParceiro = partner.url();

  // Staff: the proof beside the balance; approve a part, with its reason; then the payment.
  const staff = await browser.newPage();
  await signIn(staff, DEMO.admin);
  await staff.goto(`/solicitacoes?status=Recebida&formulario=resgate-verba-marketing-cooperado`);
  await staff.getByRole('link', { name: new RegExp(`nº ${pedido} `) }).click();
  const prova = staff.getByRole('region', { name: 'Comprovação da ação' });
  await expect(prova).toContainText('Material impresso');
  await expect(prova).toContainText(`${numero} / 1`);
  await expect(prova.locator('img')).toHaveCount(2);
  const saldo = staff.getByRole('region', { name: 'Saldo do parceiro' });
  expect(await disponivel(saldo)).toBe(saldoAntes);
  await staff.getByRole('button', { name: 'Iniciar análise' }).click();
  await expect(staff.getByText('Status: Recebida → Em análise')).toBeVisible();
  await staff.getByRole('button', { name: 'Aprovar' }).click();
  const aprovar = staff.getByRole('dialog', { name: `Aprovar a solicitação nº ${pedido}` });
  await expect(aprovar.getByLabel('Valor aprovado (R$)')).toHaveValue('1.500,00');
  await aprovar.getByLabel('Valor aprovado (R$)').fill('1.200,00');
  await aprovar.getByLabel('Comentário para o parceiro').fill('Os cartazes ficam fora da verba cooperada.');
  await shot(staff, 'resgate-aprovar');
  await aprovar.getByRole('button', { name: 'Aprovar' }).click();
  await expect(aprovar).toBeHidden();
  const historico = staff.getByRole('list', { name: 'Histórico' });
  await expect(historico).toContainText(
    /Valor aprovado: R\$ 1\.200,00 de R\$ 1\.500,00 pedidos \(aprovação parcial\)/,
  );
  await expect.poll(() => disponivel(saldo)).toBe(saldoAntes - 120_000);

  await staff.getByRole('button', { name: 'Marcar como paga' }).click();
  const pagar = staff.getByRole('dialog', { name: `Registrar o pagamento da solicitação nº ${pedido}` });
  await expect(pagar.getByLabel('Data do pagamento')).toHaveValue(hojeBr);
  await pagar.getByLabel('Referência do pagamento').fill('NF de bonificação 50123');
  await pagar.getByRole('button', { name: 'Marcar como paga' }).click();
  await expect(pagar).toBeHidden();
  await expect(historico).toContainText(`Pago em ${hojeBr} · referência NF de bonificação 50123`);
  await expect.poll(() => disponivel(saldo)).toBe(saldoAntes - 120_000);
  await shot(staff, 'resgate-pago');

  // The partner was told each step, with the amount approved and the payment.
  await expect
    .poll(async () => (await mailTo('marcos@balancaspaulista.com.br')).map((m) => m.subject))
    .toEqual(
      expect.arrayContaining([`Solicitação nº ${pedido}: Aprovada`, `Solicitação nº ${pedido}: Paga`]),
    );
  const mails = await mailTo('marcos@balancaspaulista.com.br');
  const aprovada = mails.find((m) => m.subject === `Solicitação nº ${pedido}: Aprovada`)!;
  expect(aprovada.text).toMatch(/Valor aprovado: R\$\s1\.200,00 dos R\$\s1\.500,00 pedidos\./);

  // The partner's ledger: the balance debited by the amount approved, the redemption paid with its proof.
  await partner.goto('/verba-marketing-cooperado');
  expect(await disponivel(partner.getByRole('region', { name: 'Saldo' }))).toBe(saldoAntes - 120_000);
  const pedidos = partner.getByRole('region', { name: 'Pedidos de resgate' });
  const item = pedidos.getByRole('listitem').filter({ hasText: `Solicitação nº ${pedido}` });
  await expect(item).toContainText('Paga');
  await expect(item).toContainText(/R\$\s1\.200,00 aprovados de R\$\s1\.500,00/);
  await expect(item).toContainText(
    `Material impresso · NF-e ${numero}/1 de Gráfica e Editora Paulistana Ltda · 2 fotos da ação`,
  );
  await expect(item).toContainText(`paga em ${hojeBr} (NF de bonificação 50123)`);

  // And its history, step by step.
  await partner.goto(enderecoDoParceiro);
  const passos = partner.getByRole('list', { name: 'Histórico' });
  await expect(passos).toContainText('Solicitação recebida');
  await expect(passos).toContainText('Status: Recebida → Em análise');
  await expect(passos).toContainText('Status: Em análise → Aprovada');
  await expect(passos).toContainText('Os cartazes ficam fora da verba cooperada.');
  await expect(passos).toContainText('Status: Aprovada → Paga');
  await shot(partner, 'resgate-historico');
  // On a phone the proof (the key, the XML's long name, the photos) fits the screen.
  await partner.setViewportSize({ width: 390, height: 844 });
  const provaDoParceiro = partner.getByRole('region', { name: 'Comprovação da ação' });
  await expectFitsViewport(partner, [
    provaDoParceiro,
    provaDoParceiro.getByRole('link', { name: /procNFe\.xml/ }),
  ]);
  await partner.close();
  await staff.close();
});
