import type { BillingSchedule } from "../../../server/subscriptions/billing-period.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { describeBillingSchedule } from "../ui/subscription-terms.ts";
import { dateTimeFormat } from "../../i18n/intl-formats.ts";

// How a subscription's amounts and dates read on the account pages.

/** "$10.00 / month", "$25.00 every 3 months": what each renewal charges. */
export function recurringAmount(total: number, currency: string, schedule: BillingSchedule, locale: string): string {
  return `${formatMoney(total, currency, locale)} ${describeBillingSchedule({ ...schedule, length: 0 }, locale)}`;
}

/**
 * A subscription's date as the shop's calendar has it ("July 1, 2026"): renewals are reckoned in
 * the shop's time zone, so a 03:00 renewal shows on its own day everywhere. "-" for none, as
 * WooCommerce Subscriptions writes it.
 */
export function subscriptionDate(iso: string | null, locale: string, timeZone: string): string {
  return iso === null ? subscriptionText("accountSubscriptions.noDate") : dateTimeFormat(locale, { dateStyle: "long", timeZone }).format(new Date(iso));
}
