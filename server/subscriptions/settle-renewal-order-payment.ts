import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { OrderStatus } from "../orders/orders.ts";
import { applyRenewalPayment } from "./apply-renewal-payment.ts";
import { findRenewalOfOrder, settlePaidElsewhere } from "./renewal.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// A renewal order paid by the customer (issue 10: "the customer can pay the renewal order through
// checkout, which reactivates the subscription"): a manual renewal's order, or one whose charge
// failed. Its renewal becomes paid by a conditional update, so a payment recorded twice (a webhook
// and the return from 3-D Secure) applies once, and the subscription moves on as after any paid renewal.

export interface RenewalOrderPayment {
  orderId: number;
  orderStatus: OrderStatus | null;
  timeZone: string;
}

/** The subscription the paid renewal order belongs to, or null when nothing changed. Needs a transaction. */
export async function settleRenewalOrderPayment(trx: Kysely<Database>, payment: RenewalOrderPayment, now: Date): Promise<number | null> {
  if (payment.orderStatus !== "processing" && payment.orderStatus !== "completed") return null;
  const own = subscriptionsDb(trx);
  const renewal = await findRenewalOfOrder(own, payment.orderId);
  if (renewal === undefined || !(await settlePaidElsewhere(own, renewal.id, now.toISOString()))) return null;
  await applyRenewalPayment(trx, { subscriptionId: renewal.subscription_id, scheduledAt: renewal.scheduled_at, orderId: payment.orderId, timeZone: payment.timeZone }, now);
  return renewal.subscription_id;
}
