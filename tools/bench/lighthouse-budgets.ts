/**
 * The Lighthouse budgets of the bench (run.ts) and of the homes' guard (homes-guard.ts), and how a page's runs
 * are judged against them: no browser here, only figures (lighthouse-budgets.test.ts).
 *
 * The budgets hold for the reference host: an ordinary 2-core machine whose Lighthouse `benchmarkIndex` is
 * ~2,400, at Lighthouse's default 4× CPU slowdown. Simulated throttling multiplies the durations the host
 * itself took, so every run is made at the slowdown that turns its host into the reference one
 * (`calibratedCpuSlowdown`): a host twice as fast is slowed down twice as much (decision 0050).
 */

/** The `benchmarkIndex` of the host the budgets are set for (an ordinary 2-core machine: 2,000–2,800). */
export const REFERENCE_BENCHMARK_INDEX = 2400;
/** Lighthouse's mobile CPU slowdown, which the budgets assume on the reference host. */
export const REFERENCE_CPU_SLOWDOWN = 4;

/** The CPU slowdown that makes a host of `benchmarkIndex` run a page as the reference host at 4× does. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new RangeError(`benchmarkIndex inválido: ${benchmarkIndex}`);
  return (REFERENCE_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
}

/** What one finished Lighthouse run of a page measured, and how fast its host was. */
export interface RunFigures {
  /** The performance category's score, 0–1. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Only on a run that asked for the category (the public pages). */
  seo?: number;
  accessibility?: number;
  /** The host's speed as Lighthouse read it during this run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated at. */
  cpuSlowdown: number;
}

/**
 * A page's limits. Timings are judged on the median of the runs (one slow moment of a 2-core machine moves one
 * run); the layout shift and the categories that do not depend on the host's speed, on every run.
 */
export interface PageBudget {
  /** Median performance score, at least. */
  performance: number;
  /** Median Largest Contentful Paint, at most (ms). */
  lcpMs?: number;
  /** Median Total Blocking Time, at most (ms). */
  tbtMs?: number;
  /** Cumulative Layout Shift of every run, at most. */
  cls?: number;
  /** SEO score of every run, at least. */
  seo?: number;
  /** Accessibility score of every run, at least. */
  accessibility?: number;
}

/** The Lighthouse budgets per kind of page (docs/performance.md §1). */
export const LIGHTHOUSE_BUDGETS = {
  /** /home, as a partner and as staff, on the demo content: the first page after signing in. */
  home: { performance: 0.9, lcpMs: 2500, tbtMs: 200, cls: 0.1 },
  /** /acesso/login: most visits' first page. */
  login: { performance: 0.95, cls: 0.1 },
  /** A register's list and its record form. */
  register: { performance: 0.9, cls: 0.1 },
  /** The public pages search engines list. */
  public: { performance: 0.95, cls: 0.1, seo: 0.95, accessibility: 1 },
} as const satisfies Record<string, PageBudget>;

/** One figure of a page judged: the value judged (a median or the worst run), every run's, the rule, the outcome. */
export interface Verdict {
  figure: 'execuções' | 'performance' | 'LCP' | 'TBT' | 'CLS' | 'SEO' | 'acessibilidade';
  value: number;
  values: number[];
  /** The limit as the tables print it (Portuguese). */
  rule: string;
  pass: boolean;
}

/** The middle value (the upper one of an even count; NaN of none). */
export const median = (values: readonly number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;

/**
 * `runs` (the finished ones) against `budget`: one verdict per limit the budget sets, or a single failing one when
 * no run finished. A figure a run lacks (NaN) fails its limit.
 */
export function judgeRuns(runs: readonly RunFigures[], budget: PageBudget): Verdict[] {
  if (!runs.length)
    return [{ figure: 'execuções', value: 0, values: [], rule: '≥ 1 concluída', pass: false }];
  const verdicts: Verdict[] = [];
  // A median over a run that lacks the figure is NaN: it fails.
  const middle = (values: number[]) => (values.some(Number.isNaN) ? NaN : median(values));
  const atLeastMedian = (figure: Verdict['figure'], values: number[], limit: number, digits: number) => {
    const value = middle(values);
    verdicts.push({
      figure,
      value,
      values,
      rule: `≥ ${limit.toFixed(digits)} (mediana)`,
      pass: value >= limit,
    });
  };
  const atMostMedian = (figure: Verdict['figure'], values: number[], limit: number) => {
    const value = middle(values);
    verdicts.push({ figure, value, values, rule: `≤ ${limit} ms (mediana)`, pass: value <= limit });
  };
  const everyRun = (figure: Verdict['figure'], values: number[], limit: number, most: boolean) => {
    // The worst run is the one judged: NaN (a figure missing) counts as the worst.
    const worst = values.reduce((a, b) => (Number.isNaN(b) || (most ? b > a : b < a) ? b : a));
    verdicts.push({
      figure,
      value: worst,
      values,
      rule: `${most ? '≤' : '≥'} ${limit} em cada execução`,
      pass: values.every((v) => (most ? v <= limit : v >= limit)),
    });
  };
  const all = <K extends keyof RunFigures>(key: K) => runs.map((run) => run[key] ?? NaN);
  atLeastMedian('performance', all('performance'), budget.performance, 2);
  if (budget.lcpMs !== undefined) atMostMedian('LCP', all('lcpMs'), budget.lcpMs);
  if (budget.tbtMs !== undefined) atMostMedian('TBT', all('tbtMs'), budget.tbtMs);
  if (budget.cls !== undefined) everyRun('CLS', all('cls'), budget.cls, true);
  if (budget.seo !== undefined) everyRun('SEO', all('seo'), budget.seo, false);
  if (budget.accessibility !== undefined)
    everyRun('acessibilidade', all('accessibility'), budget.accessibility, false);
  return verdicts;
}
