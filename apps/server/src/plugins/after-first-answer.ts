import type { FastifyInstance } from 'fastify';

/** How long a server that has started but received no request waits before doing its deferred work. */
export const IDLE_START_MS = 1000;

/**
 * Work a start does not need for its first answer (loading the embedded provider, starting the job queue),
 * deferred until that answer has gone out, or until the server has been up IDLE_START_MS without a request.
 * Begun as the server listened, it held the single thread that serves the first page of a restart for ~0.3 s
 * (the start-up budget). A request that needs the work sooner starts it itself: each task must be safe to
 * run twice. Nothing stays on the request path: the one-time listener is removed once the task has run.
 */
export function afterFirstAnswer(app: FastifyInstance, when: 'onReady' | 'onListen', task: () => void): void {
  let settle = () => {};
  app.addHook(when, async () => {
    const server = app.server;
    let pending = true;
    const onRequest = (_request: unknown, response: NodeJS.EventEmitter) => {
      server.off('request', onRequest);
      response.once('close', run);
    };
    const timer = setTimeout(run, IDLE_START_MS).unref();
    server.on('request', onRequest);
    settle = () => {
      pending = false;
      clearTimeout(timer);
      server.off('request', onRequest);
    };
    function run() {
      if (!pending) return;
      settle();
      task();
    }
  });
  // A server closed before its first answer never starts the work.
  app.addHook('onClose', async () => settle());
}
