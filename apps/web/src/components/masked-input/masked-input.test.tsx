import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../text-input';
import { field, fieldSchema } from '@prix/shared';
import { FieldInput } from '../../registers/form/field-input';
import type { FormValues, PlannedField } from '../../registers/form/field-plan';
import { loadMaskedInput } from './masked-input';
import type * as MaskedInputModule from './masked-input';

// These tests type through imask itself; the plain input it takes over from has its own tests below.
beforeAll(() => loadMaskedInput());

/** One field in a bare form, exposing the form value so the test sees what would be sent. */
function Harness({ planned, initial }: { planned: PlannedField; initial: unknown }) {
  const { control, watch } = useForm<FormValues>({ defaultValues: { [planned.name]: initial } });
  return (
    <>
      <FieldInput planned={planned} control={control} />
      <output data-testid="value">{JSON.stringify(watch(planned.name))}</output>
    </>
  );
}

const plan = (name: string, f: PlannedField['field']): PlannedField => ({
  name,
  field: f,
  readOnly: false,
  required: false,
});
const type = (label: string, text: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value: text } });
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('masked fields (SPEC §5)', () => {
  afterEach(cleanup);
  it('leaves the caret where the person puts it when the field gets the focus', async () => {
    render(
      <Harness planned={plan('cpf', field.text(14, 'CPF', { mask: 'cpf' }))} initial="529.982.247-25" />,
    );
    const input = screen.getByLabelText('CPF') as HTMLInputElement;
    act(() => {
      input.focus();
      input.setSelectionRange(0, 3);
    });
    await act(() => Promise.resolve());
    // Selected, then typed over: what a click, a double click or select-all-and-type does.
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 3]);
  });

  it('types a CPF through its mask', () => {
    render(<Harness planned={plan('cpf', field.text(14, 'CPF', { mask: 'cpf' }))} initial="" />);
    type('CPF', '52998224725');
    expect(screen.getByLabelText('CPF')).toHaveProperty('value', '529.982.247-25');
    expect(value()).toBe('529.982.247-25');
  });

  it('takes the alphanumeric CNPJ in capitals', () => {
    render(<Harness planned={plan('cnpj', field.text(18, 'CNPJ', { mask: 'cnpj' }))} initial="" />);
    type('CNPJ', '12abc34501de35');
    expect(value()).toBe('12.ABC.345/01DE-35');
  });

  it('puts +55 in front of a mobile and takes 8 or 9 digits', () => {
    render(<Harness planned={plan('celular', field.text(30, 'Celular', { mask: 'celular' }))} initial="" />);
    type('Celular', '11987654321');
    expect(value()).toBe('+55 (11) 98765-4321');
  });

  it('types a date as dd/mm/aaaa and keeps ISO in the form', () => {
    render(<Harness planned={plan('dtnascimento', field.date('Data de nascimento'))} initial="1990-05-17" />);
    expect(screen.getByLabelText('Data de nascimento')).toHaveProperty('value', '17/05/1990');
    type('Data de nascimento', '21112026');
    expect(value()).toBe('2026-11-21');
  });

  it('keeps an impossible date as typed, so the schema can say it is invalid', () => {
    render(<Harness planned={plan('dtnascimento', field.date('Data de nascimento'))} initial={null} />);
    type('Data de nascimento', '31022026');
    expect(value()).toBe('31/02/2026');
    expect(fieldSchema(field.date('Data')).safeParse('31/02/2026').error?.issues[0]?.message).toBe(
      'Data inválida: use o formato dd/mm/aaaa',
    );
  });
});

/**
 * Until imask's chunk arrives (masked-input.tsx), a masked field is a plain input. A second instance of
 * masked-input.tsx (its own module state: nothing loaded yet) shows it, whatever the other tests loaded.
 */
describe('a masked field before imask arrives', () => {
  afterEach(cleanup);

  it('keeps what is typed in the plain input, then puts it through the mask, keeping the focus', async () => {
    // @ts-expect-error: the query makes a second instance of the module; its types are the module's own.
    const fresh = (await import('./masked-input?plain')) as typeof MaskedInputModule;
    function Cpf() {
      const [cpf, setCpf] = useState('');
      return (
        <>
          <TextInput
            label="CPF"
            value={cpf}
            onChange={(event) => setCpf(event.target.value)}
            slotProps={{ input: { inputComponent: fresh.MaskedInput as never }, htmlInput: { mask: 'cpf' } }}
          />
          <output data-testid="value">{JSON.stringify(cpf)}</output>
        </>
      );
    }
    render(<Cpf />);
    const plain = screen.getByLabelText('CPF') as HTMLInputElement;
    // Typed in the same turn as the focus that asks for imask: before it can have arrived.
    plain.focus();
    fireEvent.change(plain, { target: { value: '52998224725' } });
    expect(value()).toBe('52998224725');

    await waitFor(() => expect(value()).toBe('529.982.247-25'));
    const masked = screen.getByLabelText('CPF') as HTMLInputElement;
    expect(masked).not.toBe(plain);
    expect(masked.value).toBe('529.982.247-25');
    expect(document.activeElement).toBe(masked);
    expect(masked.selectionStart).toBe('529.982.247-25'.length);
  });
});
