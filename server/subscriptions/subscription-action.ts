import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { lockSubscriptionRow, rowStatus, type SubscriptionRow } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// What the actions on a subscription share (issue 10: the customer's Cancel, Reactivate, Renew
// now and Remove; the merchant's CLI): who acts, and how an action answers. A customer acts only
// on their own subscriptions: anyone else's is "not found", as one that does not exist.

export type SubscriptionActor = { kind: "customer"; customerId: number } | { kind: "merchant" };

/** Why an action did nothing: stable codes the catalogue words and the tests match. */
export const SUBSCRIPTION_ACTION_ERRORS = [
  "subscription_not_found",
  /** The subscription's status does not allow it (already cancelled, in a trial, renewed by hand …). */
  "subscription_action_not_allowed",
  /** The page the form came from showed another state (a double submit, an old tab): nothing was done. */
  "subscription_changed",
  "subscription_line_not_found",
  /** A subscription keeps at least one line: cancel it instead. */
  "subscription_last_line",
  /** Another "Renew now" of the same period is being charged right now. */
  "early_renewal_in_progress",
  /** The card was declined; `reason` holds the gateway's code. */
  "early_renewal_failed",
  /** A line's product is out of stock: no renewal order can be made. */
  "early_renewal_out_of_stock",
] as const;
export type SubscriptionActionError = (typeof SUBSCRIPTION_ACTION_ERRORS)[number];

export type SubscriptionActionResult =
  | { ok: true }
  | { ok: false; code: SubscriptionActionError; status?: SubscriptionStatus; reason?: string };

export function refused(code: SubscriptionActionError, status?: SubscriptionStatus): SubscriptionActionResult {
  return status === undefined ? { ok: false, code } : { ok: false, code, status };
}

/** The subscription's row locked for the transaction, when the actor may act on it. */
export async function lockActorSubscription(trx: Kysely<Database>, subscriptionId: number, actor: SubscriptionActor): Promise<SubscriptionRow | undefined> {
  const row = await lockSubscriptionRow(subscriptionsDb(trx), subscriptionId);
  if (row === undefined) return undefined;
  return actor.kind === "merchant" || row.customer_id === actor.customerId ? row : undefined;
}

/**
 * A form says which status its page showed: when the subscription has moved on since (a second
 * click on the same button, a tab left open), the action is refused rather than applied to a
 * state the customer never saw.
 */
export function isStale(row: SubscriptionRow, seenStatus: SubscriptionStatus | undefined): boolean {
  return seenStatus !== undefined && rowStatus(row) !== seenStatus;
}
