import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { afterFirstAnswer, IDLE_START_MS } from './after-first-answer.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('afterFirstAnswer', () => {
  let app: FastifyInstance;
  let runs: number;
  const listening = async () => {
    runs = 0;
    app = Fastify();
    app.get('/', async () => {
      // The deferred work must not run while the first request is being answered.
      expect(runs).toBe(0);
      return { ok: true };
    });
    afterFirstAnswer(app, 'onListen', () => runs++);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return `http://127.0.0.1:${port}/`;
  };
  afterEach(() => app.close());

  it('runs once, after the first answer has gone out', async () => {
    const url = await listening();
    expect(runs).toBe(0);
    const response = await fetch(url);
    expect(await response.json()).toEqual({ ok: true });
    await expect.poll(() => runs).toBe(1);
    await fetch(url);
    await pause(IDLE_START_MS + 200);
    expect(runs).toBe(1);
  });

  it('runs on its own when no request comes', async () => {
    await listening();
    await pause(IDLE_START_MS / 2);
    expect(runs).toBe(0);
    await expect.poll(() => runs, { timeout: IDLE_START_MS * 2 }).toBe(1);
  });

  it('never runs on a server closed before its first answer', async () => {
    await listening();
    await app.close();
    await pause(IDLE_START_MS + 200);
    expect(runs).toBe(0);
  });
});
