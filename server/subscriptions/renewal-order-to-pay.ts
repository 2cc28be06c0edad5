import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findRenewalOfOrder, renewalStatus } from "./renewal.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// Which renewal an order the customer is about to pay through checkout stands for (issue 10: "the
// customer can pay the renewal order through checkout"), so the pay-for-order page can say why,
// as WooCommerce Subscriptions does when it sends a renewal order to checkout:
// - "failed": the off-session charge was declined (or needed authentication), the subscription
//   waits on hold, and the customer must complete checkout to renew (spec §8's error toast);
// - "manual": a renewal the customer pays by hand each period (no card to charge), waiting for them.
// A renewal already paid, or still being charged by the job, needs nothing from the customer.

export type RenewalToPay = "failed" | "manual";

/** Null for an order that is not a renewal awaiting the customer's payment. */
export async function renewalOrderToPay(db: Kysely<Database>, orderId: number): Promise<RenewalToPay | null> {
  const renewal = await findRenewalOfOrder(subscriptionsDb(db), orderId);
  if (renewal === undefined) return null;
  const status = renewalStatus(renewal);
  return status === "failed" || status === "manual" ? status : null;
}
