import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSignedIn } from './session-probe';

afterEach(() => vi.unstubAllGlobals());

const answering = (status: number) => {
  const response = new Response('{"errors":[]}', { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  return response;
};

describe('isSignedIn', () => {
  it('says yes on 200 and no on 401, and reads each answer to its end so its connection is freed', async () => {
    const ok = answering(200);
    expect(await isSignedIn()).toBe(true);
    expect(ok.bodyUsed).toBe(true);
    const refused = answering(401);
    expect(await isSignedIn()).toBe(false);
    expect(refused.bodyUsed).toBe(true);
  });

  it('says no when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await isSignedIn()).toBe(false);
  });
});
