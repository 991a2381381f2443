import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
// Only what imports no app module: a module imported here would escape a test file's vi.mock.
import { stubViewport } from './viewport';

// Every web test starts on a desktop-wide viewport with an empty local storage (the stored company index), and
// leaves nothing behind: the rendered tree, and the globals it stubbed (fetch, matchMedia).
beforeEach(() => {
  localStorage.clear();
  stubViewport(1280);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
