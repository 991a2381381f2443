import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function as(email, via, pages, viewport = { width: 1280, height: 900 }, tag = 'd') {
  const ctx = await browser.newContext({ viewport, locale: 'pt-BR' });
  await ctx.addInitScript(() => localStorage.setItem('avisoCookies', '1'));
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base + '/acesso/login');
  await page.getByRole('link', { name: via === 'parceiro' ? 'Entrar como parceiro' : 'Acesso de colaboradores' }).click();
  await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click();
  await page.waitForURL(/\/home$/);
  for (const [name, url, wait] of pages) {
    await page.goto(base + url);
    await page.waitForTimeout(wait ?? 2500);
    await page.screenshot({ path: `/tmp/shots/${tag}-${name}.png`, fullPage: false });
  }
  if (errors.length) console.log(email, 'console errors:', errors.slice(0, 5));
  await ctx.close();
}
const partnerPages = [
  ['home', '/home', 4000],
  ['categorias', '/categorias'],
  ['recursos', '/recursos'],
  ['imagens', '/listar-imagens-produtos', 3500],
  ['video', '/video'],
];
await as('marcos@balancaspaulista.com.br', 'parceiro', partnerPages);
await as('otavio@pesagemsul.com.br', 'parceiro', [['viewer', '/docs/lista-precos-pecas', 6000], ['home-oficina', '/home', 4000]]);
await as('marcos@balancaspaulista.com.br', 'parceiro', partnerPages.slice(0, 4), { width: 390, height: 844 }, 'm');
await as('admin@prix.com.br', 'colaborador', [['relatorio', '/cadastro/relatorio/lista'], ['pais', '/cadastro/pais/lista']]);
await browser.close();
