import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findRenewalOfOrder, renewalStatus } from "./renewal.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// Which renewal an order the customer is about to pay through checkout stands for (issue 10: "the
// customer can pay the renewal order through checkout"), so the pay-for-order page can say why,
// as WooCommerce Subscriptions does when it sends a renewal order to checkout:
// - "failed": the off-session charge was declined (or needed authentication), the subscription
//   waits on hold, and the customer must complete checkout to renew (spec §8's error toast);
// - "manual": a renewal the customer pays by hand each period (no card to charge), waiting for them;
// - "early": a renewal the customer asked to pay ahead ("Renew now" through checkout,
//   start-early-renewal-checkout.ts), told to "complete checkout to renew now". Such a renewal
//   claimed its period before the period's date; the job claims a period only once it is due.
// A renewal already paid, or still being charged by the job, needs nothing from the customer.

export type RenewalToPay = "failed" | "manual" | "early";

/** Null for an order that is not a renewal awaiting the customer's payment. */
export async function renewalOrderToPay(db: Kysely<Database>, orderId: number): Promise<RenewalToPay | null> {
  const renewal = await findRenewalOfOrder(subscriptionsDb(db), orderId);
  if (renewal === undefined) return null;
  const status = renewalStatus(renewal);
  if (status === "manual") return renewal.created_at < renewal.scheduled_at ? "early" : "manual";
  return status === "failed" ? status : null;
}
