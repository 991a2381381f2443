import { MSG } from '@prix/shared/core';
import type { z } from 'zod';
import type { SchemaName, schemas } from './onde-comprar-validation';
import type { Validation } from './validation';

/**
 * Validates an 'Onde comprar' form with its shared schema, fetching the schemas (and zod) when the form is first
 * sent: the pages that hold these forms paint and read without them. Offline then: the form says so.
 */
export async function validarOndeComprar<N extends SchemaName>(
  name: N,
  values: unknown,
): Promise<Validation<z.output<(typeof schemas)[N]>>> {
  try {
    const { validar } = await import('./onde-comprar-validation');
    return validar(name, values);
  } catch {
    return { ok: false, errors: { '': MSG.rede } };
  }
}
