import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { MSG, PERM, can, isStorableText } from '@prix/shared';
import {
  paginaPublicaRespostaSchema,
  paginaPublicaSchema,
  semMunicipioSchema,
  suspensaoSchema,
  type PaginaPublicaResposta,
} from '@prix/shared/onde-comprar';
import { z } from 'zod';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { listingStatus, SEM_MUNICIPIO } from './listing.js';

export const PAGINA_MSG = {
  empresaNaoEncontrada: 'Empresa não encontrada.',
  motivoSuspensao: 'Informe o motivo da suspensão: o parceiro o lê na página pública da empresa.',
} as const;

const TAGS = ['Onde comprar'];
/** Every company route is addressed by the company's code. */
const clienteParams = z.object({ clienteId: z.string() });
/** A request to a company route: the router gives its parameter as text before any hook runs. */
type CompanyRequest = FastifyRequest & { params: z.infer<typeof clienteParams> };

/**
 * The company each request reaches, found before its body is read (a `preValidation` hook): a partner asking
 * for another company gets its 404 whatever it sends, and learns nothing from a validation message.
 */
const reached = new WeakMap<FastifyRequest, string>();
const reachCompany =
  (db: () => Db, options: { staffOnly?: boolean } = {}) =>
  async (request: CompanyRequest) => {
    const auth = await signedIn(request);
    if (options.staffOnly && auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
    reached.set(request, await companyFor(db(), auth, request.params.clienteId));
  };
const companyOf = (request: FastifyRequest) => reached.get(request)!;

/**
 * The company a request may reach, or 404: a partner only its own companies (with the key 'Página pública'),
 * staff any company with `gerenciar`. Another company is not found, never forbidden: its existence is private.
 */
async function companyFor(db: Db, auth: AuthState, clienteId: string): Promise<string> {
  const external = auth.usuario.externo;
  if (
    external
      ? !can(auth.permissions, PERM.ondeComprar.paginaPublica)
      : !can(auth.permissions, PERM.ondeComprar.gerenciar)
  )
    throw new HttpError(403, MSG.semPermissaoAcao);
  // A company code is at most 10 characters of text the database stores: anything else names no company.
  if (clienteId.length > 10 || !isStorableText(clienteId))
    throw new HttpError(404, PAGINA_MSG.empresaNaoEncontrada);
  if (external && !auth.empresas.some((e) => e.id === clienteId))
    throw new HttpError(404, PAGINA_MSG.empresaNaoEncontrada);
  const [row] = await queryRows<{ id: string }>(db, sql`select id from cliente where id = ${clienteId}`);
  if (!row) throw new HttpError(404, PAGINA_MSG.empresaNaoEncontrada);
  return row.id;
}

/** The company's listing as its partner edits it, and whether (and why not) it shows on the locator now. */
export async function paginaPublicaDe(db: Db, clienteId: string): Promise<PaginaPublicaResposta> {
  const [row] = await queryRows<{
    visivel: boolean;
    nome_publico: string | null;
    telefone: string | null;
    whatsapp: string | null;
    email: string | null;
    site: string | null;
    horario: string | null;
    descricao: string | null;
    suspensa: boolean;
    motivo_suspensao: string | null;
  }>(db, sql`select * from cliente_pagina where cliente_id = ${clienteId}`);
  const { listado, motivos } = await listingStatus(db, clienteId);
  return {
    visivel: row?.visivel ?? true,
    nomePublico: row?.nome_publico ?? null,
    telefone: row?.telefone ?? null,
    whatsapp: row?.whatsapp ?? null,
    email: row?.email ?? null,
    site: row?.site ?? null,
    horario: row?.horario ?? null,
    descricao: row?.descricao ?? null,
    listado,
    motivos,
    suspensa: row?.suspensa ?? false,
    motivoSuspensao: row?.motivo_suspensao ?? null,
  };
}

/**
 * A partner's public listing ('Página pública' of 'Empresa'), staff's suspension of it, and staff's list of
 * companies whose city matched no municipality.
 */
export async function paginaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const pageAccess = access.anyOf(PERM.ondeComprar.paginaPublica, PERM.ondeComprar.gerenciar);

  app.get(
    '/api/cliente/sem-municipio',
    {
      schema: { response: { 200: semMunicipioSchema } },
      config: {
        access: access.anyOf(PERM.ondeComprar.gerenciar, PERM.cadastro.cliente),
        docs: {
          summary: 'Empresas do Brasil sem município (cidade não reconhecida), para a equipe corrigir',
          tags: TAGS,
        },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
      const clientes = await queryRows<z.infer<typeof semMunicipioSchema>['clientes'][number]>(
        db(),
        sql`select id, uuid::text as uuid, nome, cidade, estado_id as uf from cliente
            where ${SEM_MUNICIPIO} order by nome, id`,
      );
      return { clientes };
    },
  );

  app.get(
    '/api/cliente/:clienteId/pagina-publica',
    {
      schema: { params: clienteParams, response: { 200: paginaPublicaRespostaSchema } },
      preValidation: reachCompany(db),
      config: {
        access: pageAccess,
        docs: {
          summary: 'A página pública da empresa no Onde comprar, e se (e por que não) ela aparece agora',
          tags: TAGS,
          response: { 200: paginaPublicaRespostaSchema },
        },
      },
    },
    async (request) => paginaPublicaDe(db(), companyOf(request)),
  );

  app.put(
    '/api/cliente/:clienteId/pagina-publica',
    {
      schema: {
        params: clienteParams,
        body: paginaPublicaSchema,
        response: { 200: paginaPublicaRespostaSchema },
      },
      preValidation: reachCompany(db),
      config: {
        access: pageAccess,
        docs: {
          summary: 'Grava a página pública da empresa (nome, contatos, horário, descrição, mostrar)',
          tags: TAGS,
          response: { 200: paginaPublicaRespostaSchema },
        },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      const id = companyOf(request);
      const p = request.body;
      await db().execute(sql`
        insert into cliente_pagina (cliente_id, visivel, nome_publico, telefone, whatsapp, email, site, horario,
          descricao, uscriacao)
        values (${id}, ${p.visivel}, ${p.nomePublico}, ${p.telefone ?? null}, ${p.whatsapp ?? null},
          ${p.email ?? null}, ${p.site}, ${p.horario}, ${p.descricao}, ${auth.usuario.id})
        on conflict (cliente_id) do update set visivel = excluded.visivel, nome_publico = excluded.nome_publico,
          telefone = excluded.telefone, whatsapp = excluded.whatsapp, email = excluded.email,
          site = excluded.site, horario = excluded.horario, descricao = excluded.descricao,
          dhedicao = now(), usedicao = ${auth.usuario.id}`);
      return paginaPublicaDe(db(), id);
    },
  );

  app.put(
    '/api/cliente/:clienteId/pagina-publica/suspensao',
    {
      schema: {
        params: clienteParams,
        body: suspensaoSchema,
        response: { 200: paginaPublicaRespostaSchema },
      },
      preValidation: reachCompany(db, { staffOnly: true }),
      config: {
        access: access.key(PERM.ondeComprar.gerenciar),
        docs: {
          summary: 'Suspende (com o motivo) ou reativa a página pública de uma empresa',
          tags: TAGS,
          response: { 200: paginaPublicaRespostaSchema },
        },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      const id = companyOf(request);
      const s = request.body;
      if (s.suspensa && !s.motivo) throw new HttpError(400, PAGINA_MSG.motivoSuspensao);
      const motivo = s.suspensa ? s.motivo : null;
      await db().execute(sql`
        insert into cliente_pagina (cliente_id, suspensa, motivo_suspensao, uscriacao)
        values (${id}, ${s.suspensa}, ${motivo}, ${auth.usuario.id})
        on conflict (cliente_id) do update set suspensa = excluded.suspensa,
          motivo_suspensao = excluded.motivo_suspensao, dhedicao = now(), usedicao = ${auth.usuario.id}`);
      return paginaPublicaDe(db(), id);
    },
  );
}
