import { sql } from 'drizzle-orm';
import { PERM, can } from '@prix/shared';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { textArray, type Scope } from '../../registers/register-sql.js';

export const CLIENTE_MSG = {
  estado: 'O estado escolhido não pertence ao país do endereço.',
  responsavel: 'O responsável deve ser um colaborador interno ativo.',
  municipio: 'Cidade não encontrada: escolha uma cidade da lista.',
  municipioEstado: 'A cidade escolhida não pertence ao estado escolhido.',
  coordenadas: 'Informe latitude e longitude juntas, ou nenhuma das duas.',
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
  await applyMunicipio(db, payload);
  const resp = typeof payload.usuario_resp === 'string' ? payload.usuario_resp : '';
  if (resp) {
    const ok = await queryRows(
      db,
      sql`select 1 from usuario where id = ${resp} and not externo and not inativo and id ~ '^[0-9]{8}$'`,
    );
    if (!ok.length) throw new HttpError(400, CLIENTE_MSG.responsavel);
  }
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The company's municipality exists and belongs to the chosen Brazilian state, and `cidade` is written from its
 * name (kept for exports and older readers); its own coordinates come both or neither.
 */
export async function applyMunicipio(db: Db, payload: Payload): Promise<void> {
  if ('latitude' in payload || 'longitude' in payload) {
    if (filled(payload.latitude) !== filled(payload.longitude))
      throw new HttpError(400, CLIENTE_MSG.coordenadas);
  }
  const municipio = typeof payload.municipio === 'string' ? payload.municipio : '';
  if (!municipio) return;
  const [row] = await queryRows<{ nome: string; uf: string }>(
    db,
    sql`select nome, uf::text as uf from municipio where id = ${municipio}`,
  );
  if (!row) throw new HttpError(400, CLIENTE_MSG.municipio);
  if (payload.pais !== 'BR' || payload.estado !== row.uf)
    throw new HttpError(400, CLIENTE_MSG.municipioEstado);
  payload.cidade = row.nome;
}
