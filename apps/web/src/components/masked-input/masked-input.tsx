import { forwardRef, useState, type FocusEvent } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import type { MaskedInputProps } from './masked-input-props';

export type { MaskedInputProps } from './masked-input-props';

/*
 * imask (~14 kB brotli) is needed once someone types into a masked field, not to paint the form: a part
 * fetched after the form has painted (lib/lazy-part.ts), or at once when a pointer or the focus reaches a
 * masked field. Until then the field is a plain input with the same value; what is typed into it goes
 * through the mask when imask takes over.
 */
const imask = lazyPart(() => import('./imask-input'));

/** Fetches imask's chunk (tests of screens that type into masked fields load it first). */
export const loadMaskedInput = imask.load;

/**
 * An input that types through a mask, to be MUI's `inputComponent`. It reports the masked text, which is
 * also the form the server stores.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, onChange, name, onFocus, onBlur, ...rest },
  ref,
) {
  const loaded = imask.useLoaded();
  const [focused, setFocused] = useState(false);
  const handlers = {
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(true);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(false);
      onBlur?.(event);
    },
  };
  if (loaded) {
    return (
      <loaded.IMaskField
        {...rest}
        {...handlers}
        ref={ref}
        mask={mask}
        name={name}
        onChange={onChange}
        autoFocus={focused}
      />
    );
  }
  return (
    <input
      {...rest}
      ref={ref}
      name={name}
      onChange={(event) => onChange({ target: { name, value: event.target.value } })}
      onPointerEnter={imask.fetch}
      onFocus={(event) => {
        imask.fetch();
        handlers.onFocus(event);
      }}
      onBlur={handlers.onBlur}
    />
  );
});
