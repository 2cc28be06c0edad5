// The shop's calendar and wall clock. Renewal days, "Today!" and month ends are days of the shop's
// calendar in its IANA time zone, not of UTC or of the server. The subscription arithmetic needs
// only two conversions: an instant to the shop's date and time, and a date and time back to an
// instant. Intl (full ICU in Node 24) knows every zone's offsets and daylight saving rules, so no
// time-zone table of our own can drift from it (decision 025).

/** A day of the proleptic Gregorian calendar; month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** What a calendar and a clock on the shop's wall show at some instant. */
export interface WallClockTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const MS_PER_SECOND = 1000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building an Intl.DateTimeFormat costs far more than using one; a schedule converts many dates.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23: some ICU versions write midnight as "24" with hour12: false.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows `timeZone` (an IANA name such as "Europe/Berlin", or "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function requireValidInstant(instant: Date): number {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid Date");
  return time;
}

/** The shop's date and time at `instant`. */
export function toWallClock(instant: Date, timeZone: string): WallClockTime {
  const time = requireValidInstant(instant);
  const field = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type in field) field[part.type as keyof typeof field] = Number(part.value);
  }
  // Every zone's offset is a whole number of seconds, so the milliseconds are the instant's own.
  const millisecond = ((time % MS_PER_SECOND) + MS_PER_SECOND) % MS_PER_SECOND;
  return { ...field, millisecond };
}

/** The wall-clock reading as if it were UTC: a number to do calendar arithmetic on, not an instant. */
export function wallClockMs(time: WallClockTime): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, time.millisecond);
}

function offsetMs(instant: number, timeZone: string): number {
  return wallClockMs(toWallClock(new Date(instant), timeZone)) - instant;
}

/**
 * The instant at which the shop's clock shows `time`. Around a daylight saving change a reading
 * may happen twice or never; this resolves it as Temporal's "compatible" disambiguation does:
 * - twice (clocks go back): the earlier instant, so a renewal is not a whole hour late;
 * - never (clocks go forward): read with the offset in force before the change, which lands as
 *   far past the gap as it was into it (02:30 on a spring-forward night becomes 03:30).
 */
export function fromWallClock(time: WallClockTime, timeZone: string): Date {
  const asUtc = wallClockMs(time);
  // No zone changes its offset twice within two days, so the offsets a day either side are the
  // only ones this reading can have.
  const offsetBefore = offsetMs(asUtc - MS_PER_DAY, timeZone);
  const offsetAfter = offsetMs(asUtc + MS_PER_DAY, timeZone);
  const matching = [asUtc - offsetBefore, asUtc - offsetAfter]
    .filter((candidate) => wallClockMs(toWallClock(new Date(candidate), timeZone)) === asUtc)
    .sort((a, b) => a - b);
  return new Date(matching[0] ?? asUtc - offsetBefore);
}

/** The shop's calendar day of `instant`. */
export function shopDate(instant: Date, timeZone: string): CalendarDate {
  const { year, month, day } = toWallClock(instant, timeZone);
  return { year, month, day };
}

/** True when both instants fall on the same day of the shop's calendar. */
export function isSameShopDay(a: Date, b: Date, timeZone: string): boolean {
  return formatIsoDate(shopDate(a, timeZone)) === formatIsoDate(shopDate(b, timeZone));
}

/** "2026-03-01". */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * Days from `from` to `to` as the shop's calendar and clock count them: a 23- or 25-hour day of a
 * daylight saving change is one day. Fractional; callers round as their rule says.
 */
export function shopDaysBetween(from: Date, to: Date, timeZone: string): number {
  return (wallClockMs(toWallClock(to, timeZone)) - wallClockMs(toWallClock(from, timeZone))) / MS_PER_DAY;
}
