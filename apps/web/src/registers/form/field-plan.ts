import { newRecordValue, type Field, type PermissionKey, type RegisterDef } from '@prix/shared/core';
import type { SelectorSource } from '../../lib/register-keys';

/** Decisions about a register's form, kept pure so they can be tested without rendering (SPEC §2.3, §5). */

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

export interface PlannedField {
  readonly name: string;
  readonly field: Field;
  /** Shown but not editable: the code when editing, every field for a read-only user. */
  readonly readOnly: boolean;
  readonly required: boolean;
  /** Set by a custom view: the value is chosen from a list instead of typed or searched in its register. */
  readonly choices?: FieldChoices;
  /** Set by a custom view: shown read-only as this text instead of the value (cliente: the class's name). */
  readonly shownAs?: string;
  /** Set by a custom view: a hint under the field while it has no error (cliente: the coordinates). */
  readonly hint?: string;
}

/** Where a field's options come from (cliente: the states of the chosen country, the internal employees). */
export interface FieldChoices {
  /** Another field whose value the options depend on; changing it clears this one (SPEC §4). */
  readonly dependsOn?: string;
  readonly source: (dependency: string | null) => SelectorSource;
}

function isShown(field: Field, mode: FormMode): boolean {
  if (field.kind === 'active') return mode === 'edit';
  if (field.kind === 'code') {
    if (field.auto === 'hidden') return false;
    if (field.auto === 'shown-on-edit') return mode === 'edit';
  }
  return true;
}

function isRequired(field: Field): boolean {
  if (field.kind === 'code') return true;
  if (field.kind === 'text') return field.required;
  return false;
}

/**
 * The fields of the 'Informações básicas' card, in definition order. A field behind a key (`permission`) shows
 * only to its holders (`holds`; botao's identifier and permission, SPEC §6).
 */
export function planFields(
  def: Pick<RegisterDef, 'fields'>,
  mode: FormMode,
  canWrite: boolean,
  holds: (key: PermissionKey) => boolean = () => true,
): PlannedField[] {
  return Object.entries(def.fields)
    .filter(([, field]) => isShown(field, mode))
    .filter(([, field]) => !field.permission || holds(field.permission))
    .map(([name, field]) => ({
      name,
      field,
      readOnly: !canWrite || (field.kind === 'code' && mode === 'edit'),
      required: isRequired(field),
    }));
}

/** A multi with `visibleWhen` shows (and saves) only while that boolean is on (permissao: externa). */
export function isVisible(field: Field, values: FormValues): boolean {
  return field.kind !== 'multi' || !field.visibleWhen || values[field.visibleWhen] === true;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/**
 * The form's starting values: the record's when editing; for 'novo', each field's `newRecordValue` (empty, or
 * the definition's default: cliente's and usuario's country BR, usuario's switches on), for every register and
 * every custom view alike.
 */
export function initialValues(
  def: Pick<RegisterDef, 'fields'>,
  mode: FormMode,
  record?: FormValues,
): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const value = record?.[name];
    switch (field.kind) {
      case 'code':
        // A code the server makes is left out of the create payload (the schema makes it optional).
        values[name] = mode === 'create' && field.auto ? undefined : asText(value);
        break;
      case 'text':
        values[name] = asText(value);
        break;
      case 'date':
        values[name] = typeof value === 'string' && value !== '' ? value.slice(0, 10) : null;
        break;
      case 'active':
        values[name] = mode === 'edit' ? value === true : undefined;
        break;
      case 'boolean':
        values[name] = value === true;
        break;
      case 'ref':
        values[name] = typeof value === 'string' && value !== '' ? value : null;
        break;
      case 'multi':
        values[name] = Array.isArray(value) ? value.map(String) : [];
        break;
    }
    if (mode === 'create' && field.kind !== 'code' && field.kind !== 'active')
      values[name] = newRecordValue(field);
  }
  return values;
}

/** What is sent: the schema's output, with hidden `visibleWhen` lists emptied. */
export function toPayload(def: Pick<RegisterDef, 'fields'>, parsed: FormValues): FormValues {
  const payload: FormValues = { ...parsed };
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind === 'multi' && name in payload && !isVisible(field, parsed)) payload[name] = [];
  }
  return payload;
}
