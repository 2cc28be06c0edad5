import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { skipUnsentOrderMails } from "./order-mail-outbox.repository.ts";
import type { OrderMailKind } from "./order-mails.ts";
import { ordersDb } from "./orders-db.ts";

// For a module that mails about an order in its own words instead (a subscription's renewal order:
// WooCommerce Subscriptions sends "New subscription renewal order" to the shop instead of "New
// order", and its renewal mails to the customer instead of "Your order was unsuccessful";
// docs/decisions/031). Called in the transaction that moved the order, so the mails it withholds
// were never sendable; one already sent or being sent is left alone.

/** Needs the transaction that queued the mails. */
export async function withholdOrderMails(trx: Kysely<Database>, orderId: number, kinds: readonly OrderMailKind[], now: Date): Promise<void> {
  const own = ordersDb(trx);
  if (!own.isTransaction) throw new Error("Order mails are withheld only inside the transaction that queued them");
  await skipUnsentOrderMails(own, orderId, kinds, now.toISOString());
}
