import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { semAcentos } from '@prix/shared/core/onde-comprar';

/**
 * Writes Brazil's municipalities (apps/server/data/municipios-brasileiros/municipios.csv) into the migration
 * that creates the table `municipio`, between its two marker lines, as one INSERT with `nome_busca` already
 * folded by `semAcentos` (the same folding the locator's search uses). Run from the repository's root:
 *   node --import tsx tools/municipios/gerar-migracao.ts
 * The server's municipios test checks that the migrated rows equal the file.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CSV = path.join(ROOT, 'apps/server/data/municipios-brasileiros/municipios.csv');
const ESTADOS = path.join(ROOT, 'apps/server/data/municipios-brasileiros/estados.csv');
const MIGRATION = path.join(ROOT, 'apps/server/src/db/migrations/0015_onde_comprar.sql');
const BEGIN = '-- municipios: início (tools/municipios/gerar-migracao.ts escreve as linhas até o fim)';
const END = '-- municipios: fim';

/** The rows of a plain CSV (no quoted commas in these files), as objects by header. */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    if (cells.length !== names.length) throw new Error(`${file}: linha inesperada: ${line}`);
    return Object.fromEntries(names.map((n, i) => [n, cells[i]!]));
  });
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const number = (text: string) => {
  const n = Number(text);
  if (!Number.isFinite(n)) throw new Error(`número inválido: ${text}`);
  return String(n);
};

export function municipioValues(): string[] {
  const ufByCode = new Map(readCsv(ESTADOS).map((e) => [e.codigo_uf!, e.uf!]));
  return readCsv(CSV)
    .sort((a, b) => a.codigo_ibge!.localeCompare(b.codigo_ibge!))
    .map((m) => {
      const uf = ufByCode.get(m.codigo_uf!);
      if (!/^\d{7}$/.test(m.codigo_ibge!) || !uf) throw new Error(`município inválido: ${JSON.stringify(m)}`);
      const capital = m.capital === '1' ? 'true' : 'false';
      return `(${quote(m.codigo_ibge!)}, ${quote(m.nome!)}, ${quote(semAcentos(m.nome!))}, ${quote(uf)}, ${number(m.latitude!)}, ${number(m.longitude!)}, ${capital})`;
    });
}

const values = municipioValues();
const block = [
  BEGIN,
  'INSERT INTO "municipio" ("id", "nome", "nome_busca", "uf", "lat", "lon", "capital") VALUES',
  values.join(',\n') + ';',
  END,
].join('\n');
const migration = readFileSync(MIGRATION, 'utf8');
const start = migration.indexOf(BEGIN);
const end = migration.indexOf(END);
if (start < 0 || end < start) throw new Error(`${MIGRATION}: marcadores não encontrados`);
writeFileSync(MIGRATION, migration.slice(0, start) + block + migration.slice(end + END.length));
process.stdout.write(`${values.length} municípios escritos em ${path.relative(ROOT, MIGRATION)}\n`);
