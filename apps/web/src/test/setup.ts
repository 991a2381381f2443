import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// Only what imports no app module: a module imported here would escape a test file's vi.mock.
import { stubViewport } from './viewport';
import { failOnConsoleError } from '../../../../test-support/console-guard';

// A screen test renders the whole app in jsdom, whose first render takes seconds on a busy 2-core machine:
// every findBy/waitFor waits up to 10 s (it returns as soon as the screen is there), not testing-library's 1 s.
configure({ asyncUtilTimeout: 10_000 });

failOnConsoleError();

// Every web test starts on a desktop-wide viewport with an empty local storage (the stored company index; only
// the cookie notice's acknowledgement), and
// leaves nothing behind: the rendered tree, and the globals it stubbed (fetch, matchMedia).
beforeEach(() => {
  localStorage.clear();
  // The cookie notice acknowledged (components/cookie-notice.tsx); its own test removes this.
  localStorage.setItem('avisoCookies', 'test');
  stubViewport(1280);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
