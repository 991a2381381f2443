import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A progress indicator is announced by its name (ARIA requires one on a progressbar), or hidden when what holds
 * it is already named (a button 'Sair', a status region 'Carregando'). A loading state shows briefly, so a
 * browser walk sees it only by chance: this walks every component's source instead.
 */
const SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('progress indicators', () => {
  it('every CircularProgress and LinearProgress is named or hidden from assistive technology', () => {
    const unnamed: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<(CircularProgress|LinearProgress)\b[^>]*>/g)) {
        if (!/aria-(label|labelledby|hidden)\b/.test(match[0])) {
          const line = text.slice(0, match.index).split('\n').length;
          unnamed.push(`${path.relative(SRC, file)}:${line}`);
        }
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('no Skeleton carries a name: a bare span may not be named (ARIA); the status region around it is', () => {
    const named: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<Skeleton\b[^>]*>/g)) {
        if (/aria-label/.test(match[0]))
          named.push(`${path.relative(SRC, file)}:${text.slice(0, match.index).split('\n').length}`);
      }
    }
    expect(named).toEqual([]);
  });
});
