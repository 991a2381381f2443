import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL programs: PG_BIN, else Debian's newest /usr/lib/postgresql/<n>/bin, else /usr/local/bin. */
async function pgBin(): Promise<string> {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = (await readdir(debian))
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  candidates.push('/usr/local/bin', '/usr/bin');
  const found = candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
  if (!found)
    throw new Error(
      `initdb e pg_ctl não encontrados (procurados em ${candidates.join(', ')}); defina PG_BIN`,
    );
  return found;
}

/**
 * A throw-away PostgreSQL cluster of the fault test's own, on 127.0.0.1 and a port the caller picked, in a
 * temporary directory: the machine's own cluster (5432) is never stopped or touched. As root the programs
 * run as the `postgres` user (PostgreSQL refuses to run as root), in a directory that user owns.
 */
export class PostgresCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
    private readonly asPostgres: boolean,
  ) {}

  running = false;

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(port: number): Promise<PostgresCluster> {
    if (port === 5432) throw new Error('a porta 5432 é do PostgreSQL da máquina: use outra');
    const bin = await pgBin();
    const dir = await mkdtemp(path.join(tmpdir(), 'prix-faults-pg-'));
    const asPostgres = process.getuid?.() === 0;
    const cluster = new PostgresCluster(dir, port, bin, asPostgres);
    if (asPostgres) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    await cluster.exec('initdb', [
      '-D',
      cluster.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    return cluster;
  }

  private get dataDir() {
    return path.join(this.dir, 'data');
  }

  private async exec(program: string, args: string[]) {
    const file = path.join(this.bin, program);
    const [cmd, argv] = this.asPostgres ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    // A bounded wait: pg_ctl's own -t is 60 s, the kill after 90 s is a last resort.
    return run(cmd, argv, { timeout: 90_000, cwd: this.dir });
  }

  /** Starts it and returns once it accepts connections (pg_ctl -w). */
  async start(): Promise<void> {
    // Only TCP on 127.0.0.1 and the socket in our own directory: nothing else on the machine sees it.
    const options = `-p ${this.port} -h 127.0.0.1 -k ${this.dir} -c max_connections=60`;
    await this.exec('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
    this.running = true;
  }

  /** Stops it as an operator would for a restart: `fast` ends every session (57P01) and returns when it is down. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.exec('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    this.running = false;
  }

  /** Stops it if it runs and removes its directory; never throws. */
  async destroy(): Promise<void> {
    if (this.running) await this.stop('immediate').catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true }).catch(() => undefined);
  }
}
