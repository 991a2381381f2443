import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Setup of every server test file (vitest.config.ts): a test that writes to console.error fails, as in the web
 * tests (apps/web/src/test/console-guard.ts) and epic-stack. The app logs through pino, silent in tests, so
 * console.error only ever carries a defect (an unhandled failure a library reports). The message is still
 * printed; a test that expects one replaces the spy: `vi.spyOn(console, 'error').mockImplementation(() => undefined)`.
 */
let written: unknown[][] = [];
let spy: { mockRestore(): void } | undefined;

beforeEach(() => {
  written = [];
  const original = console.error;
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    written.push(args);
    original(...args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (written.length > 0) {
    const first = written[0]!.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    throw new Error(
      `console.error was called ${written.length} time(s); the first: ${first.slice(0, 500)}. ` +
        'A test that expects it replaces the spy: vi.spyOn(console, "error").mockImplementation(() => undefined).',
    );
  }
});
