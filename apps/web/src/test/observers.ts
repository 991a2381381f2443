import { vi } from 'vitest';

/** An observer that never reports. */
class SilentObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** What the carousel (embla) observes, which jsdom lacks: observers that never report (setup.ts unstubs them). */
export function stubObservers() {
  vi.stubGlobal('IntersectionObserver', SilentObserver);
  vi.stubGlobal('ResizeObserver', SilentObserver);
}
