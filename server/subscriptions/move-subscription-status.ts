import type { Kysely, Updateable } from "kysely";
import type { SubscriptionsTable } from "../db/schema-subscriptions.ts";
import type { Database } from "../db/schema.ts";
import { queueSubscriptionMails } from "./subscription-mail-outbox.repository.ts";
import { subscriptionMailsForMove } from "./subscription-mails.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { changeSubscriptionStatus, lockSubscriptionRow, requireTransaction, rowStatus } from "./subscription.repository.ts";
import { canMoveSubscription } from "./subscription-transitions.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// Every status change of a subscription goes through here: under the row's lock, only a move the
// transition table allows (and, when the caller says so, only from the statuses it expects), by a
// conditional update, with a note saying from what to what and why, and the mails the move calls
// for (subscription-mails.ts), in the caller's transaction.

export interface SubscriptionMoveRequest {
  to: SubscriptionStatus;
  /** Move only from one of these (the caller's own precondition); any status the table allows when absent. */
  from?: readonly SubscriptionStatus[];
  /** Why, as a note code's parameter the catalogue words (e.g. "renewal_payment_failed"). */
  reason?: string;
  /** Other columns changed with the status (dates, payment method …). */
  values?: Omit<Updateable<SubscriptionsTable>, "status" | "updated_at">;
  /** Whether the customer sees the note (WooCommerce shows status changes it makes on their behalf). */
  forCustomer?: boolean;
}

export type SubscriptionMove = { moved: true; from: SubscriptionStatus } | { moved: false; status: SubscriptionStatus | null };

/** Needs a transaction: the note and the move commit together. */
export async function moveSubscriptionStatus(trx: Kysely<Database>, subscriptionId: number, request: SubscriptionMoveRequest, now: Date): Promise<SubscriptionMove> {
  const own = subscriptionsDb(trx);
  // Checked before anything is read: a move outside a transaction is a bug, whatever the row says.
  requireTransaction(own);
  const at = now.toISOString();
  const row = await lockSubscriptionRow(own, subscriptionId);
  if (row === undefined) return { moved: false, status: null };
  const from = rowStatus(row);
  if ((request.from !== undefined && !request.from.includes(from)) || !canMoveSubscription(from, request.to)) return { moved: false, status: from };
  if (!(await changeSubscriptionStatus(own, subscriptionId, from, request.to, { ...request.values, updated_at: at }))) return { moved: false, status: from };
  const params = { from, to: request.to, ...(request.reason === undefined ? {} : { reason: request.reason }) };
  await insertSubscriptionNote(own, subscriptionId, { code: "subscription_status_changed", params, forCustomer: request.forCustomer ?? false }, at);
  // The mails this move calls for commit with it (docs/decisions/031), whoever moved it.
  await queueSubscriptionMails(own, subscriptionId, subscriptionMailsForMove({ from, to: request.to, firstPayment: row.last_payment_at === null }), at);
  return { moved: true, from };
}
