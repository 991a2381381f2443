import { describe, expect, it } from 'vitest';
import {
  LIGHTHOUSE_BUDGETS,
  REFERENCE_BENCHMARK_INDEX,
  calibratedCpuSlowdown,
  judgeRuns,
  type RunFigures,
  type Verdict,
} from './lighthouse-budgets';

/** A home run well within its budget on the reference host. */
const good: RunFigures = {
  performance: 0.97,
  lcpMs: 1900,
  tbtMs: 60,
  cls: 0.001,
  benchmarkIndex: REFERENCE_BENCHMARK_INDEX,
  cpuSlowdown: 4,
};
const run = (changes: Partial<RunFigures> = {}): RunFigures => ({ ...good, ...changes });
const home = LIGHTHOUSE_BUDGETS.home;

const verdict = (verdicts: Verdict[], figure: Verdict['figure']) => {
  const found = verdicts.find((v) => v.figure === figure);
  if (!found) throw new Error(`sem veredito de ${figure}`);
  return found;
};
const failing = (verdicts: Verdict[]) => verdicts.filter((v) => !v.pass).map((v) => v.figure);

describe('calibratedCpuSlowdown', () => {
  it("is Lighthouse's 4× on the reference host", () => {
    expect(calibratedCpuSlowdown(REFERENCE_BENCHMARK_INDEX)).toBe(4);
  });

  it('slows a faster host down more and a slower one less, in proportion to its index', () => {
    expect(calibratedCpuSlowdown(3600)).toBeCloseTo(6);
    expect(calibratedCpuSlowdown(1200)).toBeCloseTo(2);
    expect(calibratedCpuSlowdown(2545)).toBeCloseTo(4.2417, 3);
  });

  it('refuses an index that is not a speed', () => {
    for (const index of [0, -1, NaN, Infinity])
      expect(() => calibratedCpuSlowdown(index)).toThrow(RangeError);
  });
});

describe('judgeRuns on the home budget', () => {
  it('passes three good runs, judging every limit the budget sets', () => {
    const verdicts = judgeRuns([run(), run(), run()], home);
    expect(verdicts.map((v) => v.figure)).toEqual(['performance', 'LCP', 'TBT', 'CLS']);
    expect(failing(verdicts)).toEqual([]);
  });

  it('fails a slow home: the performance, LCP and TBT of a slow render', () => {
    const slow = run({ performance: 0.74, lcpMs: 4500, tbtMs: 480 });
    const verdicts = judgeRuns([slow, slow, slow], home);
    expect(failing(verdicts)).toEqual(['performance', 'LCP', 'TBT']);
    expect(verdict(verdicts, 'LCP')).toMatchObject({ value: 4500, rule: '≤ 2500 ms (mediana)' });
  });

  it('judges the timings on the median: one slow run of three passes, two fail', () => {
    const slow = run({ performance: 0.6, lcpMs: 5000, tbtMs: 900 });
    expect(failing(judgeRuns([run(), slow, run()], home))).toEqual([]);
    const verdicts = judgeRuns([slow, run(), slow], home);
    expect(failing(verdicts)).toEqual(['performance', 'LCP', 'TBT']);
    expect(verdict(verdicts, 'TBT').values).toEqual([900, 60, 900]);
  });

  it('judges CLS on every run: one shifting run fails the page, and the worst run is the value', () => {
    const verdicts = judgeRuns([run(), run({ cls: 0.128 }), run()], home);
    expect(failing(verdicts)).toEqual(['CLS']);
    expect(verdict(verdicts, 'CLS')).toMatchObject({ value: 0.128, rule: '≤ 0.1 em cada execução' });
  });

  it('holds each limit on both sides', () => {
    const at = (changes: Partial<RunFigures>) =>
      failing(judgeRuns([run(changes), run(changes), run(changes)], home));
    expect(at({ performance: 0.9 })).toEqual([]);
    expect(at({ performance: 0.89 })).toEqual(['performance']);
    expect(at({ lcpMs: 2500 })).toEqual([]);
    expect(at({ lcpMs: 2501 })).toEqual(['LCP']);
    expect(at({ tbtMs: 200 })).toEqual([]);
    expect(at({ tbtMs: 201 })).toEqual(['TBT']);
    expect(at({ cls: 0.1 })).toEqual([]);
    expect(at({ cls: 0.1001 })).toEqual(['CLS']);
  });

  it('fails a figure a run lacks, and a page without a finished run', () => {
    expect(failing(judgeRuns([run(), run({ lcpMs: NaN }), run()], home))).toEqual(['LCP']);
    expect(failing(judgeRuns([run(), run({ cls: NaN }), run()], home))).toEqual(['CLS']);
    expect(judgeRuns([], home)).toEqual([
      { figure: 'execuções', value: 0, values: [], rule: '≥ 1 concluída', pass: false },
    ]);
  });
});

describe('judgeRuns on the other pages', () => {
  it('judges the login page on performance ≥ 0.95, not on the home timings', () => {
    const slowButScored = run({ performance: 0.95, lcpMs: 3000, tbtMs: 400 });
    expect(failing(judgeRuns([slowButScored], LIGHTHOUSE_BUDGETS.login))).toEqual([]);
    expect(failing(judgeRuns([run({ performance: 0.94 })], LIGHTHOUSE_BUDGETS.login))).toEqual([
      'performance',
    ]);
  });

  it('judges a register list or form on performance ≥ 0.90', () => {
    expect(failing(judgeRuns([run({ performance: 0.9 })], LIGHTHOUSE_BUDGETS.register))).toEqual([]);
    expect(failing(judgeRuns([run({ performance: 0.89 })], LIGHTHOUSE_BUDGETS.register))).toEqual([
      'performance',
    ]);
  });

  it('judges a public page on SEO and accessibility in every run', () => {
    const findable = (changes: Partial<RunFigures> = {}) => run({ seo: 1, accessibility: 1, ...changes });
    const budget = LIGHTHOUSE_BUDGETS.public;
    expect(failing(judgeRuns([findable(), findable(), findable()], budget))).toEqual([]);
    expect(failing(judgeRuns([findable(), findable({ seo: 0.92 }), findable()], budget))).toEqual(['SEO']);
    expect(failing(judgeRuns([findable({ accessibility: 0.98 }), findable(), findable()], budget))).toEqual([
      'acessibilidade',
    ]);
    // A run that did not measure the category fails it.
    expect(failing(judgeRuns([run()], budget))).toEqual(['SEO', 'acessibilidade']);
  });
});
