import { sql } from 'drizzle-orm';
import type { OrigemConsentimento } from '@prix/shared/core/privacidade';
import type { Db } from '../../db/client.js';

/**
 * Records a consent (decision 0048): which text version, from where, when, for a signed-in person or a visitor's
 * e-mail. The enquiry and the application call it inside their own transaction (`db` is then the
 * transaction), so the consent exists exactly when the form's record does.
 */
export async function recordConsent(
  db: Db,
  input: {
    usuarioId?: string | null;
    email?: string | null;
    origem: OrigemConsentimento;
    versao: string;
    em?: Date;
  },
): Promise<void> {
  const em = (input.em ?? new Date()).toISOString();
  await db.execute(
    sql`insert into consentimento (usuario_id, email, origem, versao, em)
        values (${input.usuarioId ?? null}, ${input.email ?? null}, ${input.origem}, ${input.versao},
          ${em}::timestamptz)`,
  );
}
