import type { FastifyContextConfig, FastifyInstance, preValidationHookHandler } from 'fastify';
import { CAMPO_ARMADILHA, TEMPO_MINIMO_FORMULARIO_MS } from '@prix/shared/core/public-form';
import { access } from './access.js';
import { HttpError } from './errors.js';

/**
 * The one bot protection of the public forms (the enquiry of 'Onde comprar', the application of 'Seja um
 * parceiro', the privacy request of 'Seus dados pessoais'), without outside services: a hidden field people never see (filled → answered as accepted,
 * nothing stored, so a bot learns nothing), a minimum fill time measured by the page (`tempo`, ms; missing or
 * under TEMPO_MINIMO_FORMULARIO_MS → 400) and a per-address rate limit (429 with Retry-After, counted in the
 * database every process shares, before the body is read).
 */
export type PublicFormLimit = 'contato' | 'candidatura' | 'privacidade';

export const MSG_ENVIO_RAPIDO = 'Envio rápido demais: confira os dados e envie o formulário novamente.';

/** What the route says in its OpenAPI description about the protection. */
export const PUBLIC_FORM_DOCS =
  `Proteção sem serviços externos: o campo oculto \`${CAMPO_ARMADILHA}\` preenchido é respondido como aceito sem guardar nada; ` +
  `\`tempo\` (ms em que o formulário ficou aberto, medido pela página) ausente ou abaixo de ${TEMPO_MINIMO_FORMULARIO_MS / 1000} s → 400; ` +
  'limite por endereço (429 com Retry-After).';

/** The route config of a public form: open to anyone, with its per-address limit. */
export function publicFormConfig(
  app: FastifyInstance,
  limit: PublicFormLimit,
): Pick<FastifyContextConfig, 'access' | 'rateLimit'> {
  return { access: access.public, rateLimit: app.rateLimits[limit] };
}

/** Whether the hidden field is filled: a bot. */
export function caughtByTrap(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[CAMPO_ARMADILHA];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** A form sent faster than a person fills it, or without its fill time: 400. */
export function requireFillTime(tempo: number | undefined): void {
  if (tempo === undefined || tempo < TEMPO_MINIMO_FORMULARIO_MS) throw new HttpError(400, MSG_ENVIO_RAPIDO);
}

/**
 * For a form with a JSON body: a `preValidation` hook that answers a filled hidden field as accepted before
 * validation (even with everything else wrong), and stores nothing. A multipart form calls `caughtByTrap`
 * once it has read its JSON part.
 */
export function trapHook(answer: { status: number; body: object }, what: string): preValidationHookHandler {
  return (request, reply, done) => {
    if (caughtByTrap(request.body)) {
      request.log.info(`${what} descartado: campo oculto preenchido`);
      void reply.status(answer.status).send(answer.body);
      return;
    }
    done();
  };
}
