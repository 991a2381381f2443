import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { field, fieldSchema } from '@prix/shared';
import { FieldInput } from './field-input';
import type { FormValues, PlannedField } from './field-plan';

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
