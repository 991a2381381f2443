import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port.js';

/**
 * The real server process (src/server.ts under tsx), as `npm start` runs it: on SIGTERM it stops taking
 * requests but finishes the ones in flight, closes the database and exits 0.
 */
describe('graceful shutdown', () => {
  let dataDir: string;
  let child: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'prix-shutdown-'));
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const started = () => output.includes('Portal de Parceiros em') && resolve();
      child.stdout!.on('data', started);
      child.once('exit', () => reject(new Error(`o servidor saiu antes de ouvir:\n${output}`)));
    });
  }, 90_000);

  afterAll(async () => {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes a request in flight after SIGTERM, then exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const body = JSON.stringify({ padding: 'x'.repeat(1000) });
    // A request whose body arrives in two halves, with SIGTERM between them: it is in flight when the
    // signal comes, and its answer can only be written once the whole body is in. A public route that reads
    // its body: a signed-in one answers 401 from the headers, before the second half.
    const answered: number[] = [];
    let signalled = 0;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/acesso/logout',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: `http://localhost:${port}`,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => {
            answered.push(Date.now());
            resolve({ status: res.statusCode ?? 0, body: text });
          });
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 500));
      setTimeout(() => {
        signalled = Date.now();
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(500)), 500);
      }, 300);
    });
    const { status, body: text } = await answer;
    expect(status).toBe(200);
    expect(text).toContain('"logout_ok":true');
    expect(signalled).toBeGreaterThan(0);
    expect(answered[0]).toBeGreaterThan(signalled);
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM recebido');
    // No runtime or development-only warning at start (issues 9 and 16).
    expect(output).not.toMatch(/Unsupported runtime|in-memory adapter|WARNING/);
    // Nothing logged at level error (50) or above from start to exit: the job queue, started by that request,
    // stops before the database closes (ops/shutdown.ts). (Warnings may come: from a checkout not yet built,
    // the server says the web app is missing.)
    expect(output).not.toMatch(/"level":[56]0/);
  }, 30_000);
});
