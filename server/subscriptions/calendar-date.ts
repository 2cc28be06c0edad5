import { MS_PER_DAY, type CalendarDate } from "./shop-clock.ts";

// Arithmetic on days of the calendar, with no time of day and no time zone: Date.UTC serves as a
// proleptic Gregorian calculator, which knows leap years and month lengths.

function utcMs(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function fromUtcMs(ms: number): CalendarDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 28–31. */
export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isLastDayOfMonth(date: CalendarDate): boolean {
  return date.day === daysInMonth(date.year, date.month);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(utcMs(date) + days * MS_PER_DAY);
}

/** The year and month `months` after (or before, when negative) the given one. */
export function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenDates(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcMs(to) - utcMs(from)) / MS_PER_DAY);
}

/** ISO weekday: 1 = Monday … 7 = Sunday, as WooCommerce Subscriptions numbers sync weekdays. */
export function isoWeekday(date: CalendarDate): number {
  const day = new Date(utcMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
}
