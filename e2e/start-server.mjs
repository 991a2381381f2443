// Starts the built server on a brand-new data directory, so every browser run begins from the demo seed.
import { rm } from 'node:fs/promises';
import path from 'node:path';

const dataDir = path.resolve('test-results/e2e-data');
await rm(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
await import('../apps/server/dist/server.js');
