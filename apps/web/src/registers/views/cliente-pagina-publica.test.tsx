import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM, type SessionInfo } from '@prix/shared/core';
import { makeSession, TEST_EMPRESA } from '../../test/session-fixtures';
import { renderApp, stubApi, type Reply } from '../../test/render-app';

const COMPANY = {
  uuid: 'c-1',
  id: '100234',
  nome: 'Balanças Paulista Ltda',
  cnpj: '12.345.678/0001-95',
  cpf: '',
  tiposparceria: ['REV'],
  classe: '250',
  classeNome: 'Prix 250',
  beneficios: [],
  historicoClasse: [],
  rua: 'Rua das Balanças',
  numero: '100',
  complemento: '',
  cep: '01000-000',
  bairro: 'Centro',
  pais: 'BR',
  estado: 'SP',
  cidade: 'São Paulo',
  inativo: false,
  related: { usuarios: [] },
  dhcriacao: '2024-03-05T12:00:00.000Z',
  uscriacao: 'Ana Administradora',
  dhedicao: null,
  usedicao: null,
};

const PAGINA = {
  visivel: true,
  nomePublico: 'Balanças Paulista',
  telefone: '+55 (11) 3333-4444',
  whatsapp: null,
  email: 'vendas@paulista.com.br',
  site: null,
  horario: 'Seg. a sex., 8h às 18h',
  descricao: null,
  listado: true,
  motivos: [],
  suspensa: false,
  motivoSuspensao: null,
};

const partner = (keys: string[] = [PERM.ondeComprar.paginaPublica]): SessionInfo => ({
  ...makeSession([PERM.somenteleituraCliente, ...keys], { externo: true, tipos: ['logado', 'externo'] }),
  empresa: { ...TEST_EMPRESA, id: '100234', uuid: 'c-1' },
});
const staff = () => makeSession([PERM.cadastro.cliente, PERM.ondeComprar.gerenciar]);

function stub(session: SessionInfo, pagina: object, put?: (path: string, body: unknown) => Reply) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    if (method === 'GET' && path === '/api/cliente/c-1') return { status: 200, body: COMPANY };
    if (method === 'GET' && path === '/api/cliente/100234/pagina-publica')
      return { status: 200, body: pagina };
    if (method === 'PUT' && put) return put(path, body);
    if (method === 'GET' && path === '/api/estado/BR') return { status: 200, body: [] };
    if (method === 'POST' && path.endsWith('/keys')) return { status: 200, body: [] };
    return undefined;
  });
}

async function openTab() {
  renderApp('/cadastro/cliente/detalhe/c-1');
  await screen.findByRole('form', { name: 'Cadastro' }, { timeout: 5000 });
  fireEvent.click(screen.getByRole('tab', { name: 'Página pública' }));
  return screen.findByRole('form', { name: 'Página pública' }, { timeout: 5000 });
}

describe("the company's 'Página pública'", () => {
  it('shows a partner its listing, whether it appears, and saves what the schema accepts', async () => {
    const puts: unknown[] = [];
    stub(partner(), PAGINA, (path, body) => {
      puts.push({ path, body });
      return { status: 200, body: { ...PAGINA, ...(body as object) } };
    });
    const form = within(await openTab());
    expect(screen.getByText('Sua empresa aparece em Onde comprar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Abrir Onde comprar/ }).getAttribute('href')).toBe(
      '/onde-comprar',
    );
    expect(
      (form.getByRole('switch', { name: 'Mostrar minha empresa em Onde comprar' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect((form.getByRole('textbox', { name: 'Nome público' }) as HTMLInputElement).value).toBe(
      'Balanças Paulista',
    );
    // Partners never see the suspension.
    expect(screen.queryByRole('form', { name: 'Suspensão' })).toBeNull();

    // The shared schema's messages, and nothing sent.
    fireEvent.change(form.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'vendas@' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Site' }), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Gravar página pública' }));
    expect(await form.findByText('Informe um e-mail válido.')).toBeTruthy();
    expect(form.getByText(/Site inválido/)).toBeTruthy();
    expect(puts).toHaveLength(0);

    fireEvent.change(form.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'contato@paulista.com.br' },
    });
    fireEvent.change(form.getByRole('textbox', { name: 'Site' }), { target: { value: '' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Descrição' }), {
      target: { value: 'Balanças desde 1990.' },
    });
    expect(form.getByText(/20\/500 caracteres/)).toBeTruthy();
    fireEvent.click(form.getByRole('switch', { name: 'Mostrar minha empresa em Onde comprar' }));
    fireEvent.click(form.getByRole('button', { name: 'Gravar página pública' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      path: '/api/cliente/100234/pagina-publica',
      body: {
        visivel: false,
        nomePublico: 'Balanças Paulista',
        telefone: '+55 (11) 3333-4444',
        whatsapp: null,
        email: 'contato@paulista.com.br',
        site: null,
        horario: 'Seg. a sex., 8h às 18h',
        descricao: 'Balanças desde 1990.',
      },
    });
    expect(await screen.findByText('Página pública gravada com sucesso')).toBeTruthy();
  });

  it('tells a partner why the company does not appear, and the suspension with its reason', async () => {
    stub(partner(), {
      ...PAGINA,
      listado: false,
      motivos: ['A página foi suspensa pela equipe Prix.'],
      suspensa: true,
      motivoSuspensao: 'Telefone não atende.',
    });
    await openTab();
    expect(
      screen.getByText(/Página suspensa pela equipe Prix/).closest('[role="status"]')?.textContent,
    ).toContain('Motivo: Telefone não atende.');
    expect(screen.getByText(/Sua empresa não aparece em Onde comprar/)).toBeTruthy();
    expect(screen.getByText('A página foi suspensa pela equipe Prix.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Suspensão' })).toBeNull();
  });

  it('is not offered to a partner without the key', async () => {
    stub(partner([]), PAGINA);
    renderApp('/cadastro/cliente/detalhe/c-1');
    await screen.findByRole('form', { name: 'Cadastro' }, { timeout: 5000 });
    expect(screen.queryByRole('tab', { name: 'Página pública' })).toBeNull();
  });

  it('lets staff suspend a listing, with a reason required', async () => {
    const puts: { path: string; body: unknown }[] = [];
    stub(staff(), PAGINA, (path, body) => {
      puts.push({ path, body });
      // 204 on the server; a stubbed Response cannot have a body with 204.
      return { status: 200 };
    });
    await openTab();
    const suspensao = within(screen.getByRole('form', { name: 'Suspensão' }));
    fireEvent.click(suspensao.getByRole('switch', { name: 'Suspender a página pública' }));
    fireEvent.click(suspensao.getByRole('button', { name: 'Gravar suspensão' }));
    expect(await suspensao.findByText('Informe o motivo da suspensão.')).toBeTruthy();
    expect(puts).toHaveLength(0);
    fireEvent.change(suspensao.getByRole('textbox', { name: /Motivo da suspensão/ }), {
      target: { value: 'Dados desatualizados' },
    });
    fireEvent.click(suspensao.getByRole('button', { name: 'Gravar suspensão' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      path: '/api/cliente/100234/pagina-publica/suspensao',
      body: { suspensa: true, motivo: 'Dados desatualizados' },
    });
  });

  it('says so when the listing cannot be loaded', async () => {
    stubApi((method, path) => {
      if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: staff() };
      if (method === 'GET' && path === '/api/cliente/c-1') return { status: 200, body: COMPANY };
      if (path === '/api/cliente/100234/pagina-publica')
        return { status: 500, body: { errors: ['Erro interno do servidor.'] } };
      if (method === 'POST' && path.endsWith('/keys')) return { status: 200, body: [] };
      if (method === 'GET' && path === '/api/estado/BR') return { status: 200, body: [] };
      return undefined;
    });
    renderApp('/cadastro/cliente/detalhe/c-1');
    await screen.findByRole('form', { name: 'Cadastro' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Página pública' }));
    expect(await screen.findByText('Erro interno do servidor.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
