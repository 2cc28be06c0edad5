import { isOneOf } from "../parse-enum.ts";
import { SUBSCRIPTION_MAIL_KINDS, type SubscriptionMailKind, type SubscriptionMailRequest } from "./subscription-mails.ts";
import type { SubscriptionsDb } from "./subscriptions-db.ts";

// The subscription mail outbox (migration 020): rows written beside the change that calls for
// them, then claimed, sent and marked by a sender, each step one conditional statement, as the
// order mail outbox does (docs/decisions/022, 031).

export interface OutboxSubscriptionMail {
  subscriptionId: number;
  kind: SubscriptionMailKind;
  occasion: string;
  orderId: number | null;
  params: Record<string, string | number>;
  attempts: number;
}

type MailKey = Pick<OutboxSubscriptionMail, "subscriptionId" | "kind" | "occasion">;

/** Queues mails for a subscription; one it already has for that occasion (a replayed change) is left as it is. */
export async function queueSubscriptionMails(db: SubscriptionsDb, subscriptionId: number, mails: readonly SubscriptionMailRequest[], at: string): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insertInto("subscription_mail_outbox")
    .values(
      mails.map((mail) => ({
        subscription_id: subscriptionId,
        kind: mail.kind,
        occasion: mail.occasion,
        order_id: mail.orderId ?? null,
        params: JSON.stringify(mail.params ?? {}),
        due_at: at,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(["subscription_id", "kind", "occasion"]).doNothing())
    .execute();
}

/** Pending mails that are due and not held by a live claim, oldest first; a kind this version does not know is left for the version that wrote it. */
export async function findDueSubscriptionMails(db: SubscriptionsDb, now: string, limit: number): Promise<OutboxSubscriptionMail[]> {
  const rows = await db
    .selectFrom("subscription_mail_outbox")
    .select(["subscription_id", "kind", "occasion", "order_id", "params", "attempts"])
    .where("status", "=", "pending")
    .where("kind", "in", SUBSCRIPTION_MAIL_KINDS)
    .where("due_at", "<=", now)
    .where((eb) => eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<=", now)]))
    .orderBy("due_at")
    .orderBy("subscription_id")
    .limit(limit)
    .execute();
  return rows.flatMap((row) =>
    isOneOf(SUBSCRIPTION_MAIL_KINDS, row.kind)
      ? [{ subscriptionId: row.subscription_id, kind: row.kind, occasion: row.occasion, orderId: row.order_id, params: JSON.parse(row.params) as Record<string, string | number>, attempts: row.attempts }]
      : [],
  );
}

function whereKey(mail: MailKey) {
  return { subscription_id: mail.subscriptionId, kind: mail.kind, occasion: mail.occasion };
}

/** Claims a due mail until `leaseUntil`, counting the attempt; false when another sender holds it or it is done. */
export async function claimSubscriptionMail(db: SubscriptionsDb, mail: MailKey, now: string, leaseUntil: string): Promise<boolean> {
  const key = whereKey(mail);
  const result = await db
    .updateTable("subscription_mail_outbox")
    .set((eb) => ({ lease_expires_at: leaseUntil, attempts: eb("attempts", "+", 1) }))
    .where("subscription_id", "=", key.subscription_id)
    .where("kind", "=", key.kind)
    .where("occasion", "=", key.occasion)
    .where("status", "=", "pending")
    .where("due_at", "<=", now)
    .where((eb) => eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markSubscriptionMailDone(db: SubscriptionsDb, mail: MailKey, status: "sent" | "skipped", at: string): Promise<void> {
  const key = whereKey(mail);
  await db
    .updateTable("subscription_mail_outbox")
    .set({ status, sent_at: at, lease_expires_at: null, last_error: null })
    .where("subscription_id", "=", key.subscription_id)
    .where("kind", "=", key.kind)
    .where("occasion", "=", key.occasion)
    .execute();
}

/** A failed attempt: tried again from `retryAt`, or given up (status failed) when that is null. */
export async function markSubscriptionMailFailed(db: SubscriptionsDb, mail: MailKey, error: string, retryAt: string | null): Promise<void> {
  const key = whereKey(mail);
  await db
    .updateTable("subscription_mail_outbox")
    .set(retryAt === null ? { status: "failed", lease_expires_at: null, last_error: error } : { due_at: retryAt, lease_expires_at: null, last_error: error })
    .where("subscription_id", "=", key.subscription_id)
    .where("kind", "=", key.kind)
    .where("occasion", "=", key.occasion)
    .where("status", "=", "pending")
    .execute();
}
