import { addBillingPeriods } from "./add-billing-periods.ts";
import type { BillingSchedule } from "./billing-period.ts";
import { mulDivCeiling, mulDivRounded } from "./prorate.ts";
import { shopDaysBetween } from "./shop-clock.ts";

// Switching a subscription to another variation "prorated for the rest of the period" (issue 10),
// by WooCommerce Subscriptions' day-based rules (WCS_Switch_Totals_Calculator and
// WCS_Switch_Cart_Item in includes/switching/):
// - price per day: old = what was paid for the current period / days in the current period
//   (last payment → next payment); new = new price / days in one new billing cycle counted from
//   the last payment;
// - upgrade (new per day higher): pay now the per-day difference for the days left until the next
//   payment, which stays; or, when the old cycle is longer than the new one (yearly → monthly),
//   shorten the paid term to the days the payment buys at the new price — or, when those days are
//   already used up, start over: pay the new price now, next payment one new cycle on;
// - downgrade: the value left at the old price buys more days at the new one; the next payment
//   moves later by the extra days (when the shop extends terms on downgrades);
// - crossgrade (same per day): nothing changes.
// WooCommerce counts days as 86,400 s (ceil until the next payment, floor since the last, round
// for cycles); we count the same way in days of the shop's calendar. Switching during a free
// trial and prorating sign-up fees are the caller's (WooCommerce treats both apart).

export type SwitchKind = "upgrade" | "downgrade" | "crossgrade";

export interface SubscriptionSwitch {
  /** What was paid for the current period without sign-up fees (the last renewal plus any switch payments), minor units. */
  paidForCurrentPeriod: number;
  /** When the last regular payment (the sign-up's or a renewal, not an early renewal) was paid. */
  lastPayment: Date;
  nextPayment: Date;
  /** The new variation's recurring price per billing cycle, times the quantity, in minor units. */
  newPrice: number;
  newSchedule: BillingSchedule;
  /** The shop's setting: a downgrade moves the next payment later by what the credit buys. */
  extendTermOnDowngrade: boolean;
  now: Date;
  timeZone: string;
}

export interface SwitchProration {
  kind: SwitchKind;
  /** Charged at the switch, in minor units. */
  chargeNow: number;
  /** The first payment at the new price. */
  nextPayment: Date;
}

export function prorateSwitch(change: SubscriptionSwitch): SwitchProration {
  const { paidForCurrentPeriod: paid, lastPayment, nextPayment, newPrice, newSchedule, now, timeZone } = change;
  const oldDays = Math.max(1, Math.round(shopDaysBetween(lastPayment, nextPayment, timeZone)));
  const newCycleEnd = addBillingPeriods(lastPayment, newSchedule.interval, newSchedule.period, timeZone);
  const newDays = Math.max(1, Math.round(shopDaysBetween(lastPayment, newCycleEnd, timeZone)));
  const daysLeft = Math.min(oldDays, Math.max(0, Math.ceil(shopDaysBetween(now, nextPayment, timeZone))));
  const addDays = (from: Date, days: number) => addBillingPeriods(from, days, "day", timeZone);

  // Per-day prices compared without dividing: paid / oldDays against newPrice / newDays.
  const oldPerDay = paid * newDays;
  const newPerDay = newPrice * oldDays;

  if (oldPerDay < newPerDay) {
    if (oldDays > newDays) {
      // newPrice > 0 here, since the new price per day is above the old one, which is at least 0.
      const daysPaidFor = mulDivCeiling([paid, newDays], [newPrice]);
      const daysUsed = Math.floor(shopDaysBetween(lastPayment, now, timeZone));
      if (daysUsed < daysPaidFor) return { kind: "upgrade", chargeNow: 0, nextPayment: addDays(lastPayment, daysPaidFor) };
      return { kind: "upgrade", chargeNow: newPrice, nextPayment: addBillingPeriods(now, newSchedule.interval, newSchedule.period, timeZone) };
    }
    // daysLeft × (newPrice / newDays − paid / oldDays), rounded once.
    const chargeNow = mulDivRounded([daysLeft, newPrice * oldDays - paid * newDays], [newDays, oldDays]);
    return { kind: "upgrade", chargeNow, nextPayment };
  }

  if (oldPerDay > newPerDay) {
    if (!change.extendTermOnDowngrade || newPrice === 0) return { kind: "downgrade", chargeNow: 0, nextPayment };
    // The value left (paid / oldDays × daysLeft) buys this many days at newPrice / newDays.
    const daysBought = mulDivCeiling([paid, daysLeft, newDays], [oldDays, newPrice]);
    const extraDays = daysBought === 0 ? 0 : daysBought - daysLeft;
    return { kind: "downgrade", chargeNow: 0, nextPayment: addDays(nextPayment, extraDays) };
  }

  return { kind: "crossgrade", chargeNow: 0, nextPayment };
}
