import { z } from '../zod-setup.js';
import { isStorableText, unstorableMessage } from '../format/storable.js';
import { displayDateToIso, isValidIsoDate } from '../format/dates.js';

/**
 * The fields of the benefit forms and of the request workflow's routes: text trimmed and limited (required, or
 * '' when absent), amounts typed as a person writes them, days typed dd/mm/aaaa; each message names its field.
 */

/** A text field of a form: required, or '' when absent. */
export const text = (label: string, max: number, required = false) => {
  const base = z
    .string({ error: `Informe ${label}.` })
    .trim()
    .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)}: no máximo ${max} caracteres.`)
    .refine(isStorableText, unstorableMessage(`o campo ${label}`));
  return required ? base.min(1, `Informe ${label}.`) : base.optional().default('');
};

/** A number typed by a person: '12,5', '1.234,56' or a number. Empty is allowed (optional fields). */
export const amount = (label: string, max: number) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      const n = typeof value === 'number' ? value : Number(value.trim().replace(/\./g, '').replace(',', '.'));
      if (!Number.isFinite(n) || n < 0 || n > max) {
        ctx.addIssue({ code: 'custom', message: `Informe um valor válido para ${label}.` });
        return z.NEVER;
      }
      return n;
    });

/** A day typed as dd/mm/aaaa (or sent as yyyy-mm-dd): the ISO day, else `message`. */
export const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value, ctx) => {
      const iso = isValidIsoDate(value) ? value : displayDateToIso(value);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return iso;
    });

/** Money with cents, at most R$ 100 million: what staff type for an approval or a payment's amount. */
export const money = (message: string) =>
  amount('o valor', 100_000_000).refine(
    (v) => v !== null && v > 0 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    { message },
  );
