import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, type Reply } from '../../test/render-app';

const staff = () => makeSession([PERM.candidatura.analisar]);

const resumo = (over: object = {}) => ({
  uuid: 'c-1',
  recebidaEm: '2026-11-02T13:00:00.000Z',
  razaoSocial: 'Balanças Nova Era Ltda',
  cnpj: '12.ABC.345/01DE-35',
  tipo: 'revenda',
  municipio: 'Campinas',
  uf: 'SP',
  status: 'recebida',
  atrasada: false,
  diasUteis: 3,
  ...over,
});
const HISTORICO = [
  { tipo: 'recebida', em: '2026-11-02T13:00:00.000Z', autor: null, detalhe: null },
  {
    tipo: 'pendencia',
    em: '2026-11-03T10:00:00.000Z',
    autor: 'Ana Souza',
    detalhe: 'Envie o contrato atualizado.',
  },
  { tipo: 'documento', em: '2026-11-04T09:00:00.000Z', autor: null, detalhe: 'contrato-2026.pdf' },
];
const detalhe = (over: object = {}) => ({
  ...resumo(),
  nomeFantasia: 'Nova Era Balanças',
  endereco: 'Rua das Flores, 100 — Centro',
  cep: '13010-000',
  telefone: '+55 (19) 3232-1000',
  contatoNome: 'Paula Pereira',
  contatoEmail: 'paula@novaera.com.br',
  contatoCelular: '+55 (19) 98888-7777',
  mensagem: null,
  documentos: [
    {
      uuid: 'd-1',
      tipo: 'contratoSocial',
      nome: 'contrato.pdf',
      tamanho: 204800,
      enviadoEm: '2026-11-02T13:00:00.000Z',
    },
    {
      uuid: 'd-2',
      tipo: 'cartaoCnpj',
      nome: 'cartao.png',
      tamanho: 1024,
      enviadoEm: '2026-11-02T13:00:00.000Z',
    },
  ],
  duplicidades: [],
  historico: HISTORICO,
  cliente: null,
  ...over,
});

function stub(handler: (method: string, path: string, body: unknown) => Reply | undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: staff() };
    return handler(method, path, body);
  });
}

describe("the staff's Candidaturas", () => {
  it('lists the applications, flags those past the review time, and filters by situation and search', async () => {
    const fetchMock = stub((method, path) =>
      path === '/api/candidaturas'
        ? {
            status: 200,
            body: {
              candidaturas: [
                resumo(),
                resumo({
                  uuid: 'c-2',
                  razaoSocial: 'Assistência Antiga ME',
                  tipo: 'assistencia',
                  status: 'em_analise',
                  atrasada: true,
                  diasUteis: 12,
                }),
              ],
              total: 2,
              page: 1,
            },
          }
        : undefined,
    );
    renderApp('/candidaturas');
    const table = await screen.findByRole('table', { name: 'Candidaturas' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Balanças Nova Era Ltda' }).getAttribute('href')).toBe(
      '/candidaturas/c-1',
    );
    expect(first!.textContent).toContain('Revenda');
    expect(first!.textContent).toContain('Campinas – SP');
    expect(first!.textContent).toContain('Recebida');
    expect(first!.textContent).not.toContain('Mais de 10 dias úteis');
    expect(second!.textContent).toContain('Assistência técnica');
    expect(second!.textContent).toContain('Mais de 10 dias úteis sem decisão (12)');
    expect(screen.getByText(/1 candidatura desta página espera há mais de 10 dias úteis/)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'pendencia' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Busca' }), { target: { value: 'nova era' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => {
          const u = String(url);
          return u.includes('status=pendencia') && u.includes('busca=nova+era');
        }),
      ).toBe(true),
    );
  });

  it('says when there is none, with and without filters, and shows an error', async () => {
    stub((method, path) =>
      path === '/api/candidaturas'
        ? { status: 200, body: { candidaturas: [], total: 0, page: 1 } }
        : undefined,
    );
    const first = renderApp('/candidaturas');
    expect(await screen.findByText('Nenhuma candidatura recebida ainda.')).toBeTruthy();
    first.unmount();
    renderApp('/candidaturas?status=aprovada');
    expect(await screen.findByText('Nenhuma candidatura com estes filtros.')).toBeTruthy();
  });

  it("shows the server's error", async () => {
    stub((method, path) =>
      path === '/api/candidaturas'
        ? { status: 500, body: { errors: ['Erro interno do servidor.'] } }
        : undefined,
    );
    renderApp('/candidaturas');
    expect(await screen.findByText('Erro interno do servidor.')).toBeTruthy();
  });

  it('shows the company, contact, documents, history, and the duplicates before the decisions', async () => {
    stub((method, path) =>
      path === '/api/candidaturas/c-1'
        ? {
            status: 200,
            body: detalhe({
              duplicidades: [
                {
                  tipo: 'cliente',
                  descricao: 'O CNPJ 12.ABC.345 já é do parceiro Balanças Velhas (100500).',
                  link: '/cadastro/cliente/detalhe/u-500',
                },
                {
                  tipo: 'usuario',
                  descricao: 'O e-mail paula@novaera.com.br já é de um usuário.',
                  link: null,
                },
              ],
            }),
          }
        : undefined,
    );
    renderApp('/candidaturas/c-1');
    expect(
      await screen.findByRole('heading', { name: 'Candidatura de Balanças Nova Era Ltda' }),
    ).toBeTruthy();
    const empresa = screen.getByRole('region', { name: 'Empresa' });
    expect(empresa.textContent).toContain('12.ABC.345/01DE-35');
    expect(empresa.textContent).toContain('Revenda (REV)');
    expect(empresa.textContent).toContain('Rua das Flores, 100');
    expect(screen.getByRole('link', { name: 'paula@novaera.com.br' }).getAttribute('href')).toBe(
      'mailto:paula@novaera.com.br',
    );
    const documentos = within(screen.getByRole('list', { name: 'Documentos enviados' }));
    expect(documentos.getByRole('link', { name: /contrato\.pdf/ }).getAttribute('href')).toBe(
      '/api/candidaturas/c-1/documentos/d-1',
    );
    expect(documentos.getAllByRole('listitem')[1]!.textContent).toContain('Cartão CNPJ');

    const duplicidades = screen.getByRole('alert', { name: 'Possíveis duplicidades' });
    expect(
      within(duplicidades)
        .getByRole('link', { name: /Balanças Velhas/ })
        .getAttribute('href'),
    ).toBe('/cadastro/cliente/detalhe/u-500');
    expect(duplicidades.textContent).toContain('já é de um usuário');
    // Shown before the decisions, in reading order.
    const decisoes = screen.getByRole('group', { name: 'Decisões' });
    expect(duplicidades.compareDocumentPosition(decisoes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // From 'recebida': every move of TRANSICOES_CANDIDATURA.
    expect(
      within(decisoes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Iniciar análise', 'Pedir documentos ou dados', 'Recusar', 'Aprovar']);

    const passos = within(screen.getByRole('list', { name: 'Histórico da candidatura' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(passos[0]).toContain('Candidatura recebida');
    expect(passos[1]).toContain('Pendência informada');
    expect(passos[1]).toContain('por Ana Souza');
    expect(passos[1]).toContain('Envie o contrato atualizado.');
    expect(passos[2]).toContain('Documento enviado');
  });

  it('offers no decision once decided, and links an approved one to its company', async () => {
    stub((method, path) =>
      path === '/api/candidaturas/c-1'
        ? {
            status: 200,
            body: detalhe({
              status: 'aprovada',
              cliente: { id: '100900', uuid: 'u-900', nome: 'Balanças Nova Era Ltda' },
            }),
          }
        : undefined,
    );
    renderApp('/candidaturas/c-1');
    const link = await screen.findByRole('link', { name: 'Balanças Nova Era Ltda (100900)' });
    expect(link.getAttribute('href')).toBe('/cadastro/cliente/detalhe/u-900');
    expect(screen.queryByRole('group', { name: 'Decisões' })).toBeNull();
  });

  it("starts the review, and on a 409 shows the server's words and reads the application again", async () => {
    let status = 'recebida';
    let conflict = false;
    let reads = 0;
    const posts: unknown[] = [];
    stub((method, path, body) => {
      if (path === '/api/candidaturas/c-1' && method === 'GET') {
        reads += 1;
        return { status: 200, body: detalhe({ status }) };
      }
      if (path === '/api/candidaturas/c-1/decisao') {
        posts.push(body);
        if (conflict)
          return { status: 409, body: { errors: ['Esta candidatura já foi decidida por outra pessoa.'] } };
        status = 'em_analise';
        return { status: 200, body: detalhe({ status }) };
      }
      return undefined;
    });
    renderApp('/candidaturas/c-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar análise' }));
    expect(await screen.findByText('Candidatura em análise.')).toBeTruthy();
    expect(posts).toEqual([{ status: 'em_analise', mensagem: null, clienteId: null }]);
    expect(screen.queryByRole('button', { name: 'Iniciar análise' })).toBeNull();

    // Another reviewer approved it meanwhile.
    conflict = true;
    const before = reads;
    status = 'aprovada';
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Recusar candidatura' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Motivo da recusa/ }), {
      target: { value: 'Fora da área.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Recusar' }));
    expect(await dialog.findByText('Esta candidatura já foi decidida por outra pessoa.')).toBeTruthy();
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Decisões' })).toBeNull());
  });

  it('asks for documents: the message is required, then sent', async () => {
    const posts: unknown[] = [];
    stub((method, path, body) => {
      if (path === '/api/candidaturas/c-1' && method === 'GET') return { status: 200, body: detalhe() };
      if (path === '/api/candidaturas/c-1/decisao') {
        posts.push(body);
        return {
          status: 200,
          body: detalhe({ status: 'pendencia', mensagem: 'Envie o contrato social atualizado.' }),
        };
      }
      return undefined;
    });
    renderApp('/candidaturas/c-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pedir documentos ou dados' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pedir documentos ou dados' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar pedido' }));
    expect(await dialog.findByText(/Escreva o que falta/)).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(dialog.getByRole('textbox', { name: /O que falta/ }), {
      target: { value: '  Envie o contrato social atualizado.  ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar pedido' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { status: 'pendencia', mensagem: 'Envie o contrato social atualizado.', clienteId: null },
      ]),
    );
    expect(await screen.findByText(/Pendência informada: o candidato recebeu o pedido/)).toBeTruthy();
    expect(screen.getByText('Pendência informada ao candidato')).toBeTruthy();
    // From 'pendencia' the review goes back to 'em_analise'.
    expect(screen.getByRole('button', { name: 'Voltar para análise' })).toBeTruthy();
  });

  it('refuses without a reason, then with one', async () => {
    const posts: unknown[] = [];
    stub((method, path, body) => {
      if (path === '/api/candidaturas/c-1' && method === 'GET') return { status: 200, body: detalhe() };
      if (path === '/api/candidaturas/c-1/decisao') {
        posts.push(body);
        return { status: 200, body: detalhe({ status: 'recusada', mensagem: 'CNPJ inativo.' }) };
      }
      return undefined;
    });
    renderApp('/candidaturas/c-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Recusar candidatura' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Recusar' }));
    expect(await dialog.findByText(/Informe o motivo da recusa/)).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(dialog.getByRole('textbox', { name: /Motivo da recusa/ }), {
      target: { value: 'CNPJ inativo.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Recusar' }));
    await waitFor(() =>
      expect(posts).toEqual([{ status: 'recusada', mensagem: 'CNPJ inativo.', clienteId: null }]),
    );
    expect(await screen.findByText('Motivo da recusa')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Decisões' })).toBeNull();
  });

  it('approves with the ERP code, summarising what is created, and links to the new company', async () => {
    const posts: unknown[] = [];
    let codigoExiste = true;
    stub((method, path, body) => {
      if (path === '/api/candidaturas/c-1' && method === 'GET') return { status: 200, body: detalhe() };
      if (path === '/api/candidaturas/c-1/decisao') {
        posts.push(body);
        if (codigoExiste)
          return { status: 409, body: { errors: ['Já existe uma empresa com o código 100.'] } };
        return {
          status: 200,
          body: detalhe({
            status: 'aprovada',
            cliente: { id: '100900', uuid: 'u-900', nome: 'Balanças Nova Era Ltda' },
          }),
        };
      }
      return undefined;
    });
    renderApp('/candidaturas/c-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialogEl = await screen.findByRole('dialog', { name: 'Aprovar candidatura' });
    const dialog = within(dialogEl);
    expect(dialogEl.textContent).toContain('Prix 10');
    expect(dialogEl.textContent).toContain('Revenda (REV)');
    expect(dialogEl.textContent).toContain('o usuário proprietário Paula Pereira (paula@novaera.com.br)');
    expect(dialogEl.textContent).toContain('convite de acesso ao portal');

    const submit = dialog.getByRole('button', { name: 'Aprovar e criar a empresa' });
    fireEvent.click(submit);
    expect(await dialog.findByText('Informe o código ERP da empresa.')).toBeTruthy();
    const codigo = dialog.getByRole('textbox', { name: /Código ERP da empresa/ });
    fireEvent.change(codigo, { target: { value: '100 900' } });
    fireEvent.click(submit);
    expect(await dialog.findByText('O código ERP não pode conter espaços.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(codigo, { target: { value: '100' } });
    fireEvent.click(submit);
    expect(await dialog.findByText('Já existe uma empresa com o código 100.')).toBeTruthy();

    codigoExiste = false;
    fireEvent.change(codigo, { target: { value: '100900' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(posts.at(-1)).toEqual({ status: 'aprovada', mensagem: null, clienteId: '100900' }),
    );
    expect(
      await screen.findByText(
        'Candidatura aprovada: empresa criada e convite enviado a paula@novaera.com.br.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Balanças Nova Era Ltda (100900)' }).getAttribute('href')).toBe(
      '/cadastro/cliente/detalhe/u-900',
    );
  });

  it('is not offered to partners', async () => {
    stubApi((method, path) =>
      method === 'POST' && path === '/api/acesso/info'
        ? { status: 200, body: makeSession([], { externo: true, tipos: ['logado', 'externo'] }) }
        : undefined,
    );
    renderApp('/candidaturas');
    expect(await screen.findByText(/permissão/i)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
