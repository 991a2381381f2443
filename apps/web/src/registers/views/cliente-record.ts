import type { z } from 'zod';
import { clienteDetailExtrasSchema } from '@prix/shared';
import { recordSchema } from '../record-queries';

// Apart from cliente-rules.ts, which the company list reads too: the list downloads no zod (decision 0033).

/** GET /cliente/{uuid}: the record plus what the server adds for each viewer (shared schema). */
export const clienteRecordSchema = recordSchema.extend(clienteDetailExtrasSchema.shape);
export type ClienteRecord = z.infer<typeof clienteRecordSchema>;
