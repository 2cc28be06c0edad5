import type { BillingPeriod, SubscriptionTerms } from "./catalog.ts";

// Pure date arithmetic for subscription terms, in UTC so the same input gives the same date on
// every server. WooCommerce Subscriptions' rules: a free trial delays the first payment; a
// synchronised product then pays on the next sync day (today counts); otherwise it pays now.

const DAYS_PER_WEEK = 7;
const MS_PER_DAY = 86_400_000;
/** Our ISO weekday numbering (1 = Monday … 7 = Sunday) vs. JavaScript's getUTCDay (0 = Sunday). */
const ISO_SUNDAY = 7;

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Adds months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29), as WooCommerce does. */
function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}

/** `date` moved forward by `count` billing periods. */
export function addPeriods(date: Date, count: number, period: BillingPeriod): Date {
  switch (period) {
    case "day":
      return new Date(date.getTime() + count * MS_PER_DAY);
    case "week":
      return new Date(date.getTime() + count * DAYS_PER_WEEK * MS_PER_DAY);
    case "month":
      return addMonths(date, count);
    case "year":
      return addMonths(date, count * 12);
  }
}

/** When the free trial ends, or null without a trial. */
export function trialEndDate(terms: SubscriptionTerms, now: Date): Date | null {
  return terms.trialLength > 0 ? addPeriods(now, terms.trialLength, terms.trialPeriod) : null;
}

/** The first sync day on or after `from` (a date, time of day dropped). */
export function nextSyncDate(syncDay: number, period: BillingPeriod, from: Date): Date {
  const day = startOfUtcDay(from);
  if (period === "week") {
    const weekday = day.getUTCDay() === 0 ? ISO_SUNDAY : day.getUTCDay();
    const ahead = (syncDay - weekday + DAYS_PER_WEEK) % DAYS_PER_WEEK;
    return new Date(day.getTime() + ahead * MS_PER_DAY);
  }
  // Month and year products sync on a day of the month (1–28, so it exists in every month).
  const thisMonth = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), syncDay));
  return thisMonth.getTime() >= day.getTime() ? thisMonth : new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, syncDay));
}

/** The date of the first payment of a subscription bought at `now`. */
export function firstPaymentDate(terms: SubscriptionTerms, now: Date): Date {
  const start = trialEndDate(terms, now) ?? now;
  if (terms.syncDay === null || terms.period === "day") return start;
  return nextSyncDate(terms.syncDay, terms.period, start);
}
