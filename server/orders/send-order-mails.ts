import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { runOutboxPass, type OutboxPass } from "../outbox-sender.ts";
import { getOrderForMerchant } from "./get-order.ts";
import { claimOrderMail, findDueOrderMails, markOrderMailDone, markOrderMailFailed, type OutboxMail } from "./order-mail-outbox.repository.ts";
import { orderMailRecipient, type OrderMailDelivery, type OrderMailKind } from "./order-mails.ts";
import { ordersDb } from "./orders-db.ts";

// Sends the order mails that are due (docs/decisions/022). Each is claimed first by a conditional
// update with a lease, so the shop process and any number of workers may send at once and each
// mail goes to one of them; a sender that dies mid-send frees it when the lease runs out. A
// failed attempt is tried again later, a little later each time, then given up and logged.

/** Mails claimed per pass; a sender makes passes until one finds fewer. */
export const ORDER_MAILS_PER_PASS = 50;
/** The outbox's timings, shared with the subscription mails' (server/outbox-sender.ts). */
export { OUTBOX_FIRST_RETRY_MS as ORDER_MAIL_FIRST_RETRY_MS, OUTBOX_LEASE_MS as ORDER_MAIL_LEASE_MS, OUTBOX_MAX_ATTEMPTS as ORDER_MAIL_MAX_ATTEMPTS } from "../outbox-sender.ts";

export interface OrderMailFailure {
  orderId: number;
  kind: OrderMailKind;
  attempt: number;
  error: string;
  gaveUp: boolean;
}

export type OrderMailsPass = OutboxPass<OrderMailFailure>;

async function sendOne(db: Kysely<Database>, deliver: OrderMailDelivery, mail: OutboxMail): Promise<"sent" | "skipped"> {
  const order = await getOrderForMerchant(db, mail.orderId);
  // Deleted orders take their mails with them (cascade); this covers one deleted mid-pass.
  if (order === null) return "skipped";
  return deliver({ kind: mail.kind, recipient: orderMailRecipient(mail.kind), order });
}

/** One pass over the due mails (server/outbox-sender.ts runOutboxPass). */
export async function sendOrderMails(db: Kysely<Database>, deliver: OrderMailDelivery, now: Date, limit: number = ORDER_MAILS_PER_PASS): Promise<OrderMailsPass> {
  const own = ordersDb(db);
  return runOutboxPass<OutboxMail, OrderMailFailure>(
    {
      findDue: (at, max) => findDueOrderMails(own, at, max),
      claim: (mail, at, leaseUntil) => claimOrderMail(own, mail, at, leaseUntil),
      send: (mail) => sendOne(db, deliver, mail),
      markFailed: (mail, error, retry) => markOrderMailFailed(own, mail, error, retry),
      markDone: (mail, outcome, at) => markOrderMailDone(own, mail, outcome, at),
      failure: (mail, attempt, error, gaveUp) => ({ orderId: mail.orderId, kind: mail.kind, attempt, error, gaveUp }),
    },
    now,
    limit,
  );
}
