import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createRenewalOrder, type NewRenewalOrder } from "../orders/create-renewal-order.ts";
import type { SwitchProration } from "./prorate-switch.ts";
import { linkOrder } from "./subscription-orders.repository.ts";
import { insertSwitch, setSwitchOrder } from "./subscription-switch.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The first half of a switch (docs/decisions/033), in the caller's transaction under the
// subscription's lock: the switch is recorded as charging under the form's attempt key, and when
// the upgrade has an amount due, its switch order is made (through the orders module) and related
// to the subscription as "switch". The charge itself happens after commit, outside any lock.

/** The charge's idempotency key: the subscription, the line and the switch (its row id). */
export function switchChargeKey(subscriptionId: number, lineIndex: number, switchId: number): string {
  return `switch:${subscriptionId}:${lineIndex}:${switchId}`;
}

export interface NewSwitch {
  subscriptionId: number;
  attemptKey: string;
  lineIndex: number;
  fromVariationId: number;
  toVariationId: number;
  proration: SwitchProration;
  /** What the period counts as paid for the line once this switch is applied. */
  paidForPeriod: number;
  /** The switch order, when there is an amount due (its attempt key is the charge's key). */
  order: Omit<NewRenewalOrder, "attemptKey"> | null;
}

export type BeginSwitchResult = { ok: true; switchId: number; orderId: number | null; chargeKey: string } | { ok: false; code: "insufficient_stock"; params: { name: string } };

export async function beginSubscriptionSwitch(trx: Kysely<Database>, change: NewSwitch, now: Date): Promise<BeginSwitchResult> {
  const own = subscriptionsDb(trx);
  const at = now.toISOString();
  const switchId = await insertSwitch(own, {
    subscription_id: change.subscriptionId,
    attempt_key: change.attemptKey,
    line_index: change.lineIndex,
    from_variation_id: change.fromVariationId,
    to_variation_id: change.toVariationId,
    kind: change.proration.kind,
    charge_now: change.proration.chargeNow,
    paid_for_period: change.paidForPeriod,
    next_payment_at: change.proration.nextPayment.toISOString(),
    order_id: null,
    status: "charging",
    failure_code: null,
    created_at: at,
    updated_at: at,
  });
  const chargeKey = switchChargeKey(change.subscriptionId, change.lineIndex, switchId);
  if (change.order === null) return { ok: true, switchId, orderId: null, chargeKey };
  const made = await createRenewalOrder(trx, { ...change.order, attemptKey: chargeKey }, now);
  if (!made.ok) return made;
  await linkOrder(own, change.subscriptionId, made.orderId, "switch", at);
  await setSwitchOrder(own, switchId, made.orderId, at);
  return { ok: true, switchId, orderId: made.orderId, chargeKey };
}
