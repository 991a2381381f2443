import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeArgs, startNodeArgs } from './server-flags.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the flags the server runs with', () => {
  it('reads the flags between node and the server bundle', () => {
    expect(serverNodeArgs('A=1 node --max-semi-space-size=32 --foo apps/server/dist/server.js')).toEqual([
      '--max-semi-space-size=32',
      '--foo',
    ]);
    expect(serverNodeArgs('node apps/server/dist/server.js')).toEqual([]);
    expect(() => serverNodeArgs('node other.js')).toThrow(/não inicia/);
  });

  it('caps the young and old generations in npm start, and the production command in the README gives the same flags', () => {
    const flags = startNodeArgs(ROOT);
    expect(flags).toContain('--max-semi-space-size=32');
    expect(flags).toContain('--max-old-space-size=1536');
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const production = readme.split('\n').find((line) => line.includes('apps/server/dist/server.js'));
    expect(serverNodeArgs(production ?? '')).toEqual(flags);
  });
});
