import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
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
/** Longer than any SMTP exchange takes: a claim older than this means its sender died. */
export const ORDER_MAIL_LEASE_MS = 10 * 60 * 1000;
/** Attempts before a mail is given up (the retries span about four hours). */
export const ORDER_MAIL_MAX_ATTEMPTS = 8;
/** The wait after the first failed attempt; it doubles after each further one. */
export const ORDER_MAIL_FIRST_RETRY_MS = 2 * 60 * 1000;

export interface OrderMailFailure {
  orderId: number;
  kind: OrderMailKind;
  attempt: number;
  error: string;
  gaveUp: boolean;
}

export interface OrderMailsPass {
  /** Mails this pass claimed (whatever became of them). */
  claimed: number;
  sent: number;
  skipped: number;
  failures: OrderMailFailure[];
}

function retryAt(now: Date, attempt: number): string | null {
  if (attempt >= ORDER_MAIL_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + ORDER_MAIL_FIRST_RETRY_MS * 2 ** (attempt - 1)).toISOString();
}

async function sendOne(db: Kysely<Database>, deliver: OrderMailDelivery, mail: OutboxMail): Promise<"sent" | "skipped"> {
  const order = await getOrderForMerchant(db, mail.orderId);
  // Deleted orders take their mails with them (cascade); this covers one deleted mid-pass.
  if (order === null) return "skipped";
  return deliver({ kind: mail.kind, recipient: orderMailRecipient(mail.kind), order });
}

/** One pass over the due mails: claim, send, mark. Outside any transaction (sending is slow). */
export async function sendOrderMails(db: Kysely<Database>, deliver: OrderMailDelivery, now: Date, limit: number = ORDER_MAILS_PER_PASS): Promise<OrderMailsPass> {
  const own = ordersDb(db);
  const at = now.toISOString();
  const pass: OrderMailsPass = { claimed: 0, sent: 0, skipped: 0, failures: [] };
  for (const mail of await findDueOrderMails(own, at, limit)) {
    if (!(await claimOrderMail(own, mail, at, new Date(now.getTime() + ORDER_MAIL_LEASE_MS).toISOString()))) continue;
    pass.claimed += 1;
    const attempt = mail.attempts + 1;
    let outcome: "sent" | "skipped";
    try {
      outcome = await sendOne(db, deliver, mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = retryAt(now, attempt);
      await markOrderMailFailed(own, mail, message, retry);
      pass.failures.push({ orderId: mail.orderId, kind: mail.kind, attempt, error: message, gaveUp: retry === null });
      continue;
    }
    await markOrderMailDone(own, mail, outcome, at);
    pass[outcome] += 1;
  }
  return pass;
}
