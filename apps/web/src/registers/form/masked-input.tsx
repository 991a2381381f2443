import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';
import type { TextMask } from '@prix/shared/core';

/** react-imask patterns of the masks of SPEC §5 ('0' a digit, '*' a digit or letter of the new CNPJ). */
export const MASK_OPTIONS: Record<TextMask | 'date', object> = {
  cpf: { mask: '000.000.000-00' },
  cnpj: {
    mask: '**.***.***/****-00',
    definitions: { '*': /[0-9A-Za-z]/ },
    prepareChar: (c: string) => c.toUpperCase(),
  },
  cep: { mask: '00000-000' },
  telefone: { mask: '+55 (00) 0000-0000' },
  celular: { mask: [{ mask: '+55 (00) 0000-0000' }, { mask: '+55 (00) 00000-0000' }] },
  date: { mask: '00/00/0000' },
};

interface MaskedInputProps {
  name: string;
  mask: TextMask | 'date';
  onChange: (event: { target: { name: string; value: string } }) => void;
}

/**
 * An input that types through a mask, to be MUI TextField's `inputComponent`. It reports the masked text,
 * which is also the form the server stores.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, onChange, name, ...rest },
  ref,
) {
  return (
    <IMaskInput
      {...rest}
      {...MASK_OPTIONS[mask]}
      name={name}
      inputRef={ref}
      overwrite
      onAccept={(value: string) => onChange({ target: { name, value } })}
    />
  );
});
