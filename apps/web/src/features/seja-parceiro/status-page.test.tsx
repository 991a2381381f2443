import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CandidaturaPublica } from '@prix/shared/candidatura';
import type { StubbedReply } from '../../test/fetch-stub';
import { stubEnvioArquivos, stubPublico } from '../../test/publico-stub';
import { inPageRow } from '../../test/page-row';
import { CandidaturaStatusPage, NAO_ENCONTRADO } from './status-page';

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

function candidatura(extra: Partial<CandidaturaPublica> = {}): CandidaturaPublica {
  return {
    razaoSocial: 'Balanças Horizonte Ltda',
    status: 'em_analise',
    recebidaEm: '2026-11-20T13:00:00.000Z',
    mensagem: null,
    documentos: [
      { tipo: 'contratoSocial', nome: 'contrato.pdf', enviadoEm: '2026-11-20T13:00:00.000Z' },
      { tipo: 'cartaoCnpj', nome: 'cartao.png', enviadoEm: '2026-11-20T13:00:00.000Z' },
    ],
    podeEnviarDocumentos: false,
    ...extra,
  };
}

function abrir(resposta: StubbedReply, envio: StubbedReply = { status: 200, body: candidatura() }) {
  const calls = stubPublico(({ url }) =>
    url.pathname === `/api/publico/candidatura/${TOKEN}` || url.pathname === '/api/publico/candidatura/outro'
      ? resposta
      : undefined,
  );
  const xhr = stubEnvioArquivos(() => envio);
  const router = createMemoryRouter(
    [
      {
        path: '/seja-parceiro/:token',
        element: inPageRow('/seja-parceiro/:token', <CandidaturaStatusPage />),
      },
      { path: '/seja-parceiro', element: <h1>Seja um parceiro Prix</h1> },
    ],
    { initialEntries: [`/seja-parceiro/${TOKEN}`] },
  );
  const view = render(<RouterProvider router={router} />);
  return { calls, xhr, view };
}

const etapas = () =>
  within(screen.getByRole('list', { name: 'Andamento da candidatura' }))
    .getAllByRole('listitem')
    .map((li) => `${li.textContent}${li.getAttribute('aria-current') ? ' ←' : ''}`);

describe('the application status page /seja-parceiro/{token}', () => {
  it('shows the status as steps, the documents sent, and tells search engines not to list it', async () => {
    const { calls } = abrir({ status: 200, body: candidatura() });
    expect(
      await screen.findByRole('heading', { name: 'Candidatura de Balanças Horizonte Ltda' }),
    ).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe(`/api/publico/candidatura/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Situação: Em análise' })).toBeTruthy();
    expect(etapas()).toEqual([
      '✓Recebida (concluída)',
      '2Em análise (etapa atual) ←',
      '3Pendência',
      '4Aprovada ou recusada',
    ]);
    expect(screen.getByText('Recebida em 20/11/2026.')).toBeTruthy();
    const enviados = within(screen.getByRole('region', { name: 'Documentos enviados' }));
    expect(enviados.getByText('Contrato social')).toBeTruthy();
    expect(enviados.getByText('contrato.pdf')).toBeTruthy();
    expect(enviados.getByText('Cartão CNPJ')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Enviar documentos' })).toBeNull();
    // A generic title: the company's name stays out of the tab and the history.
    expect(document.title).toBe('Acompanhe sua candidatura | Portal de Parceiros Prix');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });

  it("shows staff's request while documents are pending, sends the chosen files as parts 'outro', then the new status", async () => {
    const { xhr } = abrir(
      {
        status: 200,
        body: candidatura({
          status: 'pendencia',
          mensagem: 'Envie o alvará de funcionamento.',
          podeEnviarDocumentos: true,
        }),
      },
      {
        status: 200,
        body: candidatura({
          documentos: [
            ...candidatura().documentos,
            { tipo: 'outro', nome: 'alvara.pdf', enviadoEm: '2026-11-25T13:00:00.000Z' },
          ],
        }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Situação: Pendência' })).toBeTruthy();
    expect(etapas()[2]).toBe('3Pendência (etapa atual) ←');
    expect(screen.getByRole('heading', { name: 'O que a equipe da Prix pediu' })).toBeTruthy();
    expect(screen.getByText('Envie o alvará de funcionamento.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar documentos' }));
    const campo = screen.getByLabelText(/^Documentos pedidos/, { selector: 'input[type="file"]' });
    await waitFor(() => expect(document.activeElement).toBe(campo));
    expect(screen.getByText('Escolha ao menos um documento (PDF ou imagem).')).toBeTruthy();
    expect(campo.hasAttribute('multiple')).toBe(true);

    fireEvent.change(campo, {
      target: { files: [new File(['x'], 'planilha.xlsx', { type: 'application/vnd.ms-excel' })] },
    });
    expect(screen.getByText(/O arquivo planilha.xlsx não é PDF nem imagem/)).toBeTruthy();
    fireEvent.change(campo, {
      target: { files: [new File(['%PDF'], 'alvara.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.change(campo, { target: { files: [new File(['png'], 'fachada.png', { type: 'image/png' })] } });
    expect(screen.getByRole('button', { name: 'Remover alvara.pdf' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover fachada.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar documentos' }));

    const confirmacao = await screen.findByText(
      'Documentos enviados. A equipe da Prix foi avisada e volta a analisar sua candidatura.',
    );
    await waitFor(() => expect(document.activeElement).toBe(confirmacao));
    expect(xhr.envios).toHaveLength(1);
    expect(xhr.envios[0]!.url).toBe(`/api/publico/candidatura/${TOKEN}/documentos`);
    expect(xhr.envios[0]!.form.getAll('outro').map((f) => (f as File).name)).toEqual(['alvara.pdf']);
    expect(screen.getByRole('heading', { name: 'Situação: Em análise' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Enviar documentos' })).toBeNull();
    expect(screen.getByText('alvara.pdf')).toBeTruthy();
    expect(screen.getByText('Outro documento')).toBeTruthy();
  });

  it('says when the status has moved on meanwhile (409) or the address floods (429)', async () => {
    abrir(
      {
        status: 200,
        body: candidatura({ status: 'pendencia', mensagem: 'Falta o alvará.', podeEnviarDocumentos: true }),
      },
      { status: 409, body: { errors: ['Esta candidatura não aguarda documentos.'] } },
    );
    await screen.findByRole('heading', { name: 'Situação: Pendência' });
    const campo = screen.getByLabelText(/^Documentos pedidos/, { selector: 'input[type="file"]' });
    fireEvent.change(campo, {
      target: { files: [new File(['%PDF'], 'alvara.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar documentos' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('Esta candidatura não aguarda documentos.');
    await waitFor(() => expect(document.activeElement).toBe(alerta));
  });

  it('names the decision: approved with the invitation, refused with its reason', async () => {
    abrir({
      status: 200,
      body: candidatura({ status: 'recusada', mensagem: 'A região já tem parceiros suficientes.' }),
    });
    expect(await screen.findByRole('heading', { name: 'Situação: Recusada' })).toBeTruthy();
    expect(etapas()[3]).toBe('4Recusada (etapa atual) ←');
    expect(screen.getByRole('heading', { name: 'Motivo' })).toBeTruthy();
    expect(screen.getByText('A região já tem parceiros suficientes.')).toBeTruthy();
  });

  it('approved: every step done but the decision, and where the invitation goes', async () => {
    abrir({ status: 200, body: candidatura({ status: 'aprovada' }) });
    expect(await screen.findByRole('heading', { name: 'Situação: Aprovada' })).toBeTruthy();
    expect(etapas()).toEqual([
      '✓Recebida (concluída)',
      '✓Em análise (concluída)',
      '✓Pendência (concluída)',
      '4Aprovada (etapa atual) ←',
    ]);
    expect(screen.getByText(/recebe por e-mail o convite para entrar no Portal de Parceiros/)).toBeTruthy();
  });

  it('an unknown or expired address: the same words, and the way to apply', async () => {
    abrir({ status: 404, body: { errors: ['Não encontrado.'] } });
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toBe(NAO_ENCONTRADO);
    expect(NAO_ENCONTRADO).toMatch(/^Endereço não encontrado ou expirado\. Confira o link do e-mail/);
    expect(
      screen.getByRole('link', { name: 'Conheça o programa e envie sua candidatura' }).getAttribute('href'),
    ).toBe('/seja-parceiro');
  });

  it('another failure: its message and a retry', async () => {
    let vez = 0;
    stubPublico(() =>
      vez++ === 0
        ? { status: 503, body: { errors: ['Serviço indisponível.'] } }
        : { status: 200, body: candidatura() },
    );
    stubEnvioArquivos(() => ({ status: 200 }));
    const router = createMemoryRouter(
      [
        {
          path: '/seja-parceiro/:token',
          element: inPageRow('/seja-parceiro/:token', <CandidaturaStatusPage />),
        },
      ],
      {
        initialEntries: [`/seja-parceiro/${TOKEN}`],
      },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Serviço indisponível.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { name: 'Candidatura de Balanças Horizonte Ltda' }),
    ).toBeTruthy();
  });
});
