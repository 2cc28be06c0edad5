import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getOrderForMerchant } from "../orders/get-order.ts";
import { findLastAppliedSwitchSince } from "./subscription-switch.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { Subscription } from "./subscriptions.ts";

// What the customer paid for one line's current period, without sign-up fees: the figure a switch
// prorates from (WCS_Switch_Cart_Item::get_total_paid_for_current_period, docs/decisions/033).
// - A switch already applied in this period left its figure (what was paid then, plus its charge).
// - No payment yet (a free trial, a synchronised sign-up that charged nothing): nothing.
// - Still in the period the sign-up paid for: the parent order's line less its sign-up fee, which
//   is what that order charged for the period (the full price, a prorated part, or nothing).
// - After a renewal: the line's recurring total, which the renewal copied.
// Amounts as entered (without tax when prices are entered without it), as the catalogue's prices are.

export interface PaidForPeriodInput {
  subscription: Subscription;
  lineIndex: number;
  /** The line's variation's sign-up fee per unit, from the catalogue. */
  signUpFee: number;
}

export async function switchPaidForPeriod(db: Kysely<Database>, input: PaidForPeriodInput): Promise<{ paid: number; periodStart: string }> {
  const { subscription, lineIndex } = input;
  const line = subscription.lines[lineIndex];
  const periodStart = subscription.dates.lastPayment ?? subscription.dates.start;
  if (line === undefined || subscription.dates.lastPayment === null) return { paid: 0, periodStart };
  const switched = await findLastAppliedSwitchSince(subscriptionsDb(db), subscription.id, lineIndex, periodStart);
  if (switched !== undefined) return { paid: switched.paid_for_period, periodStart };
  const renewed = subscription.relatedOrders.some((o) => o.relation === "renewal");
  if (renewed) return { paid: line.total, periodStart };
  const parent = await getOrderForMerchant(db, subscription.parentOrderId);
  const parentLine = parent?.lines.find((l) => l.productId === line.productId && l.variationId === line.variationId);
  if (parentLine === undefined) return { paid: 0, periodStart };
  return { paid: paidAtSignUp(parentLine, input.signUpFee, line.total), periodStart };
}

/**
 * What the parent order paid for the line's first period: its line (the sign-up price times the
 * quantity) less the sign-up fees, never below nothing nor above the recurring total.
 */
export function paidAtSignUp(parentLine: { subtotal: number; quantity: number }, signUpFee: number, recurringTotal: number): number {
  const paid = parentLine.subtotal - signUpFee * parentLine.quantity;
  return Math.max(0, Math.min(recurringTotal, paid));
}
