import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import type { SolicitacaoDetalhe } from '@prix/shared/solicitacao';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, type Reply } from '../../test/render-app';

/** A co-op fund redemption in analysis, with its proof, as staff read it (decision 0055). */
const RESGATE: SolicitacaoDetalhe = {
  uuid: 'r-1',
  numero: 41,
  formulario: 'resgate-verba-marketing-cooperado',
  titulo: 'Resgate de Verba de Marketing Cooperado',
  status: 'Em análise',
  cliente: { id: '100234', nome: 'Balanças Paulista Comércio Ltda', classe: '250' },
  solicitante: 'Marcos Proprietário',
  valor: 1000,
  valorAprovado: null,
  dhcriacao: '2026-11-30T13:00:00.000Z',
  dhedicao: null,
  atrasada: false,
  dados: {
    name: 'Marcos Proprietário',
    vmc: 1000,
    atividade: 'Material impresso',
    descricaoAtividade: 'Folhetos da linha Prix 4 na loja de Campinas.',
    periodoInicio: '2026-11-10',
    periodoFim: '2026-11-20',
  },
  anexos: [
    {
      id: 7,
      campo: 'nfeXml',
      rotulo: 'XML da NF-e',
      nome: 'NFe5233.xml',
      tamanho: 9000,
      tipo: 'application/xml',
    },
    {
      id: 8,
      campo: 'foto',
      rotulo: 'Foto ou print da ação',
      nome: 'loja.png',
      tamanho: 70000,
      tipo: 'image/png',
    },
  ],
  nfe: {
    origem: 'xml',
    chave: '35261124681357000140550010000052331811266040',
    numero: 5233,
    serie: 1,
    emissao: '2026-11-08',
    emitente: { cnpj: '24681357000140', nome: 'Gráfica e Editora Paulistana Ltda' },
    destinatario: { cnpj: '61234567000117' },
    valorTotal: 1000,
    autorizacao: { cStat: 100, protocolo: '135261124681357' },
  },
  pagamento: null,
  podeResponder: false,
  eventos: [
    {
      tipo: 'status',
      anexos: [],
      statusDe: null,
      statusPara: 'Recebida',
      texto: null,
      detalhe: null,
      autor: 'Marcos Proprietário',
      interno: false,
      dhcriacao: '2026-11-30T13:00:00.000Z',
    },
  ],
  proximos: ['Aprovada', 'Pendência', 'Recusada'],
  verba: {
    taxa: '1,00%',
    ano: 2026,
    anoBase: 2025,
    compras: 402000,
    verbaAnual: 4020,
    solicitado: 1000,
    aprovado: 800,
    pago: 1200,
    disponivel: 2020,
  },
};

function open(answer: (body: Record<string, unknown>) => Reply, detail: SolicitacaoDetalhe = RESGATE) {
  const posted: Record<string, unknown>[] = [];
  stubApi((method, path, body) => {
    if (path === '/api/acesso/info') return { status: 200, body: makeSession([PERM.solicitacao.gerenciar]) };
    if (method === 'GET' && path === '/api/solicitacao/r-1') return { status: 200, body: detail };
    if (method === 'POST' && path === '/api/solicitacao/r-1/status') {
      posted.push(body as Record<string, unknown>);
      return answer(body as Record<string, unknown>);
    }
    return undefined;
  });
  renderApp('/solicitacoes/r-1');
  return posted;
}

describe('a redemption’s review (staff)', () => {
  it('shows the proof beside the partner’s balance', async () => {
    open(() => ({ status: 500 }));
    const prova = await screen.findByRole('region', { name: 'Comprovação da ação' });
    expect(prova.textContent).toContain('Material impresso · de 10/11/2026 a 20/11/2026');
    expect(prova.textContent).toContain('Gráfica e Editora Paulistana Ltda (24.681.357/0001-40)');
    expect(within(prova).getByRole('link', { name: 'NFe5233.xml' }).getAttribute('href')).toBe(
      '/api/solicitacao/r-1/anexos/7',
    );
    expect(
      within(prova).getByRole('link', { name: 'loja.png' }).querySelector('img')?.getAttribute('src'),
    ).toBe('/api/solicitacao/r-1/anexos/8');
    expect(screen.getByRole('region', { name: 'Saldo do parceiro' }).textContent).toMatch(
      /DisponívelR\$\s2\.020,00/,
    );
  });

  it('approves a part: the dialog starts at the amount asked, sends the amount approved and its reason', async () => {
    const approved: SolicitacaoDetalhe = {
      ...RESGATE,
      status: 'Aprovada',
      valorAprovado: 600,
      proximos: ['Paga'],
      eventos: [
        ...RESGATE.eventos,
        {
          ...RESGATE.eventos[0]!,
          statusDe: 'Em análise',
          statusPara: 'Aprovada',
          texto: 'Os cartazes ficam fora.',
          detalhe: 'Valor aprovado: R$ 600,00 de R$ 1.000,00 pedidos (aprovação parcial)',
          autor: 'Ana Souza',
          interno: true,
        },
      ],
    };
    const posted = open(() => ({ status: 200, body: approved }));
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar a solicitação nº 41' });
    const valor = within(dialog).getByLabelText(/Valor aprovado/) as HTMLInputElement;
    expect(valor.value).toBe('1.000,00');
    expect(dialog.textContent).toMatch(/Pedido: R\$\s1\.000,00 · disponível na verba: R\$\s2\.020,00/);
    fireEvent.change(valor, { target: { value: '600,00' } });
    fireEvent.change(within(dialog).getByLabelText(/Comentário para o parceiro/), {
      target: { value: 'Os cartazes ficam fora.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      { status: 'Aprovada', valorAprovado: '600,00', comentario: 'Os cartazes ficam fora.' },
    ]);
    const historico = screen.getByRole('list', { name: 'Histórico' });
    expect(historico.textContent).toContain(
      'Valor aprovado: R$ 600,00 de R$ 1.000,00 pedidos (aprovação parcial)',
    );
    expect(await screen.findByRole('button', { name: 'Marcar como paga' })).toBeTruthy();
  });

  it('asks for more with what is missing; the server’s words stay in the dialog', async () => {
    const missing =
      'Comentário para o parceiro: escreva o que falta (documentos, fotos ou dados) para a análise.';
    const posted = open(() => ({ status: 400, body: { errors: [missing] } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pedir complemento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir complemento da solicitação nº 41' });
    expect(within(dialog).getByLabelText(/O que falta/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(dialog).findByText(missing)).toBeTruthy();
    expect(posted).toEqual([{ status: 'Pendência' }]);
  });

  it('marks a redemption paid with the payment’s day and reference', async () => {
    const aprovada: SolicitacaoDetalhe = {
      ...RESGATE,
      status: 'Aprovada',
      valorAprovado: 1000,
      proximos: ['Paga'],
    };
    const posted = open(
      () => ({ status: 200, body: { ...aprovada, status: 'Paga', proximos: [] } }),
      aprovada,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar como paga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar o pagamento da solicitação nº 41' });
    const data = within(dialog).getByLabelText(/Data do pagamento/) as HTMLInputElement;
    expect(data.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    fireEvent.change(data, { target: { value: '05/12/2026' } });
    fireEvent.change(within(dialog).getByLabelText(/Referência do pagamento/), {
      target: { value: 'NF de bonificação 48412' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como paga' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      status: 'Paga',
      pagamento: { data: '05/12/2026', referencia: 'NF de bonificação 48412' },
    });
  });
});

describe('staff’s queue', () => {
  it('flags a request waiting for staff more than 10 working days (SPEC §9)', async () => {
    const resumo = (uuid: string, numero: number, atrasada: boolean) => ({
      ...RESGATE,
      uuid,
      numero,
      atrasada,
    });
    stubApi((_method, path) => {
      if (path === '/api/acesso/info')
        return { status: 200, body: makeSession([PERM.solicitacao.gerenciar]) };
      if (path === '/api/solicitacao')
        return { status: 200, body: { results: [resumo('a', 51, true), resumo('b', 52, false)], total: 2 } };
      return undefined;
    });
    renderApp('/solicitacoes');
    const atrasada = (await screen.findByRole('link', { name: /nº 51/ })).closest('tr')!;
    expect(atrasada.textContent).toContain('Mais de 10 dias úteis');
    const emDia = screen.getByRole('link', { name: /nº 52/ }).closest('tr')!;
    expect(emDia.textContent).not.toContain('dias úteis');
  });
});
