import { describe, expect, it } from 'vitest';
import { nextNightlyRun, type NightlyJob } from './nightly-job.js';

const job: NightlyJob = { name: 'teste-noturno', hour: 3, keyPrefix: 'teste' };

describe('nextNightlyRun', () => {
  it("is today's run at the hour in Brasília while it is ahead, keyed by its day", () => {
    // 00:59 in Brasília (03:59 UTC): tonight's 03:00 is 06:00 UTC the same day.
    expect(nextNightlyRun(job, new Date('2026-11-28T03:59:00Z'))).toEqual({
      at: new Date('2026-11-28T06:00:00Z'),
      key: 'teste-2026-11-28',
    });
  });

  it("is tomorrow's from the hour on, across the end of a month and of a year", () => {
    expect(nextNightlyRun(job, new Date('2026-11-28T06:00:00Z')).key).toBe('teste-2026-11-29');
    expect(nextNightlyRun(job, new Date('2026-11-30T12:00:00Z'))).toEqual({
      at: new Date('2026-12-01T06:00:00Z'),
      key: 'teste-2026-12-01',
    });
    // 22:00 on 31 December in Brasília is 01:00 UTC on 1 January: still the 31st's evening.
    expect(nextNightlyRun(job, new Date('2027-01-01T01:00:00Z'))).toEqual({
      at: new Date('2027-01-01T06:00:00Z'),
      key: 'teste-2027-01-01',
    });
  });
});
