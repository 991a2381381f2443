import { dateMessages, displayDateToIso } from '@prix/shared/core';
import { MaskedInput } from './masked-input/masked-input';
import { TextInput } from './text-input';

/** A report's dd/mm/aaaa period field (SPEC §5's mask): what is typed is applied by Enter or 'Pesquisar'. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const invalid = value.length === 10 && displayDateToIso(value) === null;
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="dd/mm/aaaa"
      fullWidth
      error={invalid}
      helperText={invalid ? dateMessages.invalid : undefined}
      slotProps={{
        input: { inputComponent: MaskedInput as never },
        htmlInput: { mask: 'date', inputMode: 'numeric' },
      }}
    />
  );
}
