import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, lateRanges, workingDaysBetween } from './working-days.js';

/** An instant given as Brasília's wall clock (UTC−3, no daylight saving since 2019). */
const br = (wall: string) => new Date(`${wall}-03:00`);

describe('working days in Brasília', () => {
  it('Friday + 2 working days is Tuesday, at the same time of day', () => {
    expect(addWorkingDays(br('2026-11-06T10:15:00'), 2)).toEqual(br('2026-11-10T10:15:00'));
  });

  it('counts plain weekdays one by one', () => {
    expect(addWorkingDays(br('2026-11-09T08:00:00'), 1)).toEqual(br('2026-11-10T08:00:00'));
    expect(addWorkingDays(br('2026-11-09T08:00:00'), 2)).toEqual(br('2026-11-11T08:00:00'));
  });

  it('from a weekend day the count starts on Monday', () => {
    expect(addWorkingDays(br('2026-11-07T09:00:00'), 2)).toEqual(br('2026-11-10T09:00:00'));
    expect(addWorkingDays(br('2026-11-08T23:30:00'), 1)).toEqual(br('2026-11-09T23:30:00'));
  });

  it('skips Christmas: Wednesday 23 December + 2 is Monday 28', () => {
    // 24 (Thu) counts, 25 (Fri) is Christmas, 26 and 27 the weekend, 28 (Mon) counts.
    expect(addWorkingDays(br('2026-12-23T14:00:00'), 2)).toEqual(br('2026-12-28T14:00:00'));
    expect(isWorkingDay(br('2026-12-25T12:00:00'))).toBe(false);
    expect(isWorkingDay(br('2026-12-24T12:00:00'))).toBe(true);
  });

  it('skips Good Friday: Thursday 2 April 2026 + 2 is Tuesday 7', () => {
    // 3 April 2026 is Good Friday (Easter on the 5th).
    expect(addWorkingDays(br('2026-04-02T16:00:00'), 2)).toEqual(br('2026-04-07T16:00:00'));
    expect(isWorkingDay(br('2026-04-03T12:00:00'))).toBe(false);
    // 2027's Good Friday is 26 March: a year the cache had not seen yet.
    expect(addWorkingDays(br('2027-03-25T09:00:00'), 1)).toEqual(br('2027-03-29T09:00:00'));
  });

  it('skips New Year across the year’s end', () => {
    expect(addWorkingDays(br('2026-12-31T18:00:00'), 1)).toEqual(br('2027-01-04T18:00:00'));
  });

  it('the day is Brasília’s, not UTC’s: late on a Friday evening is still Friday', () => {
    // 22:30 in Brasília is already Saturday in UTC.
    expect(addWorkingDays(br('2026-11-06T22:30:00'), 2)).toEqual(br('2026-11-10T22:30:00'));
  });

  it('Carnival is a working day (not a national holiday)', () => {
    expect(isWorkingDay(br('2026-02-17T12:00:00'))).toBe(true);
  });
});

describe('working days between two instants', () => {
  it('counts whole working days at the same time of day, weekends and holidays left out', () => {
    const friday = br('2026-11-06T10:15:00');
    expect(workingDaysBetween(friday, br('2026-11-06T18:00:00'))).toBe(0);
    expect(workingDaysBetween(friday, br('2026-11-09T10:14:59'))).toBe(0);
    expect(workingDaysBetween(friday, br('2026-11-09T10:15:00'))).toBe(1);
    expect(workingDaysBetween(friday, br('2026-11-10T10:15:00'))).toBe(2);
    // 23 December → 28 December: Christmas and the weekend do not count.
    expect(workingDaysBetween(br('2026-12-23T14:00:00'), br('2026-12-28T14:00:00'))).toBe(2);
    expect(workingDaysBetween(friday, br('2026-11-01T00:00:00'))).toBe(0);
  });

  it('agrees with addWorkingDays', () => {
    const from = br('2026-11-27T16:40:00');
    for (const n of [1, 5, 10, 11, 30]) {
      const at = addWorkingDays(from, n);
      expect(workingDaysBetween(from, at)).toBe(n);
      expect(workingDaysBetween(from, new Date(at.getTime() - 1000))).toBe(n - 1);
    }
  });
});

describe("the instants that are late at a moment (the queues' filters and counts)", () => {
  const inRanges = (at: Date, ranges: ReturnType<typeof lateRanges>) =>
    ranges.some((r) => (r.from === null || at >= r.from) && at < r.to);

  it('holds exactly the instants workingDaysBetween calls late, around weekends, holidays and the time of day', () => {
    // A small deterministic generator: the same instants on every run.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const nows = [
      br('2026-11-18T10:00:00'), // a Wednesday
      br('2026-11-16T00:00:00'), // Monday, at midnight
      br('2026-11-23T23:59:59.999'), // Monday, a moment before midnight
      br('2026-12-28T14:30:00'), // after Christmas
      br('2027-01-04T08:00:00'), // after New Year
      br('2026-04-07T16:00:00'), // after Good Friday
    ];
    for (const now of nows) {
      for (const days of [0, 2, 10]) {
        const ranges = lateRanges(now, days);
        for (let i = 0; i < 400; i++) {
          // Instants up to 40 days before `now`, half of them on a whole minute or at `now`'s time of day.
          let at = new Date(now.getTime() - random() * 40 * 86_400_000);
          if (i % 4 === 1) at = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
          if (i % 4 === 2) at = new Date(now.getTime() - Math.ceil(random() * 40) * 86_400_000);
          if (i % 4 === 3) at = new Date(now.getTime() - Math.ceil(random() * 40) * 86_400_000 + 1);
          expect(inRanges(at, ranges), `${at.toISOString()} at ${now.toISOString()}, ${days} days`).toBe(
            workingDaysBetween(at, now) > days,
          );
        }
        // Long ago is late; now is not.
        expect(inRanges(new Date(now.getTime() - 400 * 86_400_000), ranges)).toBe(true);
        expect(inRanges(now, ranges)).toBe(false);
      }
    }
  });

  it('is late from the 11th working day at the same time of day, to the millisecond', () => {
    const now = br('2026-11-18T10:00:00');
    const ranges = lateRanges(now, 10);
    expect(inRanges(br('2026-11-03T10:00:00'), ranges)).toBe(true);
    expect(inRanges(new Date(br('2026-11-03T10:00:00').getTime() + 1), ranges)).toBe(false);
    expect(inRanges(br('2026-11-04T10:00:00'), ranges)).toBe(false);
  });
});
