import { describe, expect, it } from 'vitest';
import { useState, type ComponentType } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { KEYS_PAGE_SIZE, type KeyValue } from '@prix/shared';
import { AppProviders } from '../../app/providers';
import { stubApi } from '../../test/render-app';
import { Selector, type SelectorProps } from './selector';
import type * as SelectorModule from './selector';

/**
 * The selector against a stand-in for POST {path}/keys that answers the way the server does (search, the
 * selected ones first with the first page, pages of KEYS_PAGE_SIZE from `offset`), and a lookup list.
 */

const PERMISSOES: KeyValue[] = Array.from({ length: 55 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { key: `perm.${n}`, value: `Permissão ${n}` };
});
const ESTADOS: KeyValue[] = [
  { key: 'RJ', value: 'Rio de Janeiro' },
  { key: 'SP', value: 'São Paulo' },
];

type KeysBody = { search: string; selected: string[]; offset?: number };

function keysServer() {
  const calls: KeysBody[] = [];
  const fetchMock = stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/permissao/keys') {
      const { search, selected, offset = 0 } = body as KeysBody;
      calls.push({ search, selected, offset });
      const chosen = offset === 0 ? PERMISSOES.filter((o) => selected.includes(o.key)) : [];
      const matches = PERMISSOES.filter(
        (o) => !selected.includes(o.key) && o.value.toLowerCase().includes(search.toLowerCase()),
      ).slice(offset, offset + KEYS_PAGE_SIZE);
      return { status: 200, body: [...chosen, ...matches] };
    }
    if (method === 'GET' && path === '/api/estado/BR') return { status: 200, body: ESTADOS };
    return undefined;
  });
  return { calls, fetchMock };
}

function Harness({
  Selector: Chosen = Selector,
  ...props
}: {
  /** Another instance of the selector's module (the placeholder's tests). */
  Selector?: ComponentType<SelectorProps>;
  multiple?: boolean;
  initial: string[] | string | null;
  disabled?: boolean;
  /** A single selector of the states of Brazil (a lookup list) instead of permissions. */
  estados?: boolean;
}) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [value, setValue] = useState(props.initial);
  return (
    <AppProviders queryClient={client}>
      {props.multiple ? (
        <Chosen
          multiple
          target="permissao"
          label="Permissões"
          value={value as string[]}
          onChange={setValue}
          disabled={props.disabled}
        />
      ) : props.estados ? (
        <Chosen
          target="estado"
          source={{ name: 'estado', lookupPath: '/estado/BR' }}
          label="Estado"
          value={value as string | null}
          onChange={setValue}
        />
      ) : (
        <Chosen target="permissao" label="Permissão" value={value as string | null} onChange={setValue} />
      )}
      <output aria-label="valor">{JSON.stringify(value)}</output>
    </AppProviders>
  );
}

const box = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
const chosen = () =>
  JSON.parse(screen.getByRole('status', { name: 'valor' }).textContent ?? 'null') as unknown;

function type(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('Selector', () => {
  it('keeps what is typed in a multi-selector and searches the server with it', async () => {
    const { calls } = keysServer();
    render(<Harness multiple initial={['perm.01']} />);
    await screen.findByRole('button', { name: 'Permissão 01' });
    const input = box('Permissões');
    expect(input.placeholder).toBe('Digite uma opção');
    type(input, 'permissão 45');
    expect(input.value).toBe('permissão 45');
    expect(screen.getByText('Pesquisando...')).toBeTruthy();
    await screen.findByRole('option', { name: 'Permissão 45' });
    expect(input.value).toBe('permissão 45');
    expect(optionNames()).toEqual(['Permissão 45']);
    expect(calls.at(-1)).toEqual({ search: 'permissão 45', selected: ['perm.01'], offset: 0 });
    // Only the settled text is searched (200 ms after the last key), not every key pressed.
    expect(calls.some((c) => c.search === 'p')).toBe(false);

    fireEvent.click(screen.getByRole('option', { name: 'Permissão 45' }));
    expect(chosen()).toEqual(['perm.01', 'perm.45']);
    expect(screen.getByRole('button', { name: 'Permissão 45' })).toBeTruthy();
  });

  it('keeps what is typed in a single selector that holds a value', async () => {
    keysServer();
    render(<Harness initial="perm.03" />);
    const input = box('Permissão');
    await waitFor(() => expect(input.value).toBe('Permissão 03'));
    type(input, 'Permissão 5');
    expect(input.value).toBe('Permissão 5');
    await screen.findByRole('option', { name: 'Permissão 50' });
    expect(input.value).toBe('Permissão 5');
    // The chosen record comes first, then the matches.
    expect(optionNames()).toEqual([
      'Permissão 03',
      ...['50', '51', '52', '53', '54', '55'].map((n) => `Permissão ${n}`),
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Permissão 54' }));
    expect(chosen()).toBe('perm.54');
    await waitFor(() => expect(input.value).toBe('Permissão 54'));
  });

  it('says when nothing matches', async () => {
    keysServer();
    render(<Harness multiple initial={[]} />);
    type(box('Permissões'), 'nada disso');
    expect(await screen.findByText('Nenhuma opção encontrada')).toBeTruthy();
  });

  it('loads the next page when the list is scrolled to its end, until every option is offered', async () => {
    const { calls } = keysServer();
    render(<Harness multiple initial={[]} />);
    fireEvent.mouseDown(box('Permissões'));
    await screen.findByRole('option', { name: 'Permissão 20' });
    expect(screen.queryAllByRole('option')).toHaveLength(KEYS_PAGE_SIZE);

    const scrollToEnd = () => {
      const list = screen.getByRole('listbox');
      Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
      Object.defineProperty(list, 'clientHeight', { configurable: true, value: 300 });
      list.scrollTop = 700;
      fireEvent.scroll(list);
    };
    scrollToEnd();
    await screen.findByRole('option', { name: 'Permissão 40' });
    expect(calls.at(-1)?.offset).toBe(KEYS_PAGE_SIZE);
    scrollToEnd();
    await screen.findByRole('option', { name: 'Permissão 55' });
    expect(screen.queryAllByRole('option')).toHaveLength(55);
    const count = calls.length;
    scrollToEnd();
    // The last page was short: nothing more is asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(count);

    fireEvent.click(screen.getByRole('option', { name: 'Permissão 55' }));
    expect(chosen()).toEqual(['perm.55']);
  });

  it('chooses with the keyboard', async () => {
    keysServer();
    render(<Harness multiple initial={[]} />);
    const input = box('Permissões');
    type(input, 'Permissão 3');
    await screen.findByRole('option', { name: 'Permissão 30' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen()).toEqual(['perm.31']);
  });

  it('never shows a raw code for a chosen value while its label loads', async () => {
    keysServer();
    render(<Harness initial="SP" estados />);
    const input = box('Estado');
    expect(input.value).toBe('');
    await waitFor(() => expect(input.value).toBe('São Paulo'));
  });

  it('never shows a raw code on a chip while its label loads', async () => {
    keysServer();
    render(<Harness multiple initial={['perm.09']} />);
    expect(screen.queryByText('perm.09')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Permissão 09' })).toBeTruthy();
  });

  it('shows the chips of a locked multi-selector without their remove button', async () => {
    keysServer();
    render(<Harness multiple initial={['perm.02', 'perm.07']} disabled />);
    const chip = (await screen.findByText('Permissão 07')).closest('.MuiChip-root') as HTMLElement;
    expect(within(chip).queryByTestId('CancelIcon')).toBeNull();
  });

  it('offers the remove button on the chips of an editable multi-selector', async () => {
    keysServer();
    render(<Harness multiple initial={['perm.02']} />);
    const chip = await screen.findByRole('button', { name: 'Permissão 02' });
    expect(within(chip).getByTestId('CancelIcon')).toBeTruthy();
  });
});

/**
 * Until the Autocomplete's chunk arrives (selector.tsx), a placeholder stands in its place. A second instance
 * of selector.tsx (its own module state: nothing loaded yet) shows it, whatever the other tests loaded.
 */
describe('Selector before its Autocomplete arrives', () => {
  // One instance per test: once a test has loaded the Autocomplete, its instance shows no placeholder again.
  const instances = {
    // @ts-expect-error: the query makes another instance of the module; its types are the module's own.
    labels: () => import('./selector?placeholder-labels'),
    // @ts-expect-error: as above.
    focused: () => import('./selector?placeholder-focused'),
    // @ts-expect-error: as above.
    left: () => import('./selector?placeholder-left'),
    // @ts-expect-error: as above.
    clicked: () => import('./selector?placeholder-clicked'),
    // @ts-expect-error: as above.
    arrowed: () => import('./selector?placeholder-arrowed'),
  };
  const fresh = async (which: keyof typeof instances) =>
    ((await instances[which]()) as typeof SelectorModule).Selector;

  it('shows the chosen label in a field of the same name, and the chips of a multi-selector', async () => {
    keysServer();
    const Placeholder = await fresh('labels');
    const { unmount } = render(<Harness Selector={Placeholder} initial="perm.03" />);
    const input = box('Permissão');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('');
    await waitFor(() => expect(input.value).toBe('Permissão 03'));
    unmount();

    render(<Harness Selector={Placeholder} multiple initial={['perm.02', 'perm.07']} />);
    const chip = await screen.findByRole('button', { name: 'Permissão 07' });
    expect(screen.queryByText('perm.07')).toBeNull();
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(chosen()).toEqual(['perm.02']);
  });

  it('keeps what was typed in it, and the focus, when the Autocomplete takes over', async () => {
    keysServer();
    const Placeholder = await fresh('focused');
    render(<Harness Selector={Placeholder} multiple initial={[]} />);
    const placeholder = box('Permissões');
    expect(placeholder.getAttribute('aria-expanded')).toBe('false');
    // Typed in the same turn as the focus that asks for the chunk: before it can have arrived.
    placeholder.focus();
    fireEvent.change(placeholder, { target: { value: 'permissão 45' } });
    expect(placeholder.value).toBe('permissão 45');

    await screen.findByRole('option', { name: 'Permissão 45' });
    const input = box('Permissões');
    expect(input).not.toBe(placeholder);
    expect(input.value).toBe('permissão 45');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe('permissão 45'.length);
    fireEvent.click(screen.getByRole('option', { name: 'Permissão 45' }));
    expect(chosen()).toEqual(['perm.45']);
  });

  it('opens the list a click asked for before the Autocomplete arrived', async () => {
    keysServer();
    const Placeholder = await fresh('clicked');
    render(<Harness Selector={Placeholder} multiple initial={[]} />);
    const placeholder = box('Permissões');
    // Pressed in the same turn as the focus that asks for the chunk: before it can have arrived.
    fireEvent.mouseDown(placeholder);
    placeholder.focus();
    fireEvent.click(placeholder);

    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0);
    expect(box('Permissões')).not.toBe(placeholder);
    expect(document.activeElement).toBe(box('Permissões'));
  });

  it('opens the list ArrowDown asked for before the Autocomplete arrived', async () => {
    keysServer();
    const Placeholder = await fresh('arrowed');
    render(<Harness Selector={Placeholder} multiple initial={[]} />);
    const placeholder = box('Permissões');
    placeholder.focus();
    fireEvent.keyDown(placeholder, { key: 'ArrowDown' });

    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(box('Permissões'));
  });

  it('drops what was typed and left without choosing, as the Autocomplete does, and opens no list', async () => {
    const { calls } = keysServer();
    const Placeholder = await fresh('left');
    render(<Harness Selector={Placeholder} initial="perm.03" />);
    const placeholder = box('Permissão');
    await waitFor(() => expect(placeholder.value).toBe('Permissão 03'));
    placeholder.focus();
    fireEvent.change(placeholder, { target: { value: 'permissão 45' } });
    act(() => placeholder.blur());
    expect(placeholder.value).toBe('Permissão 03');

    await waitFor(() => expect(box('Permissão')).not.toBe(placeholder));
    expect(box('Permissão').value).toBe('Permissão 03');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(calls.some((call) => call.search !== '')).toBe(false);
    expect(chosen()).toBe('perm.03');
  });
});
