import type { InputHTMLAttributes } from 'react';
import type { TextMask } from '@prix/shared/core';

/** A masked text field's props: the field drawn at once and the imask part that takes it over share them. */
export interface MaskedInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'defaultValue'
> {
  value?: string;
  name: string;
  mask: TextMask | 'date';
  onChange: (event: { target: { name: string; value: string } }) => void;
}
