import type { FastifyInstance } from 'fastify';
import { REPORT_TIME_ZONE } from '../lib/time-zone.js';
import { afterFirstAnswer } from './after-first-answer.js';

/** A job of the durable queue that runs once a night at a Brasília hour, whatever the number of instances. */
export interface NightlyJob {
  /** The job kind's queue. */
  name: string;
  /** The hour (0–23) in Brasília it runs at. */
  hour: number;
  /** The start of each night's singleton key ('aviso' → 'aviso-2026-11-28'). */
  keyPrefix: string;
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The next night's run: `hour` o'clock in Brasília (today's when it is still ahead), keyed by its day so every
 * instance scheduling it queues one job (the kind is exclusive).
 */
export function nextNightlyRun(job: NightlyJob, now = new Date()): { at: Date; key: string } {
  const parts = Object.fromEntries(wallClock.formatToParts(now).map((p) => [p.type, p.value]));
  const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  if (Number(parts.hour) >= job.hour) day.setUTCDate(day.getUTCDate() + 1);
  // Brasília is UTC−3 all year (no daylight saving since 2019).
  const at = new Date(day.getTime() + (job.hour + 3) * 3_600_000);
  return { at, key: `${job.keyPrefix}-${day.toISOString().slice(0, 10)}` };
}

/** Queues the next night's run (once per night, whatever the number of instances). */
export async function scheduleNightlyRun(
  app: FastifyInstance,
  job: NightlyJob,
  now = new Date(),
): Promise<void> {
  const { at, key } = nextNightlyRun(job, now);
  await app.jobs.schedule(job.name, {}, { startAfter: at, singletonKey: key });
}

/**
 * Declares the nightly job (at registration) with `run` as its work: the first night's run is queued once the
 * queue runs, and each run queues the next, even when it failed (and is retried).
 */
export function defineNightlyJob(app: FastifyInstance, job: NightlyJob, run: () => Promise<void>): void {
  app.jobs.define<Record<string, never>>({
    name: job.name,
    policy: 'exclusive',
    handler: async () => {
      try {
        await run();
      } finally {
        await scheduleNightlyRun(app, job);
      }
    },
  });
  afterFirstAnswer(app, 'onReady', () => {
    scheduleNightlyRun(app, job).catch((error: unknown) =>
      app.log.warn({ err: error, job: job.name }, 'agendamento da tarefa noturna falhou'),
    );
  });
}
