import type { Selectable } from "kysely";
import type { SubscriptionRenewalsTable } from "../db/schema-subscriptions.ts";
import { parseEnum } from "../parse-enum.ts";
import type { SubscriptionsDb } from "./subscriptions-db.ts";

// One row per renewal period (docs/decisions/026). Inserting it claims the period: the unique key
// (subscription_id, scheduled_at) refuses a second claim. Every later change is a conditional
// update on the state the writer read (status, attempts, lease), so of two workers acting on one
// row only one's update goes in, and only that one goes on to charge or to record.

export const RENEWAL_STATUSES = ["charging", "paid", "failed", "manual"] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

export type RenewalRow = Selectable<SubscriptionRenewalsTable>;

export function renewalStatus(row: Pick<RenewalRow, "status">): RenewalStatus {
  return parseEnum(RENEWAL_STATUSES, row.status, "charging");
}

export interface PeriodClaim {
  subscriptionId: number;
  scheduledAt: string;
  status: "charging" | "manual";
  leaseExpiresAt: string | null;
  now: string;
}

/** The period's renewal, if it was claimed (and committed) before. A plain read: it waits on no lock. */
export async function findRenewalOfPeriod(db: SubscriptionsDb, subscriptionId: number, scheduledAt: string): Promise<RenewalRow | undefined> {
  return db.selectFrom("subscription_renewals").selectAll().where("subscription_id", "=", subscriptionId).where("scheduled_at", "=", scheduledAt).executeTakeFirst();
}

/** The new row's id, or null when the period was claimed before (by another worker or trigger). */
export async function claimPeriod(db: SubscriptionsDb, claim: PeriodClaim): Promise<number | null> {
  const row = await db
    .insertInto("subscription_renewals")
    .values({ subscription_id: claim.subscriptionId, scheduled_at: claim.scheduledAt, status: claim.status, lease_expires_at: claim.leaseExpiresAt, created_at: claim.now, updated_at: claim.now })
    .onConflict((oc) => oc.columns(["subscription_id", "scheduled_at"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setRenewalOrder(db: SubscriptionsDb, renewalId: number, orderId: number): Promise<void> {
  await db.updateTable("subscription_renewals").set({ order_id: orderId }).where("id", "=", renewalId).execute();
}

/** Gives an unpaid early renewal's period back to the schedule (its order was cancelled); true when deleted. */
export async function releaseManualClaim(db: SubscriptionsDb, renewalId: number): Promise<boolean> {
  const result = await db.deleteFrom("subscription_renewals").where("id", "=", renewalId).where("status", "=", "manual").executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function findRenewal(db: SubscriptionsDb, renewalId: number): Promise<RenewalRow | undefined> {
  return db.selectFrom("subscription_renewals").selectAll().where("id", "=", renewalId).executeTakeFirst();
}

export async function findRenewalOfOrder(db: SubscriptionsDb, orderId: number): Promise<RenewalRow | undefined> {
  return db.selectFrom("subscription_renewals").selectAll().where("order_id", "=", orderId).executeTakeFirst();
}

/** Charges whose worker's lease ran out before it recorded an answer: it died, or lost its connection. */
export async function listExpiredLeases(db: SubscriptionsDb, now: string, limit: number): Promise<RenewalRow[]> {
  return db.selectFrom("subscription_renewals").selectAll().where("status", "=", "charging").where("lease_expires_at", "<=", now).orderBy("lease_expires_at").limit(limit).execute();
}

/** Failed charges whose retry is due. */
export async function listDueRetries(db: SubscriptionsDb, now: string, limit: number): Promise<RenewalRow[]> {
  return db.selectFrom("subscription_renewals").selectAll().where("status", "=", "failed").where("retry_at", "<=", now).orderBy("retry_at").limit(limit).execute();
}

/** Takes a charge over from a worker whose lease ran out, with a new lease; false when another worker took it first. */
export async function takeOverLease(db: SubscriptionsDb, row: Pick<RenewalRow, "id" | "attempts" | "lease_expires_at">, leaseExpiresAt: string, now: string): Promise<boolean> {
  if (row.lease_expires_at === null) return false;
  const result = await db
    .updateTable("subscription_renewals")
    .set({ lease_expires_at: leaseExpiresAt, updated_at: now })
    .where("id", "=", row.id)
    .where("status", "=", "charging")
    .where("attempts", "=", row.attempts)
    .where("lease_expires_at", "=", row.lease_expires_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Starts the next attempt of a failed charge whose retry is due; false when another worker started it first. */
export async function claimRetry(db: SubscriptionsDb, row: Pick<RenewalRow, "id" | "attempts">, leaseExpiresAt: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("subscription_renewals")
    .set({ status: "charging", attempts: row.attempts + 1, retry_at: null, lease_expires_at: leaseExpiresAt, updated_at: now })
    .where("id", "=", row.id)
    .where("status", "=", "failed")
    .where("attempts", "=", row.attempts)
    .where("retry_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives up a failed charge's retries (its order was paid or dealt with some other way). */
export async function dropRetry(db: SubscriptionsDb, renewalId: number, now: string): Promise<void> {
  await db.updateTable("subscription_renewals").set({ retry_at: null, updated_at: now }).where("id", "=", renewalId).where("status", "=", "failed").execute();
}

export type ChargeAnswer = { status: "paid"; transactionId: string } | { status: "failed"; failureCode: string; retryAt: string | null };

/**
 * Records the answer to the charge of attempt `attempts`; false when it was recorded already (by
 * a worker that took the charge over, or the same answer twice): only the first records it.
 */
export async function settleCharge(db: SubscriptionsDb, renewalId: number, attempts: number, answer: ChargeAnswer, now: string): Promise<boolean> {
  const values =
    answer.status === "paid"
      ? { status: "paid", transaction_id: answer.transactionId, failure_code: null, retry_at: null }
      : { status: "failed", failure_code: answer.failureCode, retry_at: answer.retryAt };
  const result = await db
    .updateTable("subscription_renewals")
    .set({ ...values, lease_expires_at: null, updated_at: now })
    .where("id", "=", renewalId)
    .where("status", "=", "charging")
    .where("attempts", "=", attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A renewal order paid some other way (the customer through checkout): its failed or manual renewal is paid. */
export async function settlePaidElsewhere(db: SubscriptionsDb, renewalId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("subscription_renewals")
    .set({ status: "paid", retry_at: null, lease_expires_at: null, updated_at: now })
    .where("id", "=", renewalId)
    .where("status", "in", ["failed", "manual"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
