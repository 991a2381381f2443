import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { classeBeneficioUpdateSchema, createSchemaOf, meuPerfilSchema, updateSchemaOf } from '@prix/shared';
import type { FormValues } from './field-plan';

// A form's validation: zod, the schemas built from the definitions and the resolver (~25 kB brotli). Needed
// when a field is left or the form is sent, not to paint it, so register-form.tsx fetches this module after
// the form has painted (decision 0037), as the selectors' Autocomplete and imask (decision 0036).

/** Where a form's `schema` picks its schema from: the same ones the server validates the write with. */
export const formSchemas = { createSchemaOf, updateSchemaOf, meuPerfilSchema, classeBeneficioUpdateSchema };
export type FormSchemas = typeof formSchemas;

const resolvers = new WeakMap<z.ZodType, Resolver<FormValues>>();

/** The resolver of a schema, made once: its messages show on the fields, its output is what is sent. */
export function resolverOf(schema: z.ZodType): Resolver<FormValues> {
  let resolver = resolvers.get(schema);
  if (!resolver) {
    resolver = zodResolver(schema as z.ZodType<FormValues, FormValues>) as Resolver<FormValues>;
    resolvers.set(schema, resolver);
  }
  return resolver;
}
