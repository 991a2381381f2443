/** The table the bench (run.ts) and the homes' guard (homes-guard.ts) print: `figure | value | budget | pass`. */

export interface Row {
  figure: string;
  value: string;
  budget: string;
  /** null: a figure shown, not judged. */
  pass: boolean | null;
}

/** The rows as a Markdown table on standard output. */
export function printTable(rows: readonly Row[]): void {
  const header: Row = { figure: 'figure', value: 'value', budget: 'budget', pass: null };
  const cell = (r: Row) => [
    r.figure,
    r.value,
    r.budget,
    r === header ? 'pass' : r.pass === null ? '' : r.pass ? 'sim' : 'NÃO',
  ];
  const all = [header, ...rows].map(cell);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...all.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  process.stdout.write(
    [line(all[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...all.slice(1).map(line)].join(
      '\n',
    ) + '\n',
  );
}
