import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fails the test that wrote to console.error (as epic-stack does): React's warnings, an unexpected answer, an
 * unhandled failure are defects, not noise. The message is still printed. A test that expects one replaces the
 * spy's implementation (`vi.spyOn(console, 'error').mockImplementation(() => undefined)`), which this allows.
 * Shared by the server and web test setups. Imports no app module, so the web setup may use it without
 * escaping a test file's vi.mock.
 */
export function failOnConsoleError(): void {
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
}
