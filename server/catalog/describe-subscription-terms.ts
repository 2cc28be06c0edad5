import type { BillingPeriod, SubscriptionTerms } from "./catalog.ts";
import { escapeHtml, formatMoney, type MoneyFormat } from "../money/format-money.ts";
import { firstPaymentDate } from "./subscription-schedule.ts";

// The words WooCommerce Subscriptions puts after a subscription price: "$10.00 / month for 12
// months with a $5.00 sign-up fee and a 14-day free trial", "$10.00 every 2 months".

const PERIOD_PLURALS: Record<BillingPeriod, string> = { day: "days", week: "weeks", month: "months", year: "years" };

function periodCount(count: number, period: BillingPeriod): string {
  return count === 1 ? `1 ${period}` : `${count} ${PERIOD_PLURALS[period]}`;
}

/** " / month", " every 2 months", plus " for 12 months" when the subscription has an end. */
export function describeBillingSchedule(terms: SubscriptionTerms): string {
  const every = terms.interval === 1 ? ` / ${terms.period}` : ` every ${periodCount(terms.interval, terms.period)}`;
  const length = terms.length > 0 ? ` for ${periodCount(terms.length, terms.period)}` : "";
  return every + length;
}

/** " with a $5.00 sign-up fee and a 14-day free trial" (either part may be missing). */
export function describeSubscriptionExtras(terms: SubscriptionTerms, money: MoneyFormat): string {
  const extras: string[] = [];
  if (terms.signUpFee > 0) extras.push(`a ${formatMoney(terms.signUpFee, money.currency, money.locale)} sign-up fee`);
  if (terms.trialLength > 0) extras.push(`a ${terms.trialLength}-${terms.trialPeriod} free trial`);
  return extras.length === 0 ? "" : ` with ${extras.join(" and ")}`;
}

/** The full sentence for a price, e.g. "$10.00 / month with a 14-day free trial". */
export function describeSubscriptionPrice(price: number | null, terms: SubscriptionTerms, money: MoneyFormat): string {
  const amount = price === null ? "" : formatMoney(price, money.currency, money.locale);
  return `${amount}${describeBillingSchedule(terms)}${describeSubscriptionExtras(terms, money)}`.trim();
}

/** The text after the amount in price markup, kept in its own span so themes can style it. */
export function subscriptionDetailsHtml(terms: SubscriptionTerms, money: MoneyFormat): string {
  const text = `${describeBillingSchedule(terms)}${describeSubscriptionExtras(terms, money)}`;
  return `<span class="subscription-details">${escapeHtml(text)}</span>`;
}

/** "First payment: November 23, 2026" in the shop's locale. */
export function describeFirstPayment(terms: SubscriptionTerms, now: Date, locale: string): string {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(firstPaymentDate(terms, now));
  return `First payment: ${date}`;
}
