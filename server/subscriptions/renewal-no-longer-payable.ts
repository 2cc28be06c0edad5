import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findRenewalOfOrder } from "./renewal.repository.ts";
import { findSubscriptionRow, rowStatus } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// A renewal order left unpaid whose subscription has ended meanwhile (cancelled, expired, or
// cancelled to the end of its paid period) must not take the customer's money: nothing would
// renew. WooCommerce Subscriptions refuses it the same way ("This order can no longer be paid
// because the corresponding subscription does not require payment at this time.").

const ENDED: readonly SubscriptionStatus[] = ["cancelled", "expired", "pending-cancel"];

/** True when `orderId` is the renewal order of a subscription that no longer renews. */
export async function renewalNoLongerPayable(db: Kysely<Database>, orderId: number): Promise<boolean> {
  const own = subscriptionsDb(db);
  const renewal = await findRenewalOfOrder(own, orderId);
  if (renewal === undefined) return false;
  const row = await findSubscriptionRow(own, renewal.subscription_id);
  return row === undefined || ENDED.includes(rowStatus(row));
}
