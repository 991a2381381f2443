import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StubbedReply } from '../../test/fetch-stub';
import { stubPublico } from '../../test/publico-stub';
import { inPageRow } from '../../test/page-row';
import { SeusDadosPage } from './seus-dados-page';
import { ConfirmarSolicitacaoPage, LINK_INVALIDO } from './confirmar-page';

const TOKEN = 'k9j8h7g6f5d4s3a2p1o0i9u8y7t6r5e4w3q2';

function abrir(caminho: string, resposta: (pathname: string) => StubbedReply | undefined) {
  const calls = stubPublico(({ url }) => resposta(url.pathname));
  const router = createMemoryRouter(
    [
      { path: '/seus-dados', element: inPageRow('/seus-dados', <SeusDadosPage />) },
      {
        path: '/seus-dados/confirmar/:token',
        element: inPageRow('/seus-dados/confirmar/:token', <ConfirmarSolicitacaoPage />),
      },
      { path: '/acesso/login', element: <h1>Entrar</h1> },
    ],
    { initialEntries: [caminho] },
  );
  render(<RouterProvider router={router} />);
  return calls;
}

const caixa = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the public privacy request /seus-dados', () => {
  it('checks the fields with the shared schema, names each message, and focuses the first wrong field', async () => {
    const calls = abrir('/seus-dados', () => undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Seus dados pessoais' })).toBeTruthy();
    expect(document.title).toBe('Seus dados pessoais | Portal de Parceiros Prix');
    fireEvent.change(caixa(/^E-mail/), { target: { value: 'nao-e-um-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findByText('Informe o nome.')).toBeTruthy();
    expect(screen.getByText('Informe um e-mail válido.')).toBeTruthy();
    expect(screen.getByText('Escolha o tipo de solicitação.')).toBeTruthy();
    expect(screen.getByText('Informe a mensagem.')).toBeTruthy();
    expect(document.activeElement).toBe(caixa(/^Nome/));
    expect(caixa(/^Nome/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends the request with the bot protection, then says to confirm through the e-mailed link', async () => {
    const calls = abrir('/seus-dados', (pathname) =>
      pathname === '/api/publico/privacidade'
        ? { status: 201, body: { mensagem: 'Enviamos um link de confirmação.' } }
        : undefined,
    );
    fireEvent.change(caixa(/^Nome/), { target: { value: '  Paula Pereira ' } });
    fireEvent.change(caixa(/^E-mail/), { target: { value: 'paula@exemplo.com.br' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Anonimização ou exclusão/ }));
    fireEvent.change(caixa(/^Mensagem/), {
      target: { value: 'Pedi contato em outubro; apaguem meus dados.' },
    });
    expect(screen.getByText('44 de 2000 caracteres')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));

    const titulo = await screen.findByRole('heading', { name: 'Confirme seu e-mail' });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(screen.getByText('paula@exemplo.com.br')).toBeTruthy();
    expect(screen.getByText(/Abra-o em até 7 dias/).textContent).toContain(
      'o prazo de 15 dias para a resposta começa na confirmação',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('x-prix-cliente')).toBe('1');
    expect(calls[0]!.body).toMatchObject({
      nome: 'Paula Pereira',
      email: 'paula@exemplo.com.br',
      tipo: 'anonimizacao',
      mensagem: 'Pedi contato em outubro; apaguem meus dados.',
      website: '',
    });
    expect(typeof (calls[0]!.body as { tempo: unknown }).tempo).toBe('number');
  });

  it("shows the server's words, and 429's wait in minutes, above the form", async () => {
    abrir('/seus-dados', () => ({ status: 429, body: { errors: [] }, headers: { 'retry-after': '120' } }));
    fireEvent.change(caixa(/^Nome/), { target: { value: 'Paula' } });
    fireEvent.change(caixa(/^E-mail/), { target: { value: 'paula@exemplo.com.br' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Acesso aos meus dados/ }));
    fireEvent.change(caixa(/^Mensagem/), { target: { value: 'Quero uma cópia.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    const aviso = await screen.findByRole('alert');
    expect(aviso.textContent).toContain('A solicitação não foi enviada.');
    expect(aviso.textContent).toContain('tente novamente em 2 minutos');
    expect(screen.getByRole('button', { name: 'Enviar solicitação' })).toBeTruthy();
  });
});

describe('the confirmation link /seus-dados/confirmar/{token}', () => {
  it('confirms the request with the due date, and tells search engines not to list it', async () => {
    const calls = abrir(`/seus-dados/confirmar/${TOKEN}`, (pathname) =>
      pathname === `/api/publico/privacidade/confirmar/${TOKEN}`
        ? { status: 200, body: { mensagem: 'Confirmada.', prazo: '2026-12-16' } }
        : undefined,
    );
    expect(await screen.findByText('Solicitação confirmada.')).toBeTruthy();
    expect(screen.getByText(/A Prix responde por e-mail até 16\/12\/2026\./)).toBeTruthy();
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.headers.get('x-prix-cliente')).toBe('1');
    expect(document.title).toBe('Confirmação da solicitação | Portal de Parceiros Prix');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });

  it('says the same for a forged or expired link (404), with the way to send a new request', async () => {
    abrir('/seus-dados/confirmar/forjado', () => undefined);
    expect(await screen.findByText(LINK_INVALIDO)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enviar uma nova solicitação' }).getAttribute('href')).toBe(
      '/seus-dados',
    );
  });

  it('offers to try again when the server cannot be reached', async () => {
    abrir(`/seus-dados/confirmar/${TOKEN}`, () => ({
      status: 503,
      body: { errors: ['Serviço indisponível.'] },
    }));
    expect(await screen.findByText('Serviço indisponível.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
