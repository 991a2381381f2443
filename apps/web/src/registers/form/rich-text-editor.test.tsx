import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import { AppTheme } from '../../app/providers';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi } from '../../test/render-app';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

const slow = { timeout: 5000 };

beforeAll(() => {
  // ProseMirror measures the selection to scroll it into view when a command takes the focus; jsdom has no
  // layout, so it measures nothing.
  const empty = () => [] as unknown as DOMRectList;
  const none = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = none;
  Element.prototype.getClientRects = empty;
});

function renderEditor(props: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <AppTheme>
      <RichTextEditor
        name="resposta"
        label="Resposta"
        value=""
        onChange={onChange}
        onBlur={() => undefined}
        {...props}
      />
    </AppTheme>,
  );
  return { onChange, editor: screen.getByRole('textbox', { name: /Resposta/ }) };
}

describe('the rich-text editor', () => {
  it('shows the HTML it is given, and its toolbar turns the paragraph into a list', async () => {
    const { onChange, editor } = renderEditor({ value: '<p>Prix <strong>250</strong></p>' });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.querySelector('strong')?.textContent).toBe('250');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação de Resposta' });
    expect(toolbar).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lista com marcadores' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Prix <strong>250</strong></p></li></ul>'),
    );
    expect(screen.getByRole('button', { name: 'Lista com marcadores' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('keeps nothing its schema does not know: an image with a handler never reaches the page', () => {
    const { editor } = renderEditor({
      value: '<p>Oi</p><img src="x" onerror="window.__xss = 1"><script>1</script>',
    });
    expect(editor.textContent).toBe('Oi');
    expect(editor.querySelector('img, script, [onerror]')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('is read-only, toolbar included, for who may not write', () => {
    const { editor } = renderEditor({ value: '<p>Oi</p>', disabled: true });
    expect(editor.getAttribute('contenteditable')).toBe('false');
    expect((screen.getByRole('button', { name: 'Negrito' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the field error and marks the text box invalid', () => {
    const { editor } = renderEditor({
      error: true,
      helperText: 'O campo Resposta é obrigatório',
      required: true,
    });
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(editor.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('O campo Resposta é obrigatório')).toBeTruthy();
  });
});

describe("the FAQ register's form", () => {
  it("loads the editor for 'Resposta' and sends what it holds as HTML", async () => {
    const posts: unknown[] = [];
    stubApi((method, path, body) => {
      if (method === 'POST' && path === '/api/acesso/info')
        return { status: 200, body: makeSession(['cadastro', PERM.cadastro.faq]) };
      if (method === 'POST' && path === '/api/faq/cadastro') {
        posts.push(body);
        return { status: 200, body: { inserted: true, uuid: 'f-1' } };
      }
      if (method === 'GET' && path === '/api/faq/cadastro/f-1')
        return {
          status: 200,
          body: { uuid: 'f-1', id: 'FAQ000001', ...(posts[0] as object), inativo: false },
        };
      return undefined;
    });
    renderApp('/cadastro/faq/detalhe/novo');
    const editor = await screen.findByRole('textbox', { name: /Resposta/ }, slow);
    fireEvent.change(screen.getByLabelText(/^Assunto/), { target: { value: 'Suporte' } });
    fireEvent.change(screen.getByLabelText(/^Pergunta/), { target: { value: 'Como falo com a Prix?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('O campo Resposta é obrigatório')).toBeTruthy();
    // jsdom has no typing into a contenteditable: the text is written into its paragraph, which ProseMirror
    // reads back as an edit (its DOM observer), as it does with a browser's own input.
    editor.querySelector('p')!.textContent = 'Escreva para o marketing.';
    await waitFor(() => expect(screen.queryByText('O campo Resposta é obrigatório')).toBeNull(), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(posts).toHaveLength(1), slow);
    expect(posts[0]).toMatchObject({
      assunto: 'Suporte',
      pergunta: 'Como falo com a Prix?',
      resposta: '<p>Escreva para o marketing.</p>',
    });
  });
});
