import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { OrderLine, OrderShippingLine, OrderTaxLine, OrderTotals } from "../orders/orders.ts";
import type { BillingPeriod } from "./billing-period.ts";
import type { RenewalDay } from "./renewal-day.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { settleSwitch } from "./subscription-switch.repository.ts";
import { lockSubscriptionRow, requireTransaction, updateSubscription } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The second half of a switch (docs/decisions/033): the subscription takes its new line, its
// recurring totals (priced by the caller with the checkout's calculators), its schedule and its
// next payment, with a note the customer reads, all in the caller's transaction. The switch row's
// conditional settlement decides who applies it: a second request answering the same switch
// changes nothing.

export interface SwitchToApply {
  switchId: number;
  subscriptionId: number;
  lineIndex: number;
  lines: OrderLine[];
  shippingLines: OrderShippingLine[];
  taxLines: OrderTaxLine[];
  totals: OrderTotals;
  schedule: { period: BillingPeriod; interval: number; renewalDay: RenewalDay | null };
  nextPayment: string;
  /** For the note: the old and new line names, and the switch order if there was one. */
  fromName: string;
  toName: string;
  orderId: number | null;
}

/** True when this call applied the switch; false when it had been settled already. */
export async function applySubscriptionSwitch(trx: Kysely<Database>, change: SwitchToApply, now: Date): Promise<boolean> {
  const own = subscriptionsDb(trx);
  requireTransaction(own);
  const at = now.toISOString();
  await lockSubscriptionRow(own, change.subscriptionId);
  if (!(await settleSwitch(own, change.switchId, "applied", null, at))) return false;
  await updateSubscription(own, change.subscriptionId, {
    lines: JSON.stringify(change.lines),
    shipping_lines: JSON.stringify(change.shippingLines),
    tax_lines: JSON.stringify(change.taxLines),
    subtotal: change.totals.subtotal,
    discount_total: change.totals.discount,
    shipping_total: change.totals.shipping,
    tax_total: change.totals.tax,
    total: change.totals.total,
    billing_period: change.schedule.period,
    billing_interval: change.schedule.interval,
    renewal_day: change.schedule.renewalDay === null ? null : JSON.stringify(change.schedule.renewalDay),
    next_payment_at: change.nextPayment,
    updated_at: at,
  });
  const params = { from: change.fromName, to: change.toName, next_payment: change.nextPayment, ...(change.orderId === null ? {} : { order: change.orderId }) };
  await insertSubscriptionNote(own, change.subscriptionId, { code: "subscription_switched", params, forCustomer: true }, at);
  return true;
}

/** A switch whose charge failed: settled as failed, the subscription unchanged. */
export async function failSubscriptionSwitch(trx: Kysely<Database>, switchId: number, code: string, now: Date): Promise<void> {
  await settleSwitch(subscriptionsDb(trx), switchId, "failed", code, now.toISOString());
}
