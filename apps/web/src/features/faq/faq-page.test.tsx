import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM, type FaqResponse } from '@prix/shared';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, stubViewport } from '../../test/render-app';

const slow = { timeout: 5000 };

const FAQ: FaqResponse = {
  assuntos: [
    {
      assunto: 'Níveis e classes',
      perguntas: [
        {
          uuid: 'q1',
          pergunta: 'Como é definida a classe?',
          // What a database written some other way could hold: the page must still run none of it.
          resposta:
            '<p>Pelo <strong>faturamento</strong>.</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>' +
            '<p onclick="window.__xss = 3" style="color:red">Clique</p><a href="javascript:window.__xss = 4">link</a>' +
            '<a href="https://www.prix.com.br">site</a><iframe src="https://evil.example"></iframe>',
        },
        { uuid: 'q2', pergunta: 'Quando há reclassificação?', resposta: '<p>Em janeiro.</p>' },
      ],
    },
    {
      assunto: 'Suporte',
      perguntas: [{ uuid: 'q3', pergunta: 'Com quem falo?', resposta: '<p>Com o marketing.</p>' }],
    },
  ],
  contato: 'marketing@prix.com.br',
};

function stubFaq(faq: FaqResponse, keys: readonly string[] = [PERM.pagina.duvidas]) {
  return stubApi((method, path) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: makeSession(keys) };
    if (method === 'GET' && path === '/api/faq') return { status: 200, body: faq };
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  delete (window as { __xss?: unknown }).__xss;
});

describe('/faq', () => {
  it('shows the first subject with its first answer open, sanitised: no handler, script, frame or style', async () => {
    stubFaq(FAQ);
    const { container } = renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 2, name: 'Níveis e classes' }, slow)).toBeTruthy();
    const first = screen.getByRole('button', { name: 'Como é definida a classe?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Quando há reclassificação?' }).getAttribute('aria-expanded'),
    ).toBe('false');
    const answer = screen.getAllByTestId('resposta')[0]!;
    expect(answer.querySelector('strong')?.textContent).toBe('faturamento');
    expect(within(answer).getByText('Clique')).toBeTruthy();
    expect(container.querySelector('img, script, iframe')).toBeNull();
    expect(answer.querySelector('[onclick], [onerror], [style]')).toBeNull();
    const links = [...answer.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://www.prix.com.br']);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    expect(screen.getByRole('link', { name: 'marketing@prix.com.br' }).getAttribute('href')).toBe(
      'mailto:marketing@prix.com.br',
    );
  });

  it('opens and closes a question with its button, and switches subject keeping it in the address', async () => {
    stubFaq(FAQ);
    const { router } = renderApp('/faq');
    const second = await screen.findByRole('button', { name: 'Quando há reclassificação?' }, slow);
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Em janeiro.')).toBeTruthy();

    const subjects = screen.getByRole('navigation', { name: 'Assuntos' });
    // Desktop: a list on the right, each subject with its number of questions.
    fireEvent.click(within(subjects).getByRole('button', { name: 'Suporte 1 pergunta' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Suporte' })).toBeTruthy();
    expect(
      within(subjects).getByRole('button', { name: 'Suporte 1 pergunta' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('assunto')).toBe('Suporte');
    expect(screen.getByText('Com o marketing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Como é definida a classe?' })).toBeNull();
  });

  it('on a phone, offers the subjects as buttons above the questions', async () => {
    stubViewport(360);
    stubFaq(FAQ);
    const { router } = renderApp('/faq');
    const subjects = await screen.findByRole('navigation', { name: 'Assuntos' }, slow);
    const suporte = within(subjects).getByRole('button', { name: 'Suporte' });
    // Above the questions, in the document's order too.
    const heading = screen.getByRole('heading', { level: 2, name: 'Níveis e classes' });
    expect(subjects.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(suporte);
    expect(await screen.findByRole('heading', { level: 2, name: 'Suporte' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('assunto')).toBe('Suporte');
  });

  it('opens the subject the address names, and the first one when it names none it knows', async () => {
    stubFaq(FAQ);
    renderApp(`/faq?assunto=${encodeURIComponent('Suporte')}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Suporte' }, slow)).toBeTruthy();
    cleanup();
    renderApp('/faq?assunto=Inexistente');
    expect(await screen.findByRole('heading', { level: 2, name: 'Níveis e classes' }, slow)).toBeTruthy();
  });

  it('says when nothing is published yet, still offering the contact', async () => {
    stubFaq({ assuntos: [], contato: null });
    renderApp('/faq');
    expect(await screen.findByText('Nenhuma dúvida cadastrada', undefined, slow)).toBeTruthy();
    // Without the parameter, the session's support address.
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('is refused without visualizar.duvidas, without asking the API', async () => {
    const fetchMock = stubFaq(FAQ, []);
    renderApp('/faq');
    expect(await screen.findByText('Você não tem permissão para esta página', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/faq'))).toBe(false);
  });
});

vi.mock('../../lib/navigation', () => ({ navigateTo: vi.fn() }));
