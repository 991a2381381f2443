import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { PgBoss, Db as JobDb, DrizzleTransactionLike, Job } from 'pg-boss';
import type { Database, Db } from '../db/client.js';
import { afterFirstAnswer } from './after-first-answer.js';
import { isDatabaseUnavailable } from './errors.js';
import type { MailAttachment, MailMessage } from './mail.js';
import { hookWithSlowPath } from './sync-hook.js';

/** The queue of e-mails to send (decision 0022). */
export const MAIL_QUEUE = 'email';
/** pg-boss's tables live in a schema of their own, apart from the portal's. */
export const JOBS_SCHEMA = 'pgboss';

/** An attachment of a queued e-mail: an object in the file storage, read when the message is sent. */
export interface StoredAttachment {
  filename: string;
  storageKey: string;
  contentType?: string;
}

/**
 * A kind of job a module runs through the durable queue (a queue of its own, named `name`): its handler runs
 * on one instance per job (SKIP LOCKED), retried with backoff when it throws. `policy: 'exclusive'` keeps at
 * most one job per `singletonKey` waiting or running, so scheduling the same key twice queues it once.
 */
export interface JobKind<T extends object> {
  name: string;
  handler: (data: T) => Promise<void>;
  policy?: 'standard' | 'exclusive';
  /**
   * Seconds a job may run before it counts as lost (its instance died mid-job) and is retried: above the
   * handler's longest run. A lost job comes back after this, the supervisor's pass (SUPERVISE_SECONDS) and
   * its retry delay. Default: DEFAULT_EXPIRE_SECONDS.
   */
  expireInSeconds?: number;
  /** First retry delay, doubling, of a job that threw or was lost. Default: `MAIL_RETRY_DELAY`. */
  retryDelaySeconds?: number;
}

/** How long a job of a kind that says nothing else may run before it counts as lost. */
export const DEFAULT_EXPIRE_SECONDS = 300;
/**
 * How often pg-boss's supervisor looks for lost jobs (expired) on each queue; pg-boss's 60 s would add up
 * to a minute to the return of a job whose instance died. A pass is a few indexed statements.
 */
export const SUPERVISE_SECONDS = 15;

/** When and how a job of a kind runs: not before `startAfter`; one per `singletonKey` (exclusive kinds). */
export interface JobSchedule {
  startAfter?: Date;
  singletonKey?: string;
}

/** What a queued e-mail job carries: the message, its attachments as storage keys (never the bytes). */
export interface QueuedMail extends Omit<MailMessage, 'attachments'> {
  attachments?: StoredAttachment[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /**
       * Queues an e-mail. With `tx`, the job row is written in that transaction: it exists only if the
       * business write commits. Call `wake()` after the commit so this instance sends it at once.
       */
      enqueueMail(message: QueuedMail, tx?: Db): Promise<void>;
      /** Asks this instance's worker to look at the queue now rather than at its next poll. */
      wake(): void;
      /**
       * Deletes, in `tx`, the e-mail jobs that name an address (as recipient or in their text) and no longer
       * wait to be sent: the failed ones, and any completed one kept from before sent jobs were deleted.
       * One still waiting is sent, and then deleted like every sent one.
       */
      forgetMailTo(address: string, tx: Db): Promise<void>;
      /**
       * Declares a kind of job and its handler (at registration, before the app is ready): every instance
       * works its queue once the job queue runs.
       */
      define<T extends object>(kind: JobKind<T>): void;
      /** Queues a job of a declared kind; with `tx`, in that transaction (it exists only if it commits). */
      schedule<T extends object>(name: string, data: T, when?: JobSchedule, tx?: Db): Promise<void>;
    };
  }
}

/** The states of a job that no longer waits to be sent, and how many jobs a look-up reads at a time. */
const DONE_STATES: ReadonlySet<string> = new Set(['completed', 'cancelled', 'failed']);
const FIND_PAGE = 1000;

/** pg-boss and its dependencies (~0.15 s to load) come with the queue's start, after the server's. */
const loadPgBoss = () => import('pg-boss');
type PgBossModule = Awaited<ReturnType<typeof loadPgBoss>>;

/** pg-boss's SQL-text interface over the portal's own connection (PGlite) or pool (PostgreSQL). */
function jobDatabase(pgBoss: PgBossModule, database: Database): JobDb {
  if (database.driver.kind === 'pglite') return pgBoss.fromPglite(database.driver.client);
  const { pool } = database.driver;
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values as unknown[])) as unknown;
      // A multi-statement text (pg-boss's locked blocks) answers one result per statement.
      return Array.isArray(result)
        ? { rows: result.flatMap((r: { rows?: unknown[] }) => r.rows ?? []) }
        : (result as { rows: unknown[] });
    },
  };
}

async function newBoss(database: Database): Promise<{ boss: PgBoss; pgBoss: PgBossModule }> {
  const pgBoss = await loadPgBoss();
  const boss = new pgBoss.PgBoss({
    db: jobDatabase(pgBoss, database),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: JOBS_SCHEMA,
    schedule: false,
    registerInstance: false,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  });
  return { boss, pgBoss };
}

/**
 * This instance's worker on `queue`, one job at a time; resolves to its id. pg-boss waits its polling interval
 * after every fetch, whether it found a job or not: a backlog (a burst of webhooks, a mailing) would go at one
 * job per interval. A worker that found a job, handled or failed, asks again at once; an empty fetch waits.
 */
async function workOneAtATime<T extends object>(
  boss: PgBoss,
  queue: string,
  pollingIntervalSeconds: number,
  handle: (job: Job<T>) => Promise<void>,
): Promise<string> {
  let workerId = '';
  workerId = await boss.work<T>(queue, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
    if (!job) return;
    try {
      await handle(job);
    } finally {
      boss.notifyWorker(workerId);
    }
  });
  return workerId;
}

/** Creates the queue's schema ahead of a server (the test template), so each copy starts without it. */
export async function installJobSchema(database: Database): Promise<void> {
  const { boss } = await newBoss(database);
  await boss.start();
  await boss.createQueue(MAIL_QUEUE);
  await boss.stop({ graceful: false });
}

/**
 * The durable job queue (decision 0022): pg-boss in the portal's PostgreSQL, or in the embedded PGlite.
 * Every instance runs a worker; a job is fetched with SKIP LOCKED, so one instance sends each message.
 * A failed send (SMTP down) is retried with exponential backoff; stopping the app stops the worker after
 * the message in hand.
 */
export default fp(
  async function jobs(app: FastifyInstance) {
    const { mailQueue } = app.config;
    const kinds: JobKind<object>[] = [];

    /** A declared kind's queue (created once) and this instance's worker on it. */
    const startKind = async (boss: PgBoss, kind: JobKind<object>) => {
      await boss.createQueue(kind.name, { policy: kind.policy ?? 'standard' });
      await boss.updateQueue(kind.name, {
        retryLimit: 10,
        retryDelay: kind.retryDelaySeconds ?? mailQueue.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: kind.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
      });
      await workOneAtATime<object>(boss, kind.name, mailQueue.pollSeconds, (job) => kind.handler(job.data));
    };

    /** Starts pg-boss and this instance's worker; resolves to the running queue and the worker's id. */
    const startQueue = async (): Promise<{ boss: PgBoss; pgBoss: PgBossModule; workerId: string }> => {
      const { boss, pgBoss } = await newBoss(app.database);
      boss.on('error', (error) => app.log.error({ err: error }, 'fila de tarefas'));
      try {
        await boss.start();
        // Created once; its retry settings follow the configuration on every start.
        await boss.createQueue(MAIL_QUEUE);
        await boss.updateQueue(MAIL_QUEUE, {
          retryLimit: mailQueue.retryLimit,
          retryDelay: mailQueue.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: 3600,
          expireInSeconds: DEFAULT_EXPIRE_SECONDS,
        });
        const workerId = await workOneAtATime<QueuedMail>(
          boss,
          MAIL_QUEUE,
          mailQueue.pollSeconds,
          async (job) => {
            const attachments = await readAttachments(app, job.data.attachments ?? []);
            await app.mail.send({ ...job.data, attachments });
            // A sent message's recipient and text are personal data the queue has no more use for.
            await boss.deleteJob(MAIL_QUEUE, job).catch((error: unknown) => {
              app.log.warn({ err: error }, 'e-mail enviado mantido na fila');
            });
          },
        );
        for (const kind of kinds) await startKind(boss, kind);
        return { boss, pgBoss, workerId };
      } catch (error) {
        await boss.stop({ graceful: false }).catch(() => undefined);
        throw error;
      }
    };

    // The server starts, and answers 503, with its database out of reach (plugins/errors.ts): then the queue
    // starts once the database is back, tried again every few seconds and before any e-mail is queued.
    let queue: Promise<{ boss: PgBoss; pgBoss: PgBossModule; workerId: string }> | null = null;
    let retry: NodeJS.Timeout | undefined;
    let closing = false;
    const running = () => {
      queue ??= startQueue().catch((error: unknown) => {
        queue = null;
        if (!closing) {
          // The database out of reach is expected to pass; anything else is a fault to look at.
          const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
          app.log[level]({ err: error }, 'fila de tarefas indisponível: nova tentativa em 5 s');
          retry = setTimeout(() => void running().catch(() => undefined), 5000);
          retry.unref();
        }
        throw error;
      });
      return queue;
    };
    // Started once the app is ready and has given its first answer (plugins/after-first-answer.ts), not
    // awaited: the first page needs no queue. A failure is logged and tried again (above). Until it runs, a
    // request that may write waits for it: an e-mail queued inside a business transaction cannot start the
    // queue from there (on PGlite's single connection the start would wait for that very transaction).
    let started = false;
    afterFirstAnswer(app, 'onReady', () => {
      void running()
        .then(() => (started = true))
        .catch(() => undefined);
    });
    app.addHook(
      'onRequest',
      hookWithSlowPath(
        (request) => !started && request.method !== 'GET' && request.method !== 'HEAD',
        async () => {
          started = await running().then(
            () => true,
            () => false,
          );
        },
      ),
    );

    app.decorate('jobs', {
      async enqueueMail(message: QueuedMail, tx?: Db) {
        const { boss, pgBoss, workerId } = await running();
        await boss.send(
          MAIL_QUEUE,
          message,
          tx ? { db: pgBoss.fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {},
        );
        if (!tx) boss.notifyWorker(workerId);
      },
      wake: () => {
        void queue?.then(({ boss, workerId }) => boss.notifyWorker(workerId)).catch(() => undefined);
      },
      async forgetMailTo(address: string, tx: Db) {
        const { boss, pgBoss } = await running();
        const db = pgBoss.fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
        const wanted = address.trim().toLowerCase();
        const ids: string[] = [];
        for (let after: string | undefined; ;) {
          const page = await boss.findJobs<QueuedMail>(MAIL_QUEUE, { db, limit: FIND_PAGE, after });
          for (const job of page)
            if (DONE_STATES.has(job.state) && JSON.stringify(job.data).toLowerCase().includes(wanted))
              ids.push(job.id);
          if (page.length < FIND_PAGE) break;
          after = page.at(-1)!.id;
        }
        if (ids.length) await boss.deleteJob(MAIL_QUEUE, ids, { db });
      },
      define<T extends object>(kind: JobKind<T>) {
        if (kind.name === MAIL_QUEUE || kinds.some((k) => k.name === kind.name))
          throw new Error(`tipo de tarefa repetido: ${kind.name}`);
        kinds.push(kind as JobKind<object>);
        // Declared after the queue started (not the usual order): its worker starts now.
        if (started) void queue?.then(({ boss }) => startKind(boss, kind as JobKind<object>));
      },
      async schedule<T extends object>(name: string, data: T, when: JobSchedule = {}, tx?: Db) {
        if (!kinds.some((k) => k.name === name)) throw new Error(`tipo de tarefa desconhecido: ${name}`);
        const { boss, pgBoss } = await running();
        await boss.send(name, data, {
          ...(when.startAfter ? { startAfter: when.startAfter } : {}),
          ...(when.singletonKey ? { singletonKey: when.singletonKey } : {}),
          ...(tx ? { db: pgBoss.fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {}),
        });
      },
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      const started = await queue?.catch(() => null);
      await started?.boss.stop({ graceful: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['database', 'mail', 'uploads'] },
);

async function readAttachments(
  app: FastifyInstance,
  stored: readonly StoredAttachment[],
): Promise<MailAttachment[]> {
  const attachments: MailAttachment[] = [];
  for (const item of stored) {
    const content = await app.storage.read(item.storageKey);
    // A file deleted since the request was made cannot come back: the message goes without it.
    if (!content) {
      app.log.warn({ key: item.storageKey }, 'anexo de e-mail não encontrado no armazenamento');
      continue;
    }
    attachments.push({ filename: item.filename, content, contentType: item.contentType });
  }
  return attachments;
}
