import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';

/**
 * A request hook that does its work synchronously (or throws an HttpError) as a callback-style hook: an async
 * one costs every request a promise and a trip through the microtask queue even when it returns at once
 * (measured with `tools/bench/profile.ts`). `done` is called outside the try: a later hook's throw is not taken for this one's.
 */
export function syncHook(
  check: (request: FastifyRequest, reply: FastifyReply) => void,
): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  return (request, reply, done) => {
    let failure: Error | undefined;
    try {
      check(request, reply);
    } catch (error) {
      failure = error as Error;
    }
    if (failure) done(failure);
    else done();
  };
}

/**
 * A hook whose common case is decided synchronously: `slow` runs (and is awaited) only when `needsWork` says
 * so, e.g. a session lookup for signed-in API calls but not for the pages and the public routes.
 */
export function hookWithSlowPath(
  needsWork: (request: FastifyRequest) => boolean,
  slow: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  return (request, reply, done) => {
    if (!needsWork(request)) return done();
    slow(request, reply).then(() => done(), done);
  };
}

type RouteHookKind = 'onRequest' | 'preValidation' | 'preHandler' | 'onResponse';
export type RouteHook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/**
 * Adds `hook` to one route's own hooks, from an `onRoute` hook: whether a check applies to a route is decided
 * once, when the route is registered, instead of on every request (`request.routeOptions` builds a new object
 * at each read; the profile of the anonymous 401). A route's own hooks run after the app's of the same kind.
 */
export function addRouteHook(route: RouteOptions, kind: RouteHookKind, hook: RouteHook): void {
  const existing = route[kind] as RouteHook | RouteHook[] | undefined;
  (route as Record<RouteHookKind, unknown>)[kind] = existing ? [...[existing].flat(), hook] : [hook];
}
