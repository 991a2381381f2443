import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * An outlined field over the browser's own select (on a phone, its native picker), for filters: MUI's
 * Select brings its Menu and Popover (~13 kB brotli on the page), which a short list of choices does not need.
 * The label names the select; the label always sits on the border, as a select always shows a choice. With no
 * choice made yet (a value none of the options has, '' in a form), it shows 'Selecione...': the browser would
 * show its first option, which the form does not hold.
 */
export function SelectInput({
  label,
  value,
  onChange,
  options,
  fullWidth,
  sx,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  const chosen = options.some((option) => option.value === value);
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id }}
      >
        {!chosen && (
          <option value={value} disabled>
            Selecione...
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
