import { isOneOf } from "../parse-enum.ts";
import { ORDER_MAIL_KINDS, type OrderMailKind } from "./order-mails.ts";
import type { OrdersDb } from "./orders-db.ts";

// The order mail outbox (migration 016): rows written beside the status change that calls for
// them, then claimed, sent and marked by a sender. Every step is one conditional statement, so
// two senders (the shop process and a worker) never both hold one row.

export interface OutboxMail {
  orderId: number;
  kind: OrderMailKind;
  attempts: number;
}

/** Queues mails for an order; a mail it already has (a replayed change) is left as it is. */
export async function queueOrderMails(db: OrdersDb, orderId: number, kinds: readonly OrderMailKind[], at: string): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .insertInto("order_mail_outbox")
    .values(kinds.map((kind) => ({ order_id: orderId, kind, due_at: at, created_at: at })))
    .onConflict((oc) => oc.columns(["order_id", "kind"]).doNothing())
    .execute();
}

/** Pending mails that are due and not held by a live claim, oldest first. A kind this version does not know (a newer one wrote it) is left for that version. */
export async function findDueOrderMails(db: OrdersDb, now: string, limit: number): Promise<OutboxMail[]> {
  const rows = await db
    .selectFrom("order_mail_outbox")
    .select(["order_id", "kind", "attempts"])
    .where("status", "=", "pending")
    .where("kind", "in", ORDER_MAIL_KINDS)
    .where("due_at", "<=", now)
    .where((eb) => eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<=", now)]))
    .orderBy("due_at")
    .orderBy("order_id")
    .limit(limit)
    .execute();
  return rows.flatMap(({ order_id: orderId, kind, attempts }) => (isOneOf(ORDER_MAIL_KINDS, kind) ? [{ orderId, kind, attempts }] : []));
}

/** Claims a due mail until `leaseUntil`, counting the attempt; false when another sender holds it or it is done. */
export async function claimOrderMail(db: OrdersDb, mail: Pick<OutboxMail, "orderId" | "kind">, now: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable("order_mail_outbox")
    .set((eb) => ({ lease_expires_at: leaseUntil, attempts: eb("attempts", "+", 1) }))
    .where("order_id", "=", mail.orderId)
    .where("kind", "=", mail.kind)
    .where("status", "=", "pending")
    .where("due_at", "<=", now)
    .where((eb) => eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markOrderMailDone(db: OrdersDb, mail: Pick<OutboxMail, "orderId" | "kind">, status: "sent" | "skipped", at: string): Promise<void> {
  await db
    .updateTable("order_mail_outbox")
    .set({ status, sent_at: at, lease_expires_at: null, last_error: null })
    .where("order_id", "=", mail.orderId)
    .where("kind", "=", mail.kind)
    .execute();
}

/** A failed attempt: tried again from `retryAt`, or given up (status failed) when that is null. */
export async function markOrderMailFailed(db: OrdersDb, mail: Pick<OutboxMail, "orderId" | "kind">, error: string, retryAt: string | null): Promise<void> {
  await db
    .updateTable("order_mail_outbox")
    .set(retryAt === null ? { status: "failed", lease_expires_at: null, last_error: error } : { due_at: retryAt, lease_expires_at: null, last_error: error })
    .where("order_id", "=", mail.orderId)
    .where("kind", "=", mail.kind)
    .where("status", "=", "pending")
    .execute();
}

/** Marks mails of an order skipped before anyone sent them (still pending, never attempted); the others are left as they are. */
export async function skipUnsentOrderMails(db: OrdersDb, orderId: number, kinds: readonly OrderMailKind[], at: string): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .updateTable("order_mail_outbox")
    .set({ status: "skipped", sent_at: at })
    .where("order_id", "=", orderId)
    .where("kind", "in", kinds)
    .where("status", "=", "pending")
    .where("attempts", "=", 0)
    .execute();
}
