import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIQUES_POR_LOTE, EMPRESA_HEADER, MSG } from '@prix/shared';
import { cliqueSchema, type Clique } from '@prix/shared/relatorio';
import { authStateFrom, type AuthState } from '../../auth/access-context.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { recordClicks } from './clique-store.js';

/** sendBeacon cannot add headers: the company switcher's index may come in the address instead. */
const postQuery = z.object({ empresa: z.coerce.number().int().min(0).max(1000).optional() });

/** Each item checked on its own, so a bad one is named by its position and nothing of the batch is kept. */
function clicksOf(body: unknown): Clique[] {
  const batch = Array.isArray(body);
  const items: unknown[] = batch ? body : [body];
  if (body === undefined || body === null || items.length === 0) {
    throw new HttpError(400, 'Nenhum clique enviado');
  }
  if (items.length > CLIQUES_POR_LOTE) {
    throw new HttpError(400, `Envie no máximo ${CLIQUES_POR_LOTE} cliques por vez`);
  }
  const errors: string[] = [];
  const clicks = items.flatMap((item, index) => {
    const parsed = cliqueSchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    const messages = [...new Set(parsed.error.issues.map((i) => i.message))];
    errors.push(...messages.map((m) => (batch ? `Clique ${index + 1}: ${m}` : m)));
    return [];
  });
  if (errors.length) throw new HttpError(400, errors);
  return clicks;
}

/**
 * POST /api/relatorio: click ingestion, any signed-in user, one click or a batch (SPEC §7 'Reports and home');
 * user and company from the session.
 */
export function clickIngestRoutes(fastify: FastifyInstance, tags: string[]): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // navigator.sendBeacon posts a string as text/plain (a JSON content type is not one a beacon may carry
  // without CORS): here, and only here, text/plain is read as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string) as unknown);
    } catch {
      done(new HttpError(400, MSG.corpoInvalido), undefined);
    }
  });

  /** The viewer, with the company of the header or, for a beacon, of `?empresa=`. */
  async function clickOrigin(request: FastifyRequest, empresa: number | undefined): Promise<AuthState> {
    if (empresa === undefined || request.headers[EMPRESA_HEADER] !== undefined) return signedIn(request);
    const session = await request.session();
    if (!session) throw new HttpError(401, MSG.naoAutenticado);
    return authStateFrom(session.usuario, session.access, empresa);
  }

  app.post(
    '/api/relatorio',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: `Registra um clique ({ tipo_relatorio, nome_tipo }) ou um lote (até ${CLIQUES_POR_LOTE}); usuário e empresa vêm da sessão`,
          description:
            'Aceita application/json e text/plain (navigator.sendBeacon). `empresa` no endereço substitui o cabeçalho x-empresa-indice quando ele não pode ser enviado.',
          tags,
          response: { 204: z.null().describe('Registrado') },
        },
      },
      schema: { querystring: postQuery },
    },
    async (request, reply) => {
      const auth = await clickOrigin(request, request.query.empresa);
      const clicks = clicksOf(request.body);
      await recordClicks(
        db(),
        { usuarioId: auth.usuario.id, clienteId: auth.usuario.externo ? (auth.empresa?.id ?? null) : null },
        clicks,
      );
      return reply.status(204).send();
    },
  );
}
