import { sql } from 'drizzle-orm';
import { PERM, can } from '@prix/shared';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { textArray, type Scope } from '../../registers/register-sql.js';

export const CLIENTE_MSG = {
  estado: 'O estado escolhido não pertence ao país do endereço.',
  responsavel: 'O responsável deve ser um colaborador interno ativo.',
} as const;

/** External users reach only their own companies (SPEC §6), in every query. */
export function clienteScope(auth: AuthState): Scope {
  if (!auth.usuario.externo) return null;
  return sql`t.id = any(${textArray(auth.empresas.map((e) => e.id))})`;
}

type Payload = Record<string, unknown>;

/**
 * Server checks of a company's data: the state belongs to the chosen country, the responsible is an
 * internal employee (8-digit id, SPEC §1), and complementary partnerships stay as they were for whoever
 * may not see them.
 */
export async function applyClienteRules(
  db: Db,
  auth: AuthState,
  payload: Payload,
  current: Payload | null,
): Promise<void> {
  if (!can(auth.permissions, PERM.cliente.visualizarParceriaComplementar)) {
    payload.parceriaComplementar = Array.isArray(current?.parceriaComplementar)
      ? current.parceriaComplementar
      : [];
  }
  const estado = typeof payload.estado === 'string' ? payload.estado : '';
  if (estado) {
    const pais = typeof payload.pais === 'string' ? payload.pais : '';
    const found = await queryRows(db, sql`select 1 from estado where pais_id = ${pais} and id = ${estado}`);
    if (!found.length) throw new HttpError(400, CLIENTE_MSG.estado);
  }
  const resp = typeof payload.usuario_resp === 'string' ? payload.usuario_resp : '';
  if (resp) {
    const ok = await queryRows(
      db,
      sql`select 1 from usuario where id = ${resp} and not externo and not inativo and id ~ '^[0-9]{8}$'`,
    );
    if (!ok.length) throw new HttpError(400, CLIENTE_MSG.responsavel);
  }
}
