// The browser tests run in lanes, one per Playwright worker: each lane has a server of its own (its port, data
// directory, mail and signed-in sessions under .e2e/{port}/), so a test never sees what another lane's tests
// wrote, and the files of one lane run one after another in their usual order, as they always have.
import { availableParallelism } from 'node:os';

/** The first lane's port (`E2E_PORT`, default 3100); lane n listens on the next ports. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * How many lanes run at once (`E2E_LANES`): one per core, at most two. On 2 cores, two lanes took the
 * browser tests from 7.5 to 5.6–6.1 minutes: one lane leaves a core idle while its server or its browser waits.
 */
export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? Math.min(2, availableParallelism())));

/** Every lane's port. */
export const LANE_PORTS: readonly number[] = Array.from(
  { length: E2E_LANES },
  (_, lane) => E2E_BASE_PORT + lane,
);

/** This process's lane: Playwright names a worker's place in TEST_PARALLEL_INDEX (the runner itself is lane 0). */
export const lanePort = (): number => E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const laneUrl = (port: number = lanePort()): string => `http://localhost:${port}`;
