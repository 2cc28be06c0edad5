import type { CartLine } from "../cart/cart.ts";
import type { SubscriptionPlan } from "../subscriptions/billing-period.ts";
import { renewalDayOfCatalogue } from "../subscriptions/catalogue-renewal-day.ts";
import type { RenewalDay } from "../subscriptions/renewal-day.ts";
import { formatIsoDate, shopDate } from "../subscriptions/shop-clock.ts";
import type { SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import { datesOfNewSubscription, type NewSubscriptionDates } from "../subscriptions/subscription-schedule.ts";

// Which of a cart's subscriptions renew together (WooCommerce Subscriptions' recurring carts,
// wcs_get_recurring_cart_key): lines with the same plan (period, interval, length, trial), the
// same renewal day and the same first renewal date become one subscription, billed as one.
// Other products and sign-up fees are today's only: they never renew.

export interface RecurringGroup {
  /** Stable within a cart: "month_1_len0_trial0day_sync2026-12-01". */
  key: string;
  plan: SubscriptionPlan;
  renewalDay: RenewalDay | null;
  /** The dates of a subscription of this group bought at `now`. */
  dates: NewSubscriptionDates;
  /** The cart's lines in this group, in cart order. */
  lines: CartLine[];
}

function planOf(line: CartLine): SubscriptionPlan | null {
  if (line.subscription === null) return null;
  const { period, interval, length, trialLength, trialPeriod } = line.subscription.terms;
  return { period, interval, length, trialLength, trialPeriod };
}

/** "month_1_len12_trial14day" and, after it, when the group first renews: "_sync2026-12-01", "_next2026-12-20" or "_once". */
function groupKey(plan: SubscriptionPlan, renewalDay: RenewalDay | null, dates: NewSubscriptionDates, timeZone: string): string {
  const planPart = `${plan.period}_${plan.interval}_len${plan.length}_trial${plan.trialLength}${plan.trialPeriod}`;
  if (dates.nextPayment === null) return `${planPart}_once`;
  return `${planPart}_${renewalDay === null ? "next" : "sync"}${formatIsoDate(shopDate(dates.nextPayment, timeZone))}`;
}

export function groupRecurringLines(lines: readonly CartLine[], settings: SignUpSettings, now: Date): RecurringGroup[] {
  const groups = new Map<string, RecurringGroup>();
  for (const line of lines) {
    const plan = planOf(line);
    if (plan === null || line.subscription === null) continue;
    const renewalDay = renewalDayOfCatalogue(line.subscription.terms, now, settings.timeZone);
    const dates = datesOfNewSubscription({ plan, renewalDay, prorateFirstPeriod: settings.prorateFirstPeriod, start: now, timeZone: settings.timeZone });
    const key = groupKey(plan, renewalDay, dates, settings.timeZone);
    const group = groups.get(key);
    if (group) group.lines.push(line);
    else groups.set(key, { key, plan, renewalDay, dates, lines: [line] });
  }
  return [...groups.values()];
}
