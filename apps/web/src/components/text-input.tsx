import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

type InputProps = Pick<
  OutlinedInputProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'onKeyDown'
  | 'multiline'
  | 'minRows'
  | 'maxRows'
  | 'placeholder'
  | 'type'
  | 'name'
  | 'autoComplete'
  | 'inputProps'
  | 'startAdornment'
  | 'endAdornment'
  | 'autoFocus'
>;

export interface TextInputProps extends InputProps {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  id?: string;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** As TextField's: props of the outlined input (a mask's `inputComponent`), of the `<input>` and of the label. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: OutlinedInputProps['inputProps'];
    inputLabel?: Partial<InputLabelProps>;
  };
}

/**
 * MUI's outlined TextField for text, without its Select: TextField imports Select, Menu and Popover even when
 * it is not a select, ~13 kB brotli on every page with a text box (the route budget). The same markup
 * and names: the label names the input, the helper text describes it, required and error come through the
 * FormControl; `slotProps` as TextField's, so a field moves from one to the other by its name alone. A select
 * still uses TextField (or the browser's own select).
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  size,
  id,
  sx,
  inputRef,
  slotProps,
  ...input
}: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={inputId} {...slotProps?.inputLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        aria-describedby={helperId}
        inputRef={inputRef}
        {...input}
        {...slotProps?.input}
        inputProps={{ ...input.inputProps, ...slotProps?.htmlInput }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
