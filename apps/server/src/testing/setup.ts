import { failOnConsoleError } from '../../../../test-support/console-guard.js';

/**
 * Setup of every server test file (vitest.config.ts): a test that writes to console.error fails, as in the web
 * tests and epic-stack. The app logs through pino, silent in tests, so console.error only ever carries a defect
 * (an unhandled failure a library reports).
 */
failOnConsoleError();
