import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  PERM,
  can,
  cliente,
  registerAccess,
  type BeneficioDaClasse,
  type ClienteContato,
  type ClienteDetailExtras,
  type RegisterDef,
} from '@prix/shared';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { access } from '../../plugins/access.js';
import { registerRoutes } from '../../registers/register-routes.js';
import { classHistory, recordClassChange } from '../reclassificacao/classe-historico.js';
import { availableBenefitValue } from './benefit-balance.js';
import { applyClienteRules, clienteScope } from './cliente-rules.js';

const def = cliente as unknown as RegisterDef;
type Payload = Record<string, unknown>;

const OWNER_BLOCK = ['codigoprop', 'nomeprop', 'emailprop', 'telefoneprop', 'ramalprop', 'celularprop'];

/** A contact card (SPEC §3: nomecompleto, email, telefone, ramal, celular), and whose superior to show next. */
async function contactOf(
  db: Db,
  usuarioId: unknown,
): Promise<{ card: ClienteContato; superiorId: string | null } | null> {
  if (typeof usuarioId !== 'string' || !usuarioId) return null;
  const [row] = await queryRows<ClienteContato & { usuario_sup_id: string | null }>(
    db,
    sql`select nomecompleto, email, telefone, ramal, celular, usuario_sup_id from usuario where id = ${usuarioId}`,
  );
  if (!row) return null;
  const { usuario_sup_id: superiorId, ...card } = row;
  return { card, superiorId };
}

/**
 * What each viewer sees of a company (SPEC §2.3, §3; shape: clienteDetailExtrasSchema of @prix/shared): the
 * class name and its benefits with values for all; the owner block, training types and the available benefit
 * value for internal users; contact cards of the responsible and their superior for partners; complementary
 * partnerships only with visualizar.parceria.complementar.
 */
async function present(db: Db, auth: AuthState, record: Payload, related: Payload): Promise<Payload> {
  const classeId = typeof record.classe === 'string' ? record.classe : null;
  const [classe] = await queryRows<{ nome: string }>(db, sql`select nome from classe where id = ${classeId}`);
  const beneficios = await queryRows<BeneficioDaClasse>(
    db,
    sql`select b.id, b.nome, cb.valor_beneficio from classe_beneficio cb join beneficio b on b.id = cb.beneficio_id
      where cb.classe_id = ${classeId} and not b.inativo order by b.nome`,
  );
  const extras: ClienteDetailExtras = {
    classeNome: classe?.nome ?? null,
    beneficios,
    historicoClasse: await classHistory(db, String(record.id)),
  };
  const [municipio] = await queryRows<{ nome: string }>(
    db,
    sql`select nome from municipio where id = ${typeof record.municipio === 'string' ? record.municipio : null}`,
  );
  // Coordinates are text fields of the form: read back as they are typed.
  const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);
  const out: Payload = {
    ...record,
    latitude: asText(record.latitude),
    longitude: asText(record.longitude),
    municipioNome: municipio?.nome ?? null,
    related,
  };
  if (!can(auth.permissions, PERM.cliente.visualizarParceriaComplementar)) delete out.parceriaComplementar;
  if (!auth.usuario.externo) {
    extras.benefitResultFinal = await availableBenefitValue(db, String(record.id), classeId);
  } else {
    for (const key of [...OWNER_BLOCK, 'tipostreinamento', 'usuario_resp']) delete out[key];
    const responsavel = await contactOf(db, record.usuario_resp);
    const superior = await contactOf(db, responsavel?.superiorId);
    extras.contatos = { responsavel: responsavel?.card ?? null, superior: superior?.card ?? null };
  }
  return { ...out, ...extras };
}

/**
 * Partner companies: the generic register with the scope of external users and the rules of SPEC §6 (who
 * reads and who writes: registerAccess). Company names are private: the selectors' keys need the read rule.
 */
export async function clienteRoutes(app: FastifyInstance): Promise<void> {
  await registerRoutes(app, def, {
    access: { keys: access.rule(registerAccess(def).read) },
    scope: clienteScope,
    beforeSave: async ({ auth, tx, payload, current }) => applyClienteRules(tx, auth, payload, current),
    // A staff edit of the company's class is a change of class like any other (decision 0053).
    afterWrite: async ({ auth, tx, current, code }) => {
      const [row] = await queryRows<{ classe_id: string | null }>(
        tx,
        sql`select classe_id from cliente where id = ${code}`,
      );
      const para = row?.classe_id ?? null;
      const de = typeof current?.classe === 'string' ? current.classe : null;
      if (para !== null)
        await recordClassChange(app, tx, {
          clienteId: code,
          origem: 'cadastro',
          de,
          para,
          usuarioId: auth.usuario.id,
        });
    },
    presentDetail: ({ auth, record, related }) => present(app.database.db, auth, record, related),
  });
}
