import { z } from '../zod-setup.js';
import { isStorableText, unstorableMessage } from '../format/storable.js';

/**
 * The text fields of the public forms and their staff pages ('Onde comprar', 'Seja um parceiro'): trimmed,
 * limited, storable, each message naming its field ('Informe o nome.', 'O nome: no máximo 100 caracteres.').
 */
const cap = (label: string) => `${label.charAt(0).toUpperCase()}${label.slice(1)}`;

export const text = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .max(max, `${cap(label)}: no máximo ${max} caracteres.`)
    .refine(isStorableText, unstorableMessage(`o campo ${label}`));

export const requiredText = (label: string, max: number) => text(label, max).min(1, `Informe ${label}.`);

/** Absent, null or blank is stored as null. */
export const optionalText = (label: string, max: number) =>
  text(label, max)
    .nullish()
    .transform((v) => (v ? v : null));
