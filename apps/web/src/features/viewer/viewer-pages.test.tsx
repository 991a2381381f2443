import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PERM, type SessionInfo } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, type Handler } from '../../test/render-app';

// pdf.js does not run in jsdom: the viewer is replaced by a stand-in that shows the address it was given and
// reports the failure a test asks for (the real one runs in e2e/documents.spec.ts).
const failWith = vi.hoisted(() => ({ error: null as unknown }));
vi.mock('./pdf-viewer', async () => {
  const { useEffect } = await import('react');
  return {
    default: function PdfViewerStandIn({ url, onError }: { url: string; onError: (e: unknown) => void }) {
      useEffect(() => {
        if (failWith.error) onError(failWith.error);
      }, [onError]);
      return <p>PDF: {url}</p>;
    },
  };
});

function signedIn(session: SessionInfo, extra: Handler = () => undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    return extra(method, path, body);
  });
}

const PRICE_LIST = '/docs/lista-precos-pecas/Lista%20de%20pre%C3%A7os%202026';

describe('/docs/* viewer pages', () => {
  it('shows the document title, its file name and the viewer of its /api/docs file to who holds the key', async () => {
    failWith.error = null;
    signedIn(makeSession([PERM.docs.precosPecas]));
    renderApp(PRICE_LIST);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de preços de peças' })).toBeTruthy();
    expect(screen.getByText('Lista de preços 2026')).toBeTruthy();
    expect(
      await screen.findByText('PDF: /api/docs/lista-precos-pecas/Lista%20de%20pre%C3%A7os%202026'),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Lista de preços de peças/));
  });

  it('opens the viewers without a file name on the latest document', async () => {
    failWith.error = null;
    signedIn(makeSession([]));
    renderApp('/docs/lista-de-relacionamento-revendas');
    expect(await screen.findByText('PDF: /api/docs/lista-de-relacionamento-revendas.pdf')).toBeTruthy();
  });

  it('shows the no-permission page to who lacks the key, without asking for the file', async () => {
    failWith.error = null;
    signedIn(makeSession([PERM.docs.listaPrecosRevFisica]));
    renderApp(PRICE_LIST);
    expect(
      await screen.findByRole('heading', { name: 'Você não tem permissão para esta página' }),
    ).toBeTruthy();
    expect(screen.queryByText(/^PDF:/)).toBeNull();
  });

  it('shows "not found" for an identifier without a viewer', async () => {
    signedIn(makeSession([PERM.docs.documentoDefesaInfracao]));
    renderApp('/docs/documento-defesa-infracao/x.pdf');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });

  it("follows the server's answer: 403 is the no-permission page, 404 'Documento não encontrado'", async () => {
    signedIn(makeSession([PERM.docs.precosPecas]));
    failWith.error = Object.assign(new Error('403'), { name: 'ResponseException', status: 403 });
    const first = renderApp(PRICE_LIST);
    expect(
      await screen.findByRole('heading', { name: 'Você não tem permissão para esta página' }),
    ).toBeTruthy();
    first.unmount();

    failWith.error = Object.assign(new Error('404'), { name: 'ResponseException', status: 404 });
    const second = renderApp(PRICE_LIST);
    expect(await screen.findByRole('heading', { name: 'Documento não encontrado' })).toBeTruthy();
    second.unmount();

    failWith.error = new Error('Invalid PDF structure.');
    renderApp(PRICE_LIST);
    expect(await screen.findByRole('heading', { name: 'Não foi possível abrir o documento' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    failWith.error = null;
  });
});

describe('/video', () => {
  const video: Handler = (method, path) => {
    if (path === '/api/video/padrao')
      return { status: 200, body: { url: 'https://player.vimeo.com/video/76979871' } };
    if (path === '/api/video/11111111-1111-4111-8111-111111111111')
      return { status: 200, body: { url: 'https://evil.example/video/76979871' } };
    return method === 'GET' && path.startsWith('/api/video/')
      ? { status: 404, body: { errors: ['Este vídeo não está disponível.'] } }
      : undefined;
  };

  it('plays the default video of the allowed host, looping', async () => {
    signedIn(makeSession([]), video);
    renderApp('/video');
    const player = await screen.findByTitle('Vídeo');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&loop=1&muted=1',
    );
  });

  it('shows a message for an unknown token, a malformed one (never sent) and a foreign address', async () => {
    for (const address of [
      '/video?url=00000000-0000-4000-8000-000000000000',
      '/video?url=https%3A%2F%2Fevil.example',
      '/video?v=11111111-1111-4111-8111-111111111111',
    ]) {
      const fetchMock = signedIn(makeSession([]), video);
      const view = renderApp(address);
      expect(await screen.findByRole('heading', { name: 'Vídeo indisponível' })).toBeTruthy();
      expect(document.querySelector('iframe')).toBeNull();
      if (address.includes('evil.example%'))
        expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/video/'))).toBe(false);
      view.unmount();
    }
  });
});
