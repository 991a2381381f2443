/**
 * The bundle figures of the bench: the JavaScript a first visit to each route area downloads, as
 * `npm run budget` measures and judges it (tools/bundle-budget/bundle-budget.ts), allowances included: a route
 * over its budget within its recorded allowance is shown as such, and passes here as it does in `npm test`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '@prix/shared/vite-manifest';
import { areasOf, fileSizes, measure, type AreaRow } from '../bundle-budget/bundle-budget.js';
import { ROOT } from './lib.js';

export function bundleRows(distDir = path.join(ROOT, 'apps/web/dist')): AreaRow[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return measure(manifest, fileSizes(distDir), areasOf(manifest));
}
