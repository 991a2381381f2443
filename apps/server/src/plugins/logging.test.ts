import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loggingOptions } from './logging.js';

describe("a request's logger", () => {
  it("makes pino's child only when a line is logged at an enabled level, with the request id", () => {
    const lines: string[] = [];
    const root = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const child = vi.spyOn(root, 'child');
    const factory = loggingOptions({ env: 'production', logLevel: 'warn' }).childLoggerFactory!;
    const log = factory.call({} as FastifyInstance, root, { reqId: 'r-1' }, {}, {} as IncomingMessage);

    log.info('abaixo do nível');
    log.debug({ detalhe: 1 }, 'também');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');

    log.warn({ rota: '/x' }, 'algo a ver');
    log.error('e mais');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'r-1', rota: '/x', msg: 'algo a ver' });
  });

  it("a route's own level (Fastify's logLevel) is pino's to apply", () => {
    const lines: string[] = [];
    const root = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const factory = loggingOptions({ env: 'production', logLevel: 'warn' }).childLoggerFactory!;
    const log = factory.call(
      {} as FastifyInstance,
      root,
      { reqId: 'r-2' },
      { level: 'info' },
      {} as IncomingMessage,
    );
    log.info('visível nesta rota');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['visível nesta rota']);
  });
});
