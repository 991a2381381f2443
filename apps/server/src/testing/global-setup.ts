import type { TestProject } from 'vitest/node';
import { createSeededTemplate } from './database-template.js';

/**
 * Once per run of a server project (vitest.config.ts): migrate and seed one database, which every test file
 * copies (testing/database.ts), instead of each file migrating and seeding its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, drop } = await createSeededTemplate(project.name === 'server-pg' ? 'pg' : 'pglite');
  project.provide('prixSeededDatabase', template);
  return drop;
}
