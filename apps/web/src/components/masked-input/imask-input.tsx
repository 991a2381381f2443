import { forwardRef, useEffect, useRef } from 'react';
import { IMaskInput } from 'react-imask';
import type { TextMask } from '@prix/shared/core';
import type { MaskedInputProps } from './masked-input-props';

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

/**
 * The masked input itself (imask). It takes over from the plain input of masked-input.tsx: what was typed
 * there is its first value, put through the mask, and `autoFocus` gives it the focus the plain one had, the
 * caret at the end.
 */
export const IMaskField = forwardRef<HTMLInputElement, MaskedInputProps & { autoFocus?: boolean }>(
  function IMaskField({ mask, onChange, name, autoFocus, ...rest }, ref) {
    const input = useRef<HTMLInputElement | null>(null);
    // Only when it takes over with the focus: later, a click puts the caret where it lands (and a caret moved
    // at each focus broke select-all-and-type).
    const tookFocus = useRef(autoFocus);
    useEffect(() => {
      const box = input.current;
      if (tookFocus.current && box) box.setSelectionRange(box.value.length, box.value.length);
    }, []);
    return (
      <IMaskInput
        {...rest}
        // The options' shapes differ by mask (a pattern, dynamic masks); imask checks them at run time.
        {...(MASK_OPTIONS[mask] as { mask: string })}
        name={name}
        autoFocus={tookFocus.current}
        inputRef={(element: HTMLInputElement | null) => {
          input.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        overwrite
        onAccept={(value: string) => onChange({ target: { name, value } })}
      />
    );
  },
);
