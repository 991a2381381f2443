import Holidays from 'date-holidays';
import { sql, type SQL } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from './time-zone.js';

/**
 * Working days of the portal's users: Monday to Friday in Brasília, less Brazil's national holidays
 * (`date-holidays`, the holidays of type 'public': New Year, Good Friday, Tiradentes, Labour Day,
 * Independence, Aparecida, All Souls, the Republic, Black Consciousness, Christmas). State and city holidays
 * and optional days (Carnival, Corpus Christi) are working days.
 */
const holidays = new Holidays('BR');
const byYear = new Map<number, Set<string>>();

/** The national holidays of `year` as 'yyyy-mm-dd'. */
function holidaysOf(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      holidays
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days;
}

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Brasília at `instant`, as if it were UTC (so calendar arithmetic is plain). */
function wallClock(instant: Date): Date {
  const p = Object.fromEntries(dateParts.formatToParts(instant).map((x) => [x.type, x.value]));
  return new Date(
    Date.UTC(
      +p.year!,
      +p.month! - 1,
      +p.day!,
      +p.hour!,
      +p.minute!,
      +p.second!,
      instant.getUTCMilliseconds(),
    ),
  );
}

/** Whether the calendar day of `wall` (a wall clock as UTC, see wallClock) is a working day. */
function isWorkingWallDay(wall: Date): boolean {
  const weekday = wall.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(wall.getUTCFullYear()).has(wall.toISOString().slice(0, 10));
}

/** Whether `instant` falls on a working day in Brasília. */
export function isWorkingDay(instant: Date): boolean {
  return isWorkingWallDay(wallClock(instant));
}

/**
 * `days` working days after `from`, at the same time of day in Brasília: Friday 10:00 + 2 → Tuesday 10:00; a
 * holiday or weekend day in between does not count. From a day off, the count starts on the next working day
 * (Saturday + 2 → Tuesday).
 */
export function addWorkingDays(from: Date, days: number): Date {
  const start = wallClock(from);
  const wall = new Date(start);
  let counted = 0;
  while (counted < days) {
    wall.setUTCDate(wall.getUTCDate() + 1);
    if (isWorkingWallDay(wall)) counted++;
  }
  // Back from the wall clock to an instant: the same offset from UTC as `from` had, corrected if it changed.
  const guess = new Date(from.getTime() + (wall.getTime() - start.getTime()));
  const drift = wallClock(guess).getTime() - wall.getTime();
  return new Date(guess.getTime() - drift);
}

/**
 * How many working days have passed from `from` to `to` in Brasília: the largest n with
 * `addWorkingDays(from, n) <= to` (Friday 10:00 → next Tuesday 09:59 is 1, 10:00 is 2). 0 when `to` is not after `from`.
 */
export function workingDaysBetween(from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  const wall = wallClock(from);
  const end = wallClock(to).getTime();
  let counted = 0;
  for (;;) {
    wall.setUTCDate(wall.getUTCDate() + 1);
    if (wall.getTime() > end) return counted;
    if (isWorkingWallDay(wall)) counted++;
  }
}

const DAY_MS = 86_400_000;

/** The instant whose wall clock in Brasília is `wall` (see wallClock). */
function instantOf(wall: Date): Date {
  const guess = new Date(wall.getTime() - (wallClock(wall).getTime() - wall.getTime()));
  return new Date(guess.getTime() - (wallClock(guess).getTime() - wall.getTime()));
}

/** A span of instants [from, to): `from` null is "since ever". */
export interface InstantRange {
  readonly from: Date | null;
  readonly to: Date;
}

/**
 * When something must have been received to be late at `now`: more than `days` working days have passed since
 * (`workingDaysBetween(received, now) > days`), as the few ranges of instants a query compares its column with.
 * The rule stays workingDaysBetween: it is asked at the start of every stretch of the days before `now` where its
 * answer can change (each day's midnight, and the moment after each day's time of day of `now`: a step landing
 * on today counts only up to that time), and the late stretches are joined. Usually one range, "before X"; a
 * second appears where a day off starts the count a day later than the evening before it.
 */
export function lateRanges(now: Date, days: number): InstantRange[] {
  const late = (at: Date) => workingDaysBetween(at, now) > days;
  const wallNow = wallClock(now);
  const timeOfDay = wallNow.getTime() % DAY_MS;
  const today = wallNow.getTime() - timeOfDay;
  // Far enough back that everything before is late whatever its time of day (one working day to spare).
  let first = today - (days * 2 + 14) * DAY_MS;
  while (workingDaysBetween(instantOf(new Date(first)), now) <= days + 1) first -= 7 * DAY_MS;
  const starts: Date[] = [];
  for (let day = first; day <= today; day += DAY_MS) {
    starts.push(instantOf(new Date(day)));
    if (day < today && timeOfDay + 1 < DAY_MS) starts.push(instantOf(new Date(day + timeOfDay + 1)));
  }
  const ranges: { from: Date | null; to: Date }[] = [];
  let open: Date | null | undefined = null; // late since ever, until the first stretch says otherwise
  for (const start of starts) {
    const isLate = late(start);
    if (isLate && open === undefined) open = start;
    if (!isLate && open !== undefined) {
      ranges.push({ from: open, to: start });
      open = undefined;
    }
  }
  // `now` itself is never late (no time has passed): the last stretch closed before it.
  if (open !== undefined) ranges.push({ from: open, to: now });
  return ranges;
}

/**
 * The condition "`column` (a timestamp) was received long enough ago to be late at `now`": more than `days`
 * working days (lateRanges). For the queues' filters and counts, so a list and a count agree with the flag.
 */
export function lateSql(column: SQL, now: Date, days: number): SQL {
  const ranges = lateRanges(now, days).map(({ from, to }) =>
    from
      ? sql`(${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz)`
      : sql`${column} < ${to.toISOString()}::timestamptz`,
  );
  return ranges.length ? sql`(${sql.join(ranges, sql` or `)})` : sql`false`;
}
