import { createServer } from 'node:net';

/** A port nothing listens on right now, on 127.0.0.1 (tests, the bench and the fault test start servers on it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('porta')),
      );
    });
  });
}
