import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The instance a route is declared on, `app.withTypeProvider<ZodTypeProvider>()`: a handler's params,
 * querystring and body take their types from the zod schemas of the route's `schema` (validated by zod's
 * compiler, set in app.ts), and its answer is checked against its response schema, with no cast. Named here
 * for the functions that receive it.
 */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
