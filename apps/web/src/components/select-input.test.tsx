import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SelectInput } from './select-input';

const OPTIONS = [
  { value: 'À vista', label: 'À vista' },
  { value: '30 DDF', label: '30 DDF' },
];

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SelectInput label="Condição de pagamento" value={value} onChange={setValue} options={OPTIONS} />
      <output>{`valor: [${value}]`}</output>
    </>
  );
}

describe('SelectInput', () => {
  it('shows no choice while the form holds none, instead of the browser’s first option', () => {
    render(<Harness initial="" />);
    const select = screen.getByRole('combobox', { name: 'Condição de pagamento' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('Selecione...');
    expect(screen.getByRole('option', { name: 'Selecione...' })).toHaveProperty('disabled', true);
    fireEvent.change(select, { target: { value: '30 DDF' } });
    expect(screen.getByText('valor: [30 DDF]')).toBeTruthy();
    expect(select.value).toBe('30 DDF');
    // Once chosen, only the real choices are offered.
    expect(screen.queryByRole('option', { name: 'Selecione...' })).toBeNull();
  });

  it('shows the value the form holds', () => {
    render(<Harness initial="À vista" />);
    expect((screen.getByRole('combobox', { name: 'Condição de pagamento' }) as HTMLSelectElement).value).toBe(
      'À vista',
    );
    expect(screen.queryByRole('option', { name: 'Selecione...' })).toBeNull();
  });
});
