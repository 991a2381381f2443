import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, PERM, type ClienteRecord, type SessionInfo } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, stubViewport, type Handler } from '../../test/render-app';

const COMPANY = {
  uuid: 'c-1',
  id: '100234',
  nome: 'Balanças Paulista Ltda',
  cnpj: '12.345.678/0001-95',
  cpf: '',
  tiposparceria: ['REV'],
  classe: '250',
  classeNome: 'Prix 250',
  beneficios: [{ id: 'VMC', nome: 'Verba de marketing cooperado', valor_beneficio: '3%' }],
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
  related: {
    usuarios: [{ uuid: 'u-9', id: 'EXT0001', nomecompleto: 'Marcos Proprietário', inativo: false }],
  },
  dhcriacao: '2024-03-05T12:00:00.000Z',
  uscriacao: 'Ana Administradora',
  dhedicao: null,
  usedicao: null,
};

/** What an internal user gets: the owner block, the responsible and the training types. */
const INTERNAL = {
  ...COMPANY,
  usuario_resp: '10000003',
  tipostreinamento: [],
  parceriaComplementar: [],
  codigoprop: '555',
  nomeprop: 'Paulo Paulista',
  emailprop: 'paulo@balancaspaulista.com.br',
  telefoneprop: '+55 (11) 3000-0000',
  ramalprop: '',
  celularprop: '',
  benefitResultFinal: 1234.5,
};

/** What a partner gets: their contacts at Prix instead. */
const EXTERNAL = {
  ...COMPANY,
  contatos: {
    responsavel: {
      id: '10000003',
      nomecompleto: 'Rafael Responsável',
      email: 'rafael.canal@prix.com.br',
      telefone: '+55 (11) 3333-4444',
      ramal: null,
      celular: '+55 (11) 98765-4321',
    },
    superior: {
      id: '10000001',
      nomecompleto: 'Ana Administradora',
      email: 'admin@prix.com.br',
      telefone: null,
      ramal: null,
      celular: null,
    },
  },
};

const admin = () =>
  makeSession([
    PERM.cadastro.cliente,
    PERM.cliente.visualizarDados,
    PERM.cliente.visualizarParceriaComplementar,
  ]);
const partner = () =>
  makeSession([PERM.somenteleituraCliente, PERM.cliente.visualizarEquipe, PERM.pagina.alteracaoCadastral], {
    externo: true,
    tipos: ['logado', 'externo'],
  });

const listOf = (rows: object[]) => ({ status: 200, body: { results: rows, total: rows.length } });
const row = (uuid: string, id: string, nome: string) => ({ uuid, id, nome, cnpj: null, inativo: false });

// The record as the server sends it (app.test.ts holds the server to this type).
function api(session: SessionInfo, record: ClienteRecord, extra: Handler = () => undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    if (method === 'GET' && path === '/api/cliente/c-1') return { status: 200, body: record };
    if (method === 'GET' && path === '/api/estado/BR') {
      return { status: 200, body: [{ key: 'SP', value: 'São Paulo' }] };
    }
    if (method === 'GET' && path === '/api/estado/AR') {
      return { status: 200, body: [{ key: 'BA', value: 'Buenos Aires' }] };
    }
    if (method === 'POST' && path === '/api/pais/keys') {
      return {
        status: 200,
        body: [
          { key: 'AR', value: 'Argentina' },
          { key: 'BR', value: 'Brasil' },
        ],
      };
    }
    if (method === 'POST' && path.endsWith('/keys')) return { status: 200, body: [] };
    return extra(method, path, body);
  });
}

/** A field of 'Informações básicas' (the owner block repeats some labels). */
const input = (role: 'textbox' | 'combobox', name: string) =>
  within(screen.getByRole('region', { name: 'Informações básicas' })).getByRole(role, {
    name,
  }) as HTMLInputElement;

/** The detail's title shows while it loads too: wait for the form. */
async function opened(title: string) {
  await screen.findByRole('form', { name: 'Cadastro' }, { timeout: 5000 });
  expect(screen.getByRole('heading', { name: title })).toBeTruthy();
}

describe('cliente class history', () => {
  it('shows every change of class with when, why and by whom', async () => {
    api(admin(), {
      ...INTERNAL,
      historicoClasse: [
        {
          origem: 'reclassificacao',
          ano: 2025,
          classeDe: 'Prix 100',
          classePara: 'Prix 250',
          faturamento: 402_000.5,
          usuario: 'Ana Administradora',
          dhcriacao: '2026-01-05T12:00:00.000Z',
        },
        {
          origem: 'cadastro',
          ano: null,
          classeDe: 'Prix 50',
          classePara: 'Prix 100',
          faturamento: null,
          usuario: 'Rafael Responsável',
          dhcriacao: '2024-06-03T12:00:00.000Z',
        },
        {
          origem: 'candidatura',
          ano: null,
          classeDe: null,
          classePara: 'Prix 10',
          faturamento: null,
          usuario: null,
          dhcriacao: '2023-02-01T12:00:00.000Z',
        },
      ],
    });
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Editar Parceiro');
    const card = screen.getByRole('region', { name: 'Histórico de classe' });
    expect(card.textContent).toContain('Prix 100 → Prix 250');
    expect(card.textContent).toContain('Reclassificação anual de 2025');
    expect(card.textContent).toMatch(/R\$\s402\.000,50/);
    expect(card.textContent).toContain('Ana Administradora');
    expect(card.textContent).toContain('05/01/2026');
    expect(card.textContent).toContain('Alteração no cadastro');
    expect(card.textContent).toContain('Rafael Responsável');
    expect(card.textContent).toContain('Sem classe → Prix 10');
    expect(card.textContent).toContain('Candidatura aprovada');
  });

  it('has no history card without any change recorded', async () => {
    api(admin(), INTERNAL);
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Editar Parceiro');
    expect(screen.queryByRole('region', { name: 'Histórico de classe' })).toBeNull();
  });
});

describe('cliente detail for a partner', () => {
  it('is read-only, with Alteração Cadastral instead of Gravar and Excluir', async () => {
    api(partner(), EXTERNAL);
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Empresa');
    expect(input('textbox', 'Nome').disabled).toBe(true);
    expect(input('textbox', 'Bairro').disabled).toBe(true);
    expect(input('combobox', 'Estado').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Gravar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    // Internal-only data is not offered to partners.
    expect(screen.queryByRole('combobox', { name: 'Responsável' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tipos de treinamento complementares' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Parceria complementar' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Proprietário' })).toBeNull();
    const alteracao = screen.getByRole('link', { name: 'Alteração Cadastral' });
    expect(alteracao.getAttribute('href')).toBe('/formulario-alteracao-cadastral');
  });

  it('shows the contacts at Prix, the class with its benefits and the team', async () => {
    api(partner(), EXTERNAL);
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Empresa');
    const responsavel = within(screen.getByRole('region', { name: 'Responsável' }));
    expect(responsavel.getByText('Rafael Responsável')).toBeTruthy();
    expect(responsavel.getByRole('link', { name: 'rafael.canal@prix.com.br' }).getAttribute('href')).toBe(
      'mailto:rafael.canal@prix.com.br',
    );
    expect(responsavel.getByText('+55 (11) 98765-4321')).toBeTruthy();
    expect(responsavel.queryByText('Ramal')).toBeNull();
    const superior = within(screen.getByRole('region', { name: 'Superior do responsável' }));
    expect(superior.getByText('Ana Administradora')).toBeTruthy();
    expect(superior.queryByText('Telefone')).toBeNull();

    expect(input('textbox', 'Classe').value).toBe('Prix 250');
    const beneficios = within(screen.getByRole('region', { name: 'Benefícios' }));
    expect(beneficios.getByRole('cell', { name: 'Verba de marketing cooperado' })).toBeTruthy();
    expect(beneficios.getByRole('cell', { name: '3%' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Equipe' }));
    expect(await screen.findByRole('cell', { name: 'Marcos Proprietário' })).toBeTruthy();
  });

  it('says when the company has no class, and hides a contact that is missing', async () => {
    api(partner(), {
      ...EXTERNAL,
      classe: null,
      classeNome: null,
      beneficios: [],
      contatos: { responsavel: EXTERNAL.contatos.responsavel, superior: null },
    });
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Empresa');
    expect(input('textbox', 'Classe').value).toBe('Não há categoria cadastrada.');
    expect(screen.queryByRole('region', { name: 'Benefícios' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Responsável' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Superior do responsável' })).toBeNull();
  });

  it('has no Alteração Cadastral without the permission of that page', async () => {
    api(
      makeSession([PERM.somenteleituraCliente, PERM.cliente.visualizarEquipe], {
        externo: true,
        tipos: ['logado', 'externo'],
      }),
      EXTERNAL,
    );
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Empresa');
    expect(screen.queryByRole('link', { name: 'Alteração Cadastral' })).toBeNull();
  });

  it('shows a 404 (another company’s record) as an error box, with no form and only Voltar', async () => {
    // What the server answers for another company's record (cliente.test.ts); the message is the client's.
    api(partner(), EXTERNAL, (method, path) =>
      path === '/api/cliente/c-2' ? { status: 404, body: { errors: [] } } : undefined,
    );
    const { router } = renderApp('/cadastro/cliente/detalhe/c-2');
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert.textContent).toBe(MSG.naoEncontrado);
    expect(screen.queryByRole('form', { name: 'Cadastro' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gravar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Alteração Cadastral' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastro/cliente/lista'));
  });
});

describe('cliente benefits', () => {
  const WITHOUT_VALUE = {
    ...EXTERNAL,
    beneficios: [
      { id: 'CBND', nome: 'Credenciamento cartão BNDES', valor_beneficio: null },
      { id: 'VMC', nome: 'Verba de marketing cooperado', valor_beneficio: '3%' },
    ],
  };

  it('shows a benefit without a value for the class as such, not as a blank cell', async () => {
    api(partner(), WITHOUT_VALUE);
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Empresa');
    const beneficios = within(screen.getByRole('region', { name: 'Benefícios' }));
    const rows = beneficios.getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Credenciamento cartão BNDES', '—'],
      ['Verba de marketing cooperado', '3%'],
    ]);
  });

  it('on a phone, shows each benefit as a card with its value', async () => {
    stubViewport(390);
    api(partner(), WITHOUT_VALUE);
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Empresa');
    const cards = within(screen.getByRole('region', { name: 'Benefícios' })).getAllByTestId('card');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Credenciamento cartão BNDESValor—',
      'Verba de marketing cooperadoValor3%',
    ]);
  });
});

describe('cliente list for a partner', () => {
  it('goes straight to the only company', async () => {
    api(partner(), EXTERNAL, (method, path) =>
      method === 'GET' && path === '/api/cliente' ? listOf([row('c-1', '100234', 'Balanças')]) : undefined,
    );
    const { router } = renderApp('/cadastro/cliente/lista');
    await opened('Empresa');
    expect(router.state.location.pathname).toBe('/cadastro/cliente/detalhe/c-1');
    // 'Voltar' goes home, not to the list that would send them here again.
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('lists two companies with Detalhes only', async () => {
    api(partner(), EXTERNAL, (method, path) =>
      method === 'GET' && path === '/api/cliente'
        ? listOf([row('c-1', '100234', 'Balanças'), row('c-2', '200117', 'Pesagem')])
        : undefined,
    );
    renderApp('/cadastro/cliente/lista');
    expect(await screen.findByRole('table', { name: 'Empresa' })).toBeTruthy();
    // The options menu holds only the export: no 'Novo'.
    fireEvent.click(screen.getByRole('button', { name: 'Opções' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Novo' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Balanças' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Detalhes']);
  });
});

describe('cliente for internal users', () => {
  it('lists partners with Detalhes, Editar and Excluir for a writer with visualizar.dados.cliente', async () => {
    api(admin(), INTERNAL, (method, path) =>
      method === 'GET' && path === '/api/cliente' ? listOf([row('c-1', '100234', 'Balanças')]) : undefined,
    );
    renderApp('/cadastro/cliente/lista');
    expect(await screen.findByRole('table', { name: 'Parceiros' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'CNPJ' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Parceria complementar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Balanças' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Detalhes', 'Editar', 'Excluir']);
  });

  it('offers a writer without visualizar.dados.cliente only Detalhes in the row menu', async () => {
    api(
      makeSession([PERM.cadastro.cliente, PERM.cliente.visualizarParceriaComplementar]),
      INTERNAL,
      (method, path) =>
        method === 'GET' && path === '/api/cliente' ? listOf([row('c-1', '100234', 'Balanças')]) : undefined,
    );
    renderApp('/cadastro/cliente/lista');
    expect(await screen.findByRole('table', { name: 'Parceiros' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Balanças' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Detalhes']);
  });

  it('shows the owner block and the benefits with the balance, and may save and delete', async () => {
    api(admin(), INTERNAL);
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Editar Parceiro');
    const dono = within(screen.getByRole('region', { name: 'Proprietário' }));
    expect((dono.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe('Paulo Paulista');
    expect((dono.getByRole('textbox', { name: 'Código' }) as HTMLInputElement).disabled).toBe(true);
    const saldo = screen.getByRole('textbox', { name: 'Saldo de benefícios disponível' }) as HTMLInputElement;
    expect(saldo.value.replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(input('textbox', 'Código').disabled).toBe(true);
    expect(input('textbox', 'Nome').disabled).toBe(false);
    expect(input('combobox', 'Classe')).toBeTruthy();
    expect(input('combobox', 'Responsável')).toBeTruthy();
    expect(input('combobox', 'Parceria complementar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gravar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Alteração Cadastral' })).toBeNull();
  });

  it("starts a new partner in Brasil, the definition's default, and saves it so", async () => {
    let posted: Record<string, unknown> | undefined;
    api(admin(), INTERNAL, (method, path, body) => {
      if (method === 'POST' && path === '/api/cliente') {
        posted = body as Record<string, unknown>;
        return { status: 200, body: { inserted: true, uuid: 'c-1' } };
      }
      return undefined;
    });
    renderApp('/cadastro/cliente/detalhe/novo');
    await opened('Adicionar Parceiro');
    await waitFor(() => expect(input('combobox', 'País').value).toBe('Brasil'));
    fireEvent.change(input('textbox', 'Código'), { target: { value: '900001' } });
    fireEvent.change(input('textbox', 'Nome'), { target: { value: 'Parceiro Novo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted?.pais).toBe('BR');
  });

  it('clears the state when the country changes', async () => {
    api(admin(), INTERNAL);
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Editar Parceiro');
    await waitFor(() => expect(input('combobox', 'Estado').value).toBe('São Paulo'));
    fireEvent.mouseDown(input('combobox', 'País'));
    fireEvent.click(await screen.findByRole('option', { name: 'Argentina' }));
    await waitFor(() => expect(input('combobox', 'País').value).toBe('Argentina'));
    await waitFor(() => expect(input('combobox', 'Estado').value).toBe(''));
    // The states offered are now the new country's.
    fireEvent.mouseDown(input('combobox', 'Estado'));
    expect(await screen.findByRole('option', { name: 'Buenos Aires' })).toBeTruthy();
  });

  it('shows the complementary partnership column only with visualizar.parceria.complementar', async () => {
    api(makeSession([PERM.cadastro.cliente]), INTERNAL, (method, path) =>
      method === 'GET' && path === '/api/cliente' ? listOf([row('c-1', '100234', 'Balanças')]) : undefined,
    );
    renderApp('/cadastro/cliente/lista');
    expect(await screen.findByRole('table', { name: 'Parceiros' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'CNPJ' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Parceria complementar' })).toBeNull();
  });

  it('is read-only, without Gravar, for holders of visualizar.equipe.cliente', async () => {
    api(makeSession([PERM.cadastro.cliente, PERM.cliente.visualizarEquipe]), INTERNAL);
    renderApp('/cadastro/cliente/detalhe/c-1');
    await opened('Parceiro');
    expect(input('textbox', 'Nome').disabled).toBe(true);
    expect(input('textbox', 'Classe').value).toBe('Prix 250');
    expect(screen.queryByRole('button', { name: 'Gravar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Proprietário' })).toBeTruthy();
  });
});
