import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PERM, can, formatCelular, safeAddress, whatsappUrl, type PermissionKey } from '@prix/shared';
import { classeImagem, homeSchema, type AtalhoExterno, type HomeInfo } from '@prix/shared/programa';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { coopFundFigures, FUNDO_COOPERADO } from '../cliente/benefit-balance.js';
import { complianceOfCompany } from '../treinamento/compliance.js';
import { onboardingChecklist } from '../treinamento/onboarding.js';

/** SPEC §3 Cliente: the showroom discount benefit. */
const DESCONTO_SHOWROOM = 'DSCS';

/**
 * The quick buttons that leave the portal (SPEC §6 'Home buttons', §7 'External links'): each behind its key,
 * its address a parameter (parametro register) so the back office changes it without a release.
 */
export const EXTERNAL_BUTTONS: readonly { id: AtalhoExterno['id']; key: PermissionKey; parametro: string }[] =
  [
    { id: 'simulador', key: PERM.home.precosSimulador, parametro: 'URL_SIMULADOR_PEDIDO' },
    { id: 'canalOta', key: PERM.home.canalOta, parametro: 'URL_CANAL_OTA' },
    { id: 'boleto', key: PERM.home.boleto, parametro: 'URL_PORTAL_BOLETOS' },
  ];
/** The e-learning platform the training button signs into (parameter, else the ELEARNING_URL setting). */
export const ELEARNING_PARAMETRO = 'URL_ELEARNING';

export const SEM_TREINAMENTO = 'Seu usuário não tem acesso à plataforma de treinamento.';
export const TREINAMENTO_NAO_CONFIGURADO =
  'A plataforma de treinamento ainda não foi configurada. Fale com o suporte do portal.';

async function parameters(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; valor: string | null }>(
    db,
    sql`select id, valor from parametro where not inativo and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.filter((r) => r.valor !== null).map((r) => [r.id, r.valor!]));
}

/** Whether the user may sign in to the e-learning platform (SPEC §3 Usuario.acessosfsf), read fresh. */
async function hasTrainingAccess(db: Db, usuarioId: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select acessosfsf and not inativo as ok from usuario where id = ${usuarioId}`,
  );
  return row?.ok === true;
}

function addressLines(c: Record<string, string | null>): string[] {
  const join = (parts: (string | null | undefined)[], sep: string) =>
    parts.filter((p) => p && p.trim()).join(sep);
  const street = join([join([c.rua, c.numero], ', '), c.complemento], ' — ');
  const city = join([c.cidade, c.estado_id], '/');
  return [street, join([c.bairro, city], ' · '), c.cep ? `CEP ${c.cep}` : null].filter(
    (line): line is string => !!line,
  );
}

/** The current company's card, its responsible person and the tiles this viewer may see. */
async function empresaOf(db: Db, auth: AuthState): Promise<HomeInfo['empresa']> {
  if (!auth.usuario.externo || !auth.empresa) return null;
  // The session's current company: always one of the user's own (the switcher's index is checked there).
  const [c] = await queryRows<Record<string, string | null>>(
    db,
    sql`select c.id, c.nome, c.rua, c.numero, c.complemento, c.bairro, c.cidade, c.estado_id, c.cep,
          c.classe_id, cl.nome as classe_nome, u.nomecompleto as rps_nome, u.email as rps_email,
          u.celular as rps_celular
        from cliente c
        left join classe cl on cl.id = c.classe_id
        left join usuario u on u.id = c.usuario_resp_id
        where c.id = ${auth.empresa.id}`,
  );
  if (!c) return null;
  const benefits = new Set(
    (
      await queryRows<{ id: string; valor: string | null }>(
        db,
        sql`select cb.beneficio_id as id, cb.valor_beneficio as valor from classe_beneficio cb
            join beneficio b on b.id = cb.beneficio_id
            where cb.classe_id = ${c.classe_id} and not b.inativo`,
      )
    ).map((b) => b.id),
  );
  let showroom: { desconto: string } | null = null;
  if (benefits.has(DESCONTO_SHOWROOM) && can(auth.permissions, PERM.metricas.showroom)) {
    const [row] = await queryRows<{ valor: string | null }>(
      db,
      sql`select valor_beneficio as valor from classe_beneficio
          where classe_id = ${c.classe_id} and beneficio_id = ${DESCONTO_SHOWROOM}`,
    );
    showroom = row?.valor ? { desconto: row.valor.trim() } : null;
  }
  const marketingCooperado =
    benefits.has(FUNDO_COOPERADO) && can(auth.permissions, PERM.metricas.marketingCooperado)
      ? await coopFundFigures(db, c.id!, c.classe_id ?? null)
      : null;
  const celular = c.rps_celular ? formatCelular(c.rps_celular) : null;
  return {
    id: c.id!,
    nome: c.nome!,
    endereco: addressLines(c),
    classe: c.classe_nome ? { nome: c.classe_nome, imagem: classeImagem(c.classe_nome) } : null,
    rps: c.rps_nome
      ? { nome: c.rps_nome, email: c.rps_email ?? null, celular, whatsapp: whatsappUrl(c.rps_celular) }
      : null,
    metricas: { marketingCooperado, showroom },
  };
}

/**
 * /home's data (SPEC §2.2) in one call: the current company with its class, address, ERP code, responsible
 * person and metric tiles, the external quick buttons and whether training is offered. Scoped to the
 * session's current company; internal users get the buttons only.
 */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  app.get(
    '/api/home',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'A página inicial: a empresa atual (classe, endereço, código ERP, responsável, métricas), os atalhos externos, o treinamento, os treinamentos obrigatórios e o checklist dos primeiros dias',
          tags: ['Conteúdo'],
        },
      },
      // Checked on every answer: the web app reads it without checking it again (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: homeSchema } },
    },
    async (request): Promise<HomeInfo> => {
      const auth = await signedIn(request);
      const allowed = EXTERNAL_BUTTONS.filter((b) => can(auth.permissions, b.key));
      const values = allowed.length
        ? await parameters(
            db(),
            allowed.map((b) => b.parametro),
          )
        : new Map();
      const atalhos = allowed.flatMap((b) => {
        // Only an address (safeAddress): a value stored before the field refused it never becomes a link.
        const url = safeAddress(values.get(b.parametro));
        return url ? [{ id: b.id, url }] : [];
      });
      const empresa = await empresaOf(db(), auth);
      // The company's mandatory trainings (decision 0047) and, in its first days, the onboarding checklist.
      const conformidade = empresa ? await complianceOfCompany(db(), empresa.id) : null;
      return {
        empresa,
        atalhos,
        treinamento: await hasTrainingAccess(db(), auth.usuario.id),
        treinamentos: conformidade && conformidade.total > 0 ? conformidade : null,
        checklist: empresa
          ? await onboardingChecklist(db(), empresa.id, auth.usuario.id, conformidade)
          : null,
      };
    },
  );

  app.get(
    '/api/acesso-sfsf/login',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'Entra na plataforma de treinamento (e-learning): redireciona quem tem acesso (acessosfsf) ao endereço configurado',
          tags: ['Acesso'],
          response: { 302: z.null().describe('Redireciona para a plataforma de treinamento') },
        },
      },
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      if (!(await hasTrainingAccess(db(), auth.usuario.id))) throw new HttpError(403, SEM_TREINAMENTO);
      const configured = (await parameters(db(), [ELEARNING_PARAMETRO])).get(ELEARNING_PARAMETRO);
      const target = safeAddress(configured) ?? safeAddress(app.config.elearningUrl);
      if (!target) throw new HttpError(404, TREINAMENTO_NAO_CONFIGURADO);
      return reply.redirect(target, 302);
    },
  );
}
