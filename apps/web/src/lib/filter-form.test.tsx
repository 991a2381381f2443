import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FilterSubmitButton } from '../components/filter-submit-button';
import { useFilterForm, type FilterForm } from './filter-form';

const KEYS = ['dtInit', 'dtEnd', 'tipo'] as const;
type Key = (typeof KEYS)[number];

/** A filter form of two typed dates and one picked choice, as the reports have. */
function Filters({ seen, searchOnPause }: { seen?: FilterForm<Key>[]; searchOnPause?: boolean }) {
  const filter = useFilterForm({ keys: KEYS, resets: ['page'], searchOnPause });
  seen?.push(filter);
  return (
    <form aria-label="Filtros" {...filter.formProps}>
      <label>
        Data inicial
        <input value={filter.draft.dtInit} onChange={(e) => filter.type('dtInit', e.target.value)} />
      </label>
      <label>
        Data final
        <input value={filter.draft.dtEnd} onChange={(e) => filter.type('dtEnd', e.target.value)} />
      </label>
      <label>
        Tipo
        <select value={filter.draft.tipo} onChange={(e) => filter.choose('tipo', e.target.value)}>
          <option value="">Todos</option>
          <option value="botao">Botão</option>
        </select>
      </label>
      <FilterSubmitButton filter={filter} />
    </form>
  );
}

function renderForm(address = '/lista', props: Parameters<typeof Filters>[0] = {}) {
  const router = createMemoryRouter([{ path: '/lista', element: <Filters {...props} /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
  const enter = (name: string) => fireEvent.keyDown(field(name), { key: 'Enter' });
  const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  const button = () => screen.getByRole('button', { name: /Pesquisar|Limpar filtros/ });
  return { router, field, type, enter, params, button };
}

describe('useFilterForm: Enter searches, the button clears only what a search applied', () => {
  it('applies both typed dates on Enter and keeps them in the fields', async () => {
    const form = renderForm('/lista?page=3&vista=downloads');
    form.type('Data inicial', '01/01/2024');
    form.type('Data final', '31/01/2024');
    // Typing applies nothing: the list still shows page 3 without a period.
    expect(form.params()).toEqual({ page: '3', vista: 'downloads' });
    expect(form.button().textContent).toBe('Pesquisar');

    await act(async () => form.enter('Data final'));
    expect(form.params()).toEqual({ vista: 'downloads', dtInit: '01/01/2024', dtEnd: '31/01/2024' });
    expect(form.field('Data inicial').value).toBe('01/01/2024');
    expect(form.field('Data final').value).toBe('31/01/2024');
    expect(form.button().textContent).toBe('Limpar filtros');
  });

  it("reads 'Pesquisar' while the fields differ from what is applied, even with a filter applied", async () => {
    const form = renderForm('/lista?dtInit=01%2F01%2F2024');
    expect(form.field('Data inicial').value).toBe('01/01/2024');
    expect(form.button().textContent).toBe('Limpar filtros');
    form.type('Data final', '31/0');
    expect(form.button().textContent).toBe('Pesquisar');
    // Pressing it searches: what is typed is never cleared by the button.
    await act(async () => fireEvent.click(form.button()));
    expect(form.params()).toEqual({ dtInit: '01/01/2024', dtEnd: '31/0' });
    expect(form.field('Data final').value).toBe('31/0');
    // Back to what is applied: the clear button again.
    form.type('Data final', '31/01/2024');
    form.type('Data final', '31/0');
    expect(form.button().textContent).toBe('Limpar filtros');
    form.type('Data inicial', '');
    expect(form.button().textContent).toBe('Pesquisar');
  });

  it("'Limpar filtros' removes the applied filters and empties the fields, keeping the rest of the address", async () => {
    const form = renderForm('/lista?vista=downloads&tipo=botao&dtInit=01%2F01%2F2024&page=2');
    expect((screen.getByRole('combobox', { name: 'Tipo' }) as HTMLSelectElement).value).toBe('botao');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' })));
    expect(form.params()).toEqual({ vista: 'downloads' });
    expect(form.field('Data inicial').value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Tipo' }) as HTMLSelectElement).value).toBe('');
    expect(form.button().textContent).toBe('Pesquisar');
    // Clearing is a step of its own: the back button brings the filters back, into the fields too.
    await act(() => form.router.navigate(-1));
    expect(form.params()).toMatchObject({ tipo: 'botao', dtInit: '01/01/2024' });
    expect(form.field('Data inicial').value).toBe('01/01/2024');
  });

  it('Enter with nothing changed neither clears nor navigates', async () => {
    const form = renderForm('/lista?dtInit=01%2F01%2F2024&dtEnd=31%2F01%2F2024&page=2');
    const before = form.router.state.location;
    await act(async () => form.enter('Data inicial'));
    await act(async () => form.enter('Data final'));
    expect(form.router.state.location).toBe(before);
    expect(form.field('Data inicial').value).toBe('01/01/2024');
    expect(form.field('Data final').value).toBe('31/01/2024');
    expect(form.button().textContent).toBe('Limpar filtros');
    // Nor does submitting the form some other way while it reads 'Limpar filtros'.
    await act(async () => fireEvent.submit(screen.getByRole('search', { name: 'Filtros' })));
    expect(form.router.state.location).toBe(before);
  });

  it('applies a picked choice at once, leaving what is typed elsewhere typed', async () => {
    const form = renderForm('/lista?page=4');
    form.type('Data inicial', '01/01/20');
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: 'botao' } }),
    );
    expect(form.params()).toEqual({ tipo: 'botao' });
    expect(form.field('Data inicial').value).toBe('01/01/20');
    expect(form.button().textContent).toBe('Pesquisar');
  });

  it('shows an address changed elsewhere (the back button) in the fields it changed', async () => {
    const form = renderForm('/lista');
    form.type('Data inicial', '01/01/2024');
    await act(async () => form.enter('Data inicial'));
    form.type('Data final', '3');
    await act(() => form.router.navigate('/lista?dtInit=02%2F02%2F2024'));
    expect(form.field('Data inicial').value).toBe('02/02/2024');
    // The address did not change the final date: what is typed there stays.
    expect(form.field('Data final').value).toBe('3');
  });

  it('keeps the text as typed when a search applies it trimmed', async () => {
    const form = renderForm('/lista');
    form.type('Data inicial', ' 01/01/2024 ');
    await act(async () => form.enter('Data inicial'));
    expect(form.params()).toEqual({ dtInit: '01/01/2024' });
    expect(form.field('Data inicial').value).toBe(' 01/01/2024 ');
    expect(form.button().textContent).toBe('Limpar filtros');
  });

  it('writes over the newest address, even from a render that had not seen it', async () => {
    const seen: FilterForm<Key>[] = [];
    const form = renderForm('/lista?x=1', { seen });
    const stale = seen.at(-1)!;
    await act(() => form.router.navigate('/lista?x=1&page=2&tipo=botao', { replace: true }));
    await act(async () => stale.choose('dtEnd', '31/01/2024'));
    expect(form.params()).toEqual({ x: '1', tipo: 'botao', dtEnd: '31/01/2024' });
  });

  it('with searchOnPause, searches 200 ms after the last key, and at once on Enter', async () => {
    vi.useFakeTimers();
    try {
      const form = renderForm('/lista', { searchOnPause: true });
      form.type('Data inicial', '01');
      await act(async () => vi.advanceTimersByTime(150));
      form.type('Data inicial', '01/01');
      await act(async () => vi.advanceTimersByTime(150));
      expect(form.params()).toEqual({});
      expect(form.button().textContent).toBe('Pesquisar');
      await act(async () => vi.advanceTimersByTime(60));
      expect(form.params()).toEqual({ dtInit: '01/01' });
      expect(form.button().textContent).toBe('Limpar filtros');

      form.type('Data final', '02/02');
      await act(async () => form.enter('Data final'));
      expect(form.params()).toEqual({ dtInit: '01/01', dtEnd: '02/02' });
      expect(form.field('Data final').value).toBe('02/02');
    } finally {
      vi.useRealTimers();
    }
  });
});
