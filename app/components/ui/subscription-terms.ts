import type { BillingPeriod, FirstPaymentFacts, SubscriptionTerms } from "../../../server/catalog/catalog.ts";
import { formatMoney, type MoneyFormat } from "../../../server/money/format-money.ts";
import { t, tPlural } from "../../i18n/t.ts";
import { dateTimeFormat, numberFormat } from "../../i18n/intl-formats.ts";

// The words WooCommerce Subscriptions puts after a subscription price, from the catalogue:
// "/ month for 12 months with a 14-day free trial and a $5.00 sign-up fee", "every 2 months".
// The server sends the terms as data; only here do they become words, in the shop's locale.

const ONE = { day: "period.day", week: "period.week", month: "period.month", year: "period.year" } as const;
const MANY = { day: "period.days", week: "period.weeks", month: "period.months", year: "period.years" } as const;

function periods(count: number, period: BillingPeriod, locale: string): string {
  // "month" for one, "2 months" for more: the singular form carries no number, as WooCommerce writes it.
  return tPlural(count, { one: ONE[period], other: MANY[period] }, numberFormat(locale).format(count));
}

/** "/ month", "every 2 months", plus "for 12 months" when the subscription has an end. */
export function describeBillingSchedule(terms: Pick<SubscriptionTerms, "period" | "interval" | "length">, locale: string): string {
  const every = terms.interval === 1 ? t("subscription.perPeriod", t(ONE[terms.period])) : t("subscription.everyPeriods", periods(terms.interval, terms.period, locale));
  return terms.length > 0 ? `${every} ${t("subscription.forPeriods", periods(terms.length, terms.period, locale))}` : every;
}

/** "with a 14-day free trial and a $5.00 sign-up fee" (either part may be missing), or "", in WooCommerce Subscriptions' order. */
export function describeSubscriptionExtras(terms: SubscriptionTerms, money: MoneyFormat): string {
  const fee = terms.signUpFee > 0 ? t("subscription.signUpFee", formatMoney(terms.signUpFee, money.currency, money.locale)) : null;
  const trial = terms.trialLength > 0 ? t("subscription.freeTrial", numberFormat(money.locale).format(terms.trialLength), t(ONE[terms.trialPeriod])) : null;
  if (fee !== null && trial !== null) return t("subscription.with", t("subscription.and", trial, fee));
  const one = trial ?? fee;
  return one === null ? "" : t("subscription.with", one);
}

/** Everything after the amount: "/ month with a 14-day free trial". */
export function describeSubscriptionTerms(terms: SubscriptionTerms, money: MoneyFormat): string {
  const extras = describeSubscriptionExtras(terms, money);
  const schedule = describeBillingSchedule(terms, money.locale);
  return extras === "" ? schedule : `${schedule} ${extras}`;
}

/** A shop calendar day from the server ("2026-12-01"), in the shop's locale: "December 1, 2026". */
export function formatShopDay(isoDate: string, locale: string): string {
  // The day is already the shop's: formatting it at UTC midnight in UTC cannot move it.
  return dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * "First payment: December 1, 2026", "First payment: Today!", or "First payment prorated. Next
 * payment: December 1, 2026", as WooCommerce Subscriptions words a synchronised product's.
 */
export function describeFirstPayment(first: FirstPaymentFacts, locale: string): string {
  if (first.prorated) return t("subscription.firstPaymentProrated", formatShopDay(first.date, locale));
  return t("subscription.firstPayment", first.isToday ? t("subscription.today") : formatShopDay(first.date, locale));
}
