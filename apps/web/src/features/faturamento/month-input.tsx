import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';

/** 'mm/aaaa' typed through a mask, as MUI TextField's `inputComponent` (the register forms have no month field). */
export const MonthInput = forwardRef<
  HTMLInputElement,
  { name: string; onChange: (event: { target: { name: string; value: string } }) => void }
>(function MonthInput({ onChange, name, ...rest }, ref) {
  return (
    <IMaskInput
      {...rest}
      mask="00/0000"
      name={name}
      inputRef={ref}
      overwrite
      onAccept={(value: string) => onChange({ target: { name, value } })}
    />
  );
});
