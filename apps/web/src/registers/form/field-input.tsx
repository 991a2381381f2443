import { Controller, type Control } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { TextInput } from '../../components/text-input';
import { displayDateToIso, isoDateToDisplay, isValidIsoDate } from '@prix/shared/core';
import { MaskedInput } from '../../components/masked-input/masked-input';
import { RichTextField } from './rich-text-field';
import { Selector } from '../../components/selector/selector';
import type { FormValues, PlannedField } from './field-plan';

/** Fields that take a whole row of the card's grid. */
export function isWide({ field }: PlannedField): boolean {
  return (
    (field.kind === 'text' && (field.multiline === true || field.html === true)) ||
    field.kind === 'multi' ||
    field.kind === 'boolean'
  );
}

/**
 * One field of the form, drawn by its kind (SPEC §2.3, §3), or as a selector of its `choices`, whose options
 * follow `dependency` (the current value of the field they depend on).
 */
export function FieldInput({
  planned,
  control,
  dependency,
}: {
  planned: PlannedField;
  control: Control<FormValues>;
  dependency?: unknown;
}) {
  const { name, field, readOnly, required, choices } = planned;
  if (planned.shownAs !== undefined) {
    return <TextInput label={field.label} value={planned.shownAs} disabled fullWidth />;
  }
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error?.message;
        const helperText = error ?? planned.hint;
        if (choices && field.kind !== 'multi') {
          const text = field.kind === 'code' || field.kind === 'text';
          return (
            <Selector
              target={name}
              source={choices.source(typeof dependency === 'string' && dependency !== '' ? dependency : null)}
              dependsOn={dependency}
              label={field.label}
              name={input.name}
              value={typeof input.value === 'string' && input.value !== '' ? input.value : null}
              // A text field stores no choice as '' (what the form starts with), a reference as null.
              onChange={(key) => input.onChange(key ?? (text ? '' : null))}
              onBlur={input.onBlur}
              required={required}
              disabled={readOnly}
              error={error !== undefined}
              helperText={helperText}
            />
          );
        }
        switch (field.kind) {
          case 'date':
            return (
              <TextInput
                name={input.name}
                inputRef={input.ref}
                // The form holds ISO (what the API takes); the person types and reads dd/mm/aaaa.
                value={
                  isValidIsoDate(String(input.value ?? ''))
                    ? isoDateToDisplay(String(input.value))
                    : String(input.value ?? '')
                }
                onChange={(event) => {
                  const typed = event.target.value;
                  input.onChange(typed === '' ? null : (displayDateToIso(typed) ?? typed));
                }}
                onBlur={input.onBlur}
                label={field.label}
                placeholder="dd/mm/aaaa"
                required={required}
                disabled={readOnly}
                error={error !== undefined}
                helperText={error}
                fullWidth
                slotProps={{
                  input: { inputComponent: MaskedInput as never },
                  htmlInput: { mask: 'date', inputMode: 'numeric' },
                }}
              />
            );
          case 'code':
          case 'text': {
            if (field.kind === 'text' && field.html) {
              return (
                <RichTextField
                  name={input.name}
                  label={field.label}
                  value={typeof input.value === 'string' ? input.value : ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  inputRef={input.ref}
                  required={required}
                  disabled={readOnly}
                  error={error !== undefined}
                  helperText={error}
                />
              );
            }
            const multiline = field.kind === 'text' && field.multiline === true;
            const mask = field.kind === 'text' ? field.mask : undefined;
            // Suggestions as a native datalist: typed freely, offered as the browser lists them.
            const suggestions = field.kind === 'text' ? field.suggestions : undefined;
            const listId = suggestions ? `${input.name}-sugestoes` : undefined;
            const text = (
              <TextInput
                name={input.name}
                inputRef={input.ref}
                value={typeof input.value === 'string' ? input.value : ''}
                onChange={(event) => input.onChange(event.target.value)}
                onBlur={input.onBlur}
                label={field.label}
                required={required}
                disabled={readOnly}
                error={error !== undefined}
                helperText={helperText}
                fullWidth
                multiline={multiline}
                minRows={multiline ? 4 : undefined}
                maxRows={multiline ? 16 : undefined}
                slotProps={
                  mask
                    ? {
                        input: { inputComponent: MaskedInput as never },
                        htmlInput: { mask, inputMode: mask === 'cnpj' ? 'text' : 'numeric' },
                      }
                    : field.kind === 'text' && field.numeric
                      ? // No maxLength: a third digit shows SPEC's message instead of vanishing (banner position).
                        { htmlInput: { inputMode: 'numeric' } }
                      : {
                          htmlInput: {
                            maxLength: field.max,
                            list: listId,
                            // An address: the keyboard with '/' and '.com' (not type=url, which refuses paths).
                            ...(field.kind === 'text' && field.address ? { inputMode: 'url' } : {}),
                          },
                        }
                }
              />
            );
            if (!suggestions) return text;
            return (
              <>
                {text}
                <datalist id={listId}>
                  {suggestions.map((value) => (
                    <option key={value} value={value} />
                  ))}
                </datalist>
              </>
            );
          }
          case 'active':
          case 'boolean': {
            const active = field.kind === 'active';
            const checked = active ? input.value !== true : input.value === true;
            return (
              <FormControl error={error !== undefined}>
                <FormControlLabel
                  label={field.label}
                  disabled={readOnly}
                  control={
                    <Switch
                      name={input.name}
                      checked={checked}
                      onChange={(event) =>
                        input.onChange(active ? !event.target.checked : event.target.checked)
                      }
                      onBlur={input.onBlur}
                    />
                  }
                />
                {(error ?? (field.kind === 'boolean' ? field.help : undefined)) && (
                  <FormHelperText sx={{ mt: 0 }}>
                    {error ?? (field.kind === 'boolean' ? field.help : undefined)}
                  </FormHelperText>
                )}
              </FormControl>
            );
          }
          case 'ref':
            return (
              <Selector
                target={field.target}
                label={field.label}
                name={input.name}
                value={typeof input.value === 'string' ? input.value : null}
                onChange={input.onChange}
                onBlur={input.onBlur}
                disabled={readOnly}
                error={error !== undefined}
                helperText={error}
              />
            );
          case 'multi':
            return (
              <Selector
                multiple
                target={field.target}
                label={field.label}
                name={input.name}
                value={Array.isArray(input.value) ? (input.value as string[]) : []}
                onChange={input.onChange}
                onBlur={input.onBlur}
                disabled={readOnly}
                error={error !== undefined}
                helperText={error}
              />
            );
        }
      }}
    />
  );
}
