import Holidays from 'date-holidays';
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
