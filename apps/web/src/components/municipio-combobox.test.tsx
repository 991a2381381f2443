import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MunicipioCombobox } from './municipio-combobox';
import { SAO_BERNARDO, SAO_PAULO, stubPublico } from '../test/publico-stub';

/** The municipalities' API as the server answers it: accents and case ignored. */
const semAcento = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
function stubMunicipios() {
  return stubPublico(({ url }) => {
    if (url.pathname !== '/api/publico/municipios') return undefined;
    const busca = semAcento(url.searchParams.get('busca') ?? '');
    const municipios = [SAO_PAULO, SAO_BERNARDO].filter((m) => semAcento(m.nome).startsWith(busca));
    return { status: 200, body: { municipios } };
  });
}

describe('the city field (combobox)', () => {
  it("finds São Paulo – SP from 'sao paulo' typed without accents, and picks it with the arrows and Enter", async () => {
    const calls = stubMunicipios();
    const onEscolher = vi.fn();
    render(<MunicipioCombobox label="Cidade" selected={null} onSelect={onEscolher} />);
    const campo = screen.getByRole('combobox', { name: 'Cidade' });
    expect(campo.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(campo, { target: { value: 'sao' } });
    fireEvent.change(campo, { target: { value: 'sao paulo' } });

    const opcao = await screen.findByRole('option', { name: 'São Paulo – SP' });
    // One call, after the typing paused, with the text as typed.
    expect(calls.map((c) => c.url.searchParams.get('busca'))).toEqual(['sao paulo']);
    expect(calls[0]!.headers.get('x-prix-cliente')).toBe('1');
    expect(campo.getAttribute('aria-expanded')).toBe('true');
    expect(campo.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(screen.getByRole('status').textContent).toContain('1 cidade encontrada');
    expect(campo.hasAttribute('aria-activedescendant')).toBe(false);

    fireEvent.keyDown(campo, { key: 'ArrowDown' });
    expect(campo.getAttribute('aria-activedescendant')).toBe(opcao.id);
    expect(opcao.getAttribute('aria-selected')).toBe('true');
    // The focus stays in the field while the list is walked.
    expect(document.activeElement === campo || document.activeElement === document.body).toBe(true);

    fireEvent.keyDown(campo, { key: 'Enter' });
    expect(onEscolher).toHaveBeenCalledWith(SAO_PAULO);
    expect((campo as HTMLInputElement).value).toBe('São Paulo – SP');
    expect(campo.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('moves through several suggestions in a circle, and Escape closes the list, then clears the text', async () => {
    stubMunicipios();
    const onEscolher = vi.fn();
    render(<MunicipioCombobox label="Cidade" selected={null} onSelect={onEscolher} />);
    const campo = screen.getByRole('combobox', { name: 'Cidade' });
    fireEvent.change(campo, { target: { value: 'São' } });
    const [primeira, segunda] = await screen.findAllByRole('option');
    expect(screen.getByRole('status').textContent).toContain('2 cidades encontradas');

    fireEvent.keyDown(campo, { key: 'ArrowDown' });
    fireEvent.keyDown(campo, { key: 'ArrowDown' });
    expect(campo.getAttribute('aria-activedescendant')).toBe(segunda!.id);
    fireEvent.keyDown(campo, { key: 'ArrowDown' });
    expect(campo.getAttribute('aria-activedescendant')).toBe(primeira!.id);
    fireEvent.keyDown(campo, { key: 'ArrowUp' });
    expect(campo.getAttribute('aria-activedescendant')).toBe(segunda!.id);

    fireEvent.keyDown(campo, { key: 'Escape' });
    expect(campo.getAttribute('aria-expanded')).toBe('false');
    expect(campo.hasAttribute('aria-activedescendant')).toBe(false);
    expect((campo as HTMLInputElement).value).toBe('São');
    fireEvent.keyDown(campo, { key: 'Escape' });
    expect((campo as HTMLInputElement).value).toBe('');
    expect(onEscolher).not.toHaveBeenCalled();
  });

  it('picks with a click, says when nothing matches, and asks nothing under two letters', async () => {
    const calls = stubMunicipios();
    const onEscolher = vi.fn();
    render(<MunicipioCombobox label="Cidade" selected={null} onSelect={onEscolher} />);
    const campo = screen.getByRole('combobox', { name: 'Cidade' });
    fireEvent.change(campo, { target: { value: 'x' } });
    fireEvent.change(campo, { target: { value: 'xique' } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Nenhuma cidade encontrada'),
    );
    expect(calls.map((c) => c.url.searchParams.get('busca'))).toEqual(['xique']);

    fireEvent.change(campo, { target: { value: 'sao bern' } });
    fireEvent.click(await screen.findByRole('option', { name: 'São Bernardo do Campo – SP' }));
    expect(onEscolher).toHaveBeenCalledWith(SAO_BERNARDO);
    expect((campo as HTMLInputElement).value).toBe('São Bernardo do Campo – SP');
  });

  it('shows the city it is given, and its error beside it, tied to the field', () => {
    stubMunicipios();
    render(
      <MunicipioCombobox
        label="Cidade"
        selected={{ id: SAO_PAULO.id, label: 'São Paulo – SP' }}
        error="Informe a cidade."
        onSelect={vi.fn()}
      />,
    );
    const campo = screen.getByRole('combobox', { name: 'Cidade' });
    expect((campo as HTMLInputElement).value).toBe('São Paulo – SP');
    expect(campo.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(campo.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Informe a cidade.',
    );
  });

  it("asks only for the state's municipalities when it is given one", async () => {
    const calls = stubMunicipios();
    render(<MunicipioCombobox label="Município" uf="SP" selected={null} onSelect={vi.fn()} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Município' }), { target: { value: 'sao' } });
    await screen.findByRole('option', { name: 'São Paulo – SP' });
    expect(calls.map((c) => [c.url.searchParams.get('busca'), c.url.searchParams.get('uf')])).toEqual([
      ['sao', 'SP'],
    ]);
  });
});
