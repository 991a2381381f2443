/**
 * The bundle figures of the bench: the JavaScript a first visit to each route area downloads, as
 * `npm run budget` measures it (tools/bundle-budget/bundle-budget.ts), but held to the budgets themselves: an
 * allowance `npm test` grants a route over 230 kB (none today) is not applied here, so the bench says plainly
 * which routes are over. The rows of what a page has after its first paint keep their own ceilings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '@prix/shared/vite-manifest';
import { areasOf, fileSizes, measure, type AreaRow } from '../bundle-budget/bundle-budget.js';
import { ROOT } from './lib.js';

export function bundleRows(distDir = path.join(ROOT, 'apps/web/dist')): AreaRow[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return measure(manifest, fileSizes(distDir), areasOf(manifest), {});
}
