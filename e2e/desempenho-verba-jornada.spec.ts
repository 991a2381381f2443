import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Desempenho } from '@prix/shared/desempenho';
import { chaveDaNota, nfeXml } from '../apps/server/src/seed/nfe-demo';
import { DEMO, signIn, test } from './fixtures';
import { expectFitsViewport } from './layout';
import { mailTo } from './mailbox';

// One partner's year in the browser, joined: Marcos (Balanças Paulista, 100234, Prix 250 with billing every
// month) reads 'Meu desempenho', then files a co-op fund redemption proven by the supplier's NF-e and two photos
// (decision 0055); staff see it counted on their /home (decision 0052), approve a part, mark it paid and read
// the partner's ledger; the partner's balance and the request's history show both; a staff member without the
// queue's key has no tile of it. The journey starts on the seed's figures (decision 0027's ledger: R$ 4.020,00
// accrued, R$ 1.200,00 paid, R$ 800,00 approved and R$ 800,00 open leave R$ 2.020,00) and is the only browser
// test that spends the fund: every other file reads the seed's fund before it or reads no figure of it.
// Axe checks the states the accessibility walk (accessibility.spec.ts, every page at 1366 and 390 px) does not
// reach: the chart drawn, the redemption form with its NF-e read and photos chosen.

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
const ano = Number(hoje.slice(0, 4));

/** A money figure as the pages write it, spaces made plain. */
const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

/** A figure 'R$ 1.234,56' after `label` in a region, in cents. */
async function reais(region: Locator, label: string): Promise<number> {
  const text = plain(await region.textContent());
  const match = new RegExp(`${label}\\s*R\\$ ([\\d.]+),(\\d{2})`).exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]!.replace(/\./g, '')) * 100 + Number(match![2]);
}

/** The redemptions' tile of the staff's /home: how many wait for analysis, and how much they ask. */
async function resgatesTile(page: Page) {
  const tile = page.getByRole('region', { name: 'Resgates da verba cooperada' });
  await expect(tile).toBeVisible();
  const figure = async (rotulo: RegExp) => {
    const text = plain(await tile.getByRole('link', { name: rotulo }).textContent());
    const match = /^(\d+)\D+R\$ ([\d.]+),(\d{2})/.exec(text);
    expect(match, text).not.toBeNull();
    return {
      quantidade: Number(match![1]),
      centavos: Number(match![2]!.replace(/\./g, '')) * 100 + Number(match![3]),
    };
  };
  return figure(/aguardando análise/);
}

/** Serious or critical axe violations of the page as it is, at the viewport it has. */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const width = page.viewportSize()!.width;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${width} px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Axe at the desktop width and at a phone's, the page kept (no reload), then back to the desktop. */
async function expectAxeCleanAtBothWidths(page: Page): Promise<void> {
  const findings = await axeFindings(page);
  await page.setViewportSize({ width: 390, height: 844 });
  findings.push(...(await axeFindings(page)));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'no sideways scroll at 390 px',
  ).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(findings).toEqual([]);
}

test('a partner reads Meu desempenho and files a proven redemption; staff count it, approve a part and pay it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const partner = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });

  // Staff's /home before: the redemptions waiting for analysis, as the tile counts them.
  await signIn(staff, DEMO.admin);
  const antes = await resgatesTile(staff);

  // 'Meu desempenho': the class and the year so far; the chart drawn and its table, whose numbers are the API's.
  await signIn(partner, DEMO.proprietario);
  // The seed's fund on the partner's /home, before anything is spent.
  const verbaNaHome = partner.getByRole('region', { name: 'Verba de marketing cooperado' });
  await expect(verbaNaHome).toContainText(/Disponível\s*R\$\s2\.020,00/);
  await expect(verbaNaHome).toContainText(/Aprovada\s*R\$\s800,00/);
  await partner
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Meu desempenho', exact: true })
    .click();
  await expect(partner).toHaveURL(/\/desempenho$/);
  await expect(partner.getByRole('heading', { level: 1, name: 'Meu desempenho' })).toBeVisible();
  const classe = partner.getByRole('region', { name: 'Classe atual' });
  await expect(classe).toContainText('Prix 250');
  await expect(classe).toContainText(/Desde 08\/01\/\d{4} \(reclassificação anual\)/);
  const faturamento = partner.getByRole('region', { name: `Faturamento de ${ano}` });
  await expect(faturamento).toContainText('Para chegar à Prix 500');
  await expect(faturamento).toContainText('Se o ano terminasse hoje');
  // The pace of the months begun beside it, until December, when both are the year so far.
  if (Number(hoje.slice(5, 7)) < 12) await expect(faturamento).toContainText('Se o ritmo atual continuar');
  else await expect(faturamento).not.toContainText('Se o ritmo atual continuar');
  const meses = partner.getByRole('region', { name: 'Mês a mês' });
  const chart = meses.getByRole('img', {
    name: `Gráfico do faturamento líquido de cada mês de ${ano} comparado a ${ano - 1}`,
  });
  await expect(chart.locator('canvas').first()).toBeVisible();
  const api = await partner.request.get('/api/desempenho');
  expect(api.status()).toBe(200);
  const d = JSON.parse((await api.text()).replace(/^\)\]\}',\n?/, '')) as Desempenho;
  const table = meses.getByRole('table', { name: `Faturamento líquido por mês: ${ano} e ${ano - 1}` });
  const linhas = table.locator('tbody tr');
  await expect(linhas).toHaveCount(12);
  const cells = await linhas.evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
  );
  cells.forEach((row, i) => {
    const mes = d.meses[i]!;
    expect(row.slice(1, 3).map(plain), `month ${mes.mes}`).toEqual([
      mes.atual === null ? '—' : brl(mes.atual),
      brl(mes.anterior),
    ]);
  });
  // The year so far, its total row and the big figure agree.
  await expect(table.locator('tfoot td').first()).toHaveText(brl(d.faturamento.acumulado));
  expect(plain(await faturamento.textContent())).toContain(brl(d.faturamento.acumulado));
  const verbaDoAno = partner.getByRole('region', { name: `Verba de marketing cooperado ${ano}` });
  expect(await reais(verbaDoAno, 'Disponível')).toBe(202_000);
  await expect(partner.getByRole('region', { name: 'Treinamentos obrigatórios' })).toBeVisible();
  await expectAxeCleanAtBothWidths(partner);

  // The redemption: the supplier's authorised NF-e, issued today to Balanças Paulista, R$ 1.800,00.
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
  await partner
    .getByRole('button', { name: /XML da NF-e do fornecedor/ })
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
  await partner
    .getByRole('button', { name: /Fotos ou prints da ação/ })
    .locator('..')
    .getByTestId('upload-input')
    .setInputFiles([png('banner-campanha-verao.png'), png('balanca-comercial-15kg.png')]);
  await expect(partner.getByRole('list', { name: /arquivos escolhidos/ }).getByRole('listitem')).toHaveCount(
    2,
  );
  await shot(partner, 'resgate-form');
  await expectAxeCleanAtBothWidths(partner);
  await partner.getByRole('button', { name: 'Enviar' }).click();
  const confirmacao = partner.getByRole('dialog', { name: 'Confirmação' });
  await expect(confirmacao.getByText('Formulário enviado com sucesso!')).toBeVisible();
  await confirmacao.getByRole('link', { name: 'Minhas solicitações' }).click();
  await partner.getByRole('row').filter({ hasText: RESGATE }).first().getByRole('link').click();
  await expect(partner.getByRole('region', { name: 'Comprovação da ação' })).toContainText(String(numero));
  await expect(partner.getByRole('heading', { level: 1 })).toHaveText(/\d/);
  const pedido = (await partner.getByRole('heading', { level: 1 }).textContent())!.replace(/\D/g, '');
  const enderecoDoParceiro = partner.url();

  // Staff's /home counts it among those waiting for analysis.
  await staff.reload();
  const depois = await resgatesTile(staff);
  // (What it counts once approved, the amount approved to pay, is the API's tests': home/equipe-demo.test.ts.)
  expect(depois).toEqual({ quantidade: antes.quantidade + 1, centavos: antes.centavos + 150_000 });

  // The proof beside the balance; approve a part, with its reason.
  await staff.goto(`/solicitacoes?status=Recebida&formulario=resgate-verba-marketing-cooperado`);
  await staff.getByRole('link', { name: new RegExp(`nº ${pedido} `) }).click();
  const prova = staff.getByRole('region', { name: 'Comprovação da ação' });
  await expect(prova).toContainText('Material impresso');
  await expect(prova).toContainText(`${numero} / 1`);
  await expect(prova.locator('img')).toHaveCount(2);
  const saldo = staff.getByRole('region', { name: 'Saldo do parceiro' });
  // Asked, not yet approved: counted as open, not taken from what is available.
  expect(await reais(saldo, 'Disponível')).toBe(202_000);
  expect(await reais(saldo, 'Solicitada \\(em aberto\\)')).toBe(80_000 + 150_000);
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
  await expect.poll(() => reais(saldo, 'Disponível')).toBe(202_000 - 120_000);

  // The payment: its day and reference.
  await staff.getByRole('button', { name: 'Marcar como paga' }).click();
  const pagar = staff.getByRole('dialog', { name: `Registrar o pagamento da solicitação nº ${pedido}` });
  await expect(pagar.getByLabel('Data do pagamento')).toHaveValue(hojeBr);
  await pagar.getByLabel('Referência do pagamento').fill('NF de bonificação 50123');
  await pagar.getByRole('button', { name: 'Marcar como paga' }).click();
  await expect(pagar).toBeHidden();
  await expect(historico).toContainText(`Pago em ${hojeBr} · referência NF de bonificação 50123`);
  await expect.poll(() => reais(saldo, 'Disponível')).toBe(202_000 - 120_000);
  await shot(staff, 'resgate-pago');

  // Staff read the partner's ledger, choosing the partner on the fund's page.
  await staff.goto('/verba-marketing-cooperado');
  await staff.getByRole('combobox', { name: 'Parceiro' }).click();
  await staff.getByRole('option', { name: /Balanças Paulista/ }).click();
  await expect(staff).toHaveURL(/\/verba-marketing-cooperado\?cliente=100234$/);
  const saldoDaEquipe = staff.getByRole('region', { name: 'Saldo' });
  await expect(saldoDaEquipe).toContainText(/Paga\s*R\$\s2\.400,00/);
  expect(await reais(saldoDaEquipe, 'Disponível')).toBe(202_000 - 120_000);
  await expect(
    staff
      .getByRole('region', { name: 'Pedidos de resgate' })
      .getByRole('link', { name: new RegExp(`Solicitação nº ${pedido}\\b`) }),
  ).toHaveAttribute('href', /^\/solicitacoes\//);

  // The partner was told each step, with the amount approved.
  await expect
    .poll(async () => (await mailTo('marcos@balancaspaulista.com.br')).map((m) => m.subject))
    .toEqual(
      expect.arrayContaining([`Solicitação nº ${pedido}: Aprovada`, `Solicitação nº ${pedido}: Paga`]),
    );
  const mail = (await mailTo('marcos@balancaspaulista.com.br')).find(
    (m) => m.subject === `Solicitação nº ${pedido}: Aprovada`,
  )!;
  expect(mail.text).toMatch(/Valor aprovado: R\$\s1\.200,00 dos R\$\s1\.500,00 pedidos\./);

  // The partner's ledger: the seed's figures with the amount approved paid, the redemption with its proof.
  await partner.goto('/verba-marketing-cooperado');
  const saldoDoParceiro = partner.getByRole('region', { name: 'Saldo' });
  await expect(saldoDoParceiro).toContainText(
    /Acumulada \(1,00% de R\$\s402\.000,00 em \d{4}\)\s*R\$\s4\.020,00/,
  );
  await expect(saldoDoParceiro).toContainText(/Solicitada \(em aberto\)\s*R\$\s800,00/);
  await expect(saldoDoParceiro).toContainText(/Paga\s*R\$\s2\.400,00/);
  await expect(saldoDoParceiro).toContainText(/Disponível\s*R\$\s820,00/);
  const pedidos = partner.getByRole('region', { name: 'Pedidos de resgate' });
  await expect(pedidos.getByRole('link', { name: /Solicitação nº/ })).toHaveCount(6);
  for (const status of ['Paga', 'Aprovada', 'Em análise', 'Pendência', 'Recusada'])
    await expect(pedidos).toContainText(status);
  const item = pedidos.getByRole('listitem').filter({ hasText: `Solicitação nº ${pedido}` });
  await expect(item).toContainText('Paga');
  await expect(item).toContainText(/R\$\s1\.200,00 aprovados de R\$\s1\.500,00/);
  await expect(item).toContainText(
    `Material impresso · NF-e ${numero}/1 de Gráfica e Editora Paulistana Ltda · 2 fotos da ação`,
  );
  await expect(item).toContainText(`paga em ${hojeBr} (NF de bonificação 50123)`);
  // A seed redemption approved in part and one proven by its NF-e, each with its figures.
  await expect(pedidos).toContainText(/R\$\s800,00 aprovados de R\$\s1\.000,00/);
  await expect(pedidos).toContainText(
    /Vitrine ou fachada · NF-e 1187\/1 de Comunicação Visual Avenida Ltda · 2 fotos/,
  );
  await expect(pedidos).toContainText('(NF de bonificação 48390)');

  // And the request's history, step by step.
  await partner.goto(enderecoDoParceiro);
  const passos = partner.getByRole('list', { name: 'Histórico' });
  await expect(passos).toContainText('Solicitação recebida');
  await expect(passos).toContainText('Status: Recebida → Em análise');
  await expect(passos).toContainText('Status: Em análise → Aprovada');
  await expect(passos).toContainText(/Valor aprovado: R\$ 1\.200,00 de R\$ 1\.500,00/);
  await expect(passos).toContainText('Os cartazes ficam fora da verba cooperada.');
  await expect(passos).toContainText('Status: Aprovada → Paga');
  await expect(passos).toContainText(`Pago em ${hojeBr} · referência NF de bonificação 50123`);
  await shot(partner, 'resgate-historico');
  // On a phone the proof (the key, the XML's long name, the photos) fits the screen.
  await partner.setViewportSize({ width: 390, height: 844 });
  const provaDoParceiro = partner.getByRole('region', { name: 'Comprovação da ação' });
  await expectFitsViewport(partner, [
    provaDoParceiro,
    provaDoParceiro.getByRole('link', { name: /procNFe\.xml/ }),
  ]);
  await partner.close();

  // Staff without the queue's key (the data protection officer: only the privacy requests) have no tile of
  // it, nor of any list they may not open, and no channel.
  await staff.context().clearCookies();
  await signIn(staff, DEMO.encarregado);
  await expect(staff.getByRole('region', { name: 'Solicitações de privacidade (LGPD)' })).toBeVisible();
  for (const name of [
    'Resgates da verba cooperada',
    'Solicitações de benefício',
    'Candidaturas',
    'Contatos de clientes',
    'Empresas sem município',
    'O canal',
  ])
    await expect(staff.getByRole('region', { name })).toHaveCount(0);
  await staff.close();
});
