import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getOrderForMerchant } from "../orders/get-order.ts";
import { runOutboxPass, type OutboxPass } from "../outbox-sender.ts";
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

export type SubscriptionMailsPass = OutboxPass<SubscriptionMailFailure>;

async function sendOne(db: Kysely<Database>, deliver: SubscriptionMailDelivery, mail: OutboxSubscriptionMail): Promise<"sent" | "skipped"> {
  const subscription = await getSubscriptionForMerchant(db, mail.subscriptionId);
  // Deleted subscriptions take their mails with them (cascade); this covers one deleted mid-pass.
  if (subscription === null) return "skipped";
  const order = mail.orderId === null ? null : await getOrderForMerchant(db, mail.orderId);
  // A mail about a renewal order says nothing without it.
  if (mail.orderId !== null && order === null) return "skipped";
  return deliver({ kind: mail.kind, recipient: subscriptionMailRecipient(mail.kind), subscription, order, params: mail.params, occasion: mail.occasion });
}

/** One pass over the due mails (server/outbox-sender.ts runOutboxPass). */
export async function sendSubscriptionMails(db: Kysely<Database>, deliver: SubscriptionMailDelivery, now: Date, limit: number = SUBSCRIPTION_MAILS_PER_PASS): Promise<SubscriptionMailsPass> {
  const own = subscriptionsDb(db);
  return runOutboxPass<OutboxSubscriptionMail, SubscriptionMailFailure>(
    {
      findDue: (at, max) => findDueSubscriptionMails(own, at, max),
      claim: (mail, at, leaseUntil) => claimSubscriptionMail(own, mail, at, leaseUntil),
      send: (mail) => sendOne(db, deliver, mail),
      markFailed: (mail, error, retry) => markSubscriptionMailFailed(own, mail, error, retry),
      markDone: (mail, outcome, at) => markSubscriptionMailDone(own, mail, outcome, at),
      failure: (mail, attempt, error, gaveUp) => ({ subscriptionId: mail.subscriptionId, kind: mail.kind, attempt, error, gaveUp }),
    },
    now,
    limit,
  );
}
