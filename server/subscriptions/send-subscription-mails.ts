import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getOrderForMerchant } from "../orders/get-order.ts";
import { ORDER_MAIL_FIRST_RETRY_MS, ORDER_MAIL_LEASE_MS, ORDER_MAIL_MAX_ATTEMPTS } from "../orders/send-order-mails.ts";
import { getSubscriptionForMerchant } from "./get-subscription.ts";
import {
  claimSubscriptionMail,
  findDueSubscriptionMails,
  markSubscriptionMailDone,
  markSubscriptionMailFailed,
  type OutboxSubscriptionMail,
} from "./subscription-mail-outbox.repository.ts";
import { subscriptionMailRecipient, type SubscriptionMailDelivery, type SubscriptionMailKind } from "./subscription-mails.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// Sends the subscription mails that are due (docs/decisions/031), as the order mails are sent
// (docs/decisions/022) and with the same lease and retry timings: each is claimed first by a
// conditional update with a lease, so any number of senders may pass at once and each mail goes
// to one of them; a failed attempt is tried again later, a little later each time, then given up.

export const SUBSCRIPTION_MAILS_PER_PASS = 50;

export interface SubscriptionMailFailure {
  subscriptionId: number;
  kind: SubscriptionMailKind;
  attempt: number;
  error: string;
  gaveUp: boolean;
}

export interface SubscriptionMailsPass {
  claimed: number;
  sent: number;
  skipped: number;
  failures: SubscriptionMailFailure[];
}

function retryAt(now: Date, attempt: number): string | null {
  if (attempt >= ORDER_MAIL_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + ORDER_MAIL_FIRST_RETRY_MS * 2 ** (attempt - 1)).toISOString();
}

async function sendOne(db: Kysely<Database>, deliver: SubscriptionMailDelivery, mail: OutboxSubscriptionMail): Promise<"sent" | "skipped"> {
  const subscription = await getSubscriptionForMerchant(db, mail.subscriptionId);
  // Deleted subscriptions take their mails with them (cascade); this covers one deleted mid-pass.
  if (subscription === null) return "skipped";
  const order = mail.orderId === null ? null : await getOrderForMerchant(db, mail.orderId);
  // A mail about a renewal order says nothing without it.
  if (mail.orderId !== null && order === null) return "skipped";
  return deliver({ kind: mail.kind, recipient: subscriptionMailRecipient(mail.kind), subscription, order, params: mail.params, occasion: mail.occasion });
}

/** One pass over the due mails: claim, send, mark. Outside any transaction (sending is slow). */
export async function sendSubscriptionMails(db: Kysely<Database>, deliver: SubscriptionMailDelivery, now: Date, limit: number = SUBSCRIPTION_MAILS_PER_PASS): Promise<SubscriptionMailsPass> {
  const own = subscriptionsDb(db);
  const at = now.toISOString();
  const pass: SubscriptionMailsPass = { claimed: 0, sent: 0, skipped: 0, failures: [] };
  for (const mail of await findDueSubscriptionMails(own, at, limit)) {
    if (!(await claimSubscriptionMail(own, mail, at, new Date(now.getTime() + ORDER_MAIL_LEASE_MS).toISOString()))) continue;
    pass.claimed += 1;
    const attempt = mail.attempts + 1;
    let outcome: "sent" | "skipped";
    try {
      outcome = await sendOne(db, deliver, mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = retryAt(now, attempt);
      await markSubscriptionMailFailed(own, mail, message, retry);
      pass.failures.push({ subscriptionId: mail.subscriptionId, kind: mail.kind, attempt, error: message, gaveUp: retry === null });
      continue;
    }
    await markSubscriptionMailDone(own, mail, outcome, at);
    pass[outcome] += 1;
  }
  return pass;
}
