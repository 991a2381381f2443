import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface Backend {
  name: string;
  port: number;
  /** Until when connection attempts are skipped after one was refused (passive health check). */
  downUntil: number;
}

/** Header naming the instance that answered; the test may also pin a request to one (`PIN_HEADER`). */
export const INSTANCE_HEADER = 'x-prix-instancia';
export const PIN_HEADER = 'x-prix-instancia-alvo';

const DOWN_MS = 2_000;

/**
 * A small round-robin HTTP load balancer on 127.0.0.1, as a real one (nginx, HAProxy, a cloud LB) would
 * behave with its defaults:
 * - each request goes to the next backend in turn, with `X-Forwarded-For`/`-Proto`/`-Host` added;
 * - a backend that refuses the connection (the process is gone: nothing was sent, so nothing can have
 *   happened) is skipped for 2 s and the request is retried on the next one, whatever its method;
 * - a connection that breaks after the request was sent (the process died while handling it) is NOT
 *   retried, since a write may have been committed: the client gets a 502 and decides.
 * The answer carries `x-prix-instancia` (which backend answered) so the test can tell them apart.
 */
export class RoundRobinProxy {
  private next = 0;
  private server: Server | null = null;
  readonly served = new Map<string, number>();
  /** Connections that broke after the request was sent: answered 502, with why and when. */
  readonly broken: { backend: string; code: string; at: number }[] = [];

  constructor(readonly backends: Backend[]) {}

  private pick(pinned: string | undefined, tried: Set<string>): Backend | undefined {
    if (pinned) return tried.has(pinned) ? undefined : this.backends.find((b) => b.name === pinned);
    const now = Date.now();
    for (let i = 0; i < this.backends.length; i++) {
      const backend = this.backends[(this.next + i) % this.backends.length]!;
      if (!tried.has(backend.name) && backend.downUntil <= now) {
        this.next = (this.next + i + 1) % this.backends.length;
        return backend;
      }
    }
    // Every backend marked down: try the untried ones anyway (one may be back).
    return this.backends.find((b) => !tried.has(b.name));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const pinned = req.headers[PIN_HEADER] as string | undefined;
    const headers = { ...req.headers };
    delete headers[PIN_HEADER];
    delete headers.connection;
    delete headers['keep-alive'];
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    const tried = new Set<string>();
    for (let backend = this.pick(pinned, tried); backend; backend = this.pick(pinned, tried)) {
      tried.add(backend.name);
      const outcome = await new Promise<'refused' | 'done'>((resolve) => {
        const upstream = request(
          { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers, agent: false },
          (answer) => {
            const { connection: _c, 'keep-alive': _k, ...kept } = answer.headers;
            res.writeHead(answer.statusCode ?? 502, { ...kept, [INSTANCE_HEADER]: backend.name });
            answer.pipe(res);
            answer.on('error', () => res.destroy());
            answer.on('close', () => resolve('done'));
            this.served.set(backend.name, (this.served.get(backend.name) ?? 0) + 1);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') {
            backend.downUntil = Date.now() + DOWN_MS;
            return resolve('refused');
          }
          this.broken.push({
            backend: backend.name,
            code: error.code ?? error.message,
            at: performance.now(),
          });
          if (!res.headersSent) {
            res.writeHead(502, { 'content-type': 'text/plain', [INSTANCE_HEADER]: backend.name });
            res.end('instância caiu durante a requisição');
          } else res.destroy();
          resolve('done');
        });
        upstream.end(body);
      });
      if (outcome === 'done') return;
    }
    res.writeHead(503, { 'content-type': 'text/plain' }).end('nenhuma instância disponível');
  }

  async listen(): Promise<number> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => res.destroy());
    });
    return new Promise((resolve) =>
      this.server!.listen(0, '127.0.0.1', () => resolve((this.server!.address() as { port: number }).port)),
    );
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
  }
}
