import type { Insertable, Selectable } from "kysely";
import type { SubscriptionSwitchesTable } from "../db/schema-subscriptions.ts";
import type { SubscriptionsDb } from "./subscriptions-db.ts";

// The switches customers confirmed (docs/decisions/033): one row per subscription and confirming
// form, so a second submission of the same form finds the first's row instead of making another.

export type SubscriptionSwitchRow = Selectable<SubscriptionSwitchesTable>;

/** The switch the form's attempt key started, if any. */
export async function findSwitchOfAttempt(db: SubscriptionsDb, subscriptionId: number, attemptKey: string): Promise<SubscriptionSwitchRow | undefined> {
  return db.selectFrom("subscription_switches").selectAll().where("subscription_id", "=", subscriptionId).where("attempt_key", "=", attemptKey).executeTakeFirst();
}

/** Inserts the switch; undefined when that attempt key already has one (the caller holds the subscription's lock, so it cannot). */
export async function insertSwitch(db: SubscriptionsDb, values: Insertable<SubscriptionSwitchesTable>): Promise<number> {
  const row = await db.insertInto("subscription_switches").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Settles a switch still charging; false when it was settled already (another request answered first). */
export async function settleSwitch(db: SubscriptionsDb, id: number, status: "applied" | "failed", failureCode: string | null, at: string): Promise<boolean> {
  const result = await db
    .updateTable("subscription_switches")
    .set({ status, failure_code: failureCode, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "charging")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setSwitchOrder(db: SubscriptionsDb, id: number, orderId: number, at: string): Promise<void> {
  await db.updateTable("subscription_switches").set({ order_id: orderId, updated_at: at }).where("id", "=", id).execute();
}

/** The latest switch of the line applied since the period began: what it left the period counted as paid. */
export async function findLastAppliedSwitchSince(db: SubscriptionsDb, subscriptionId: number, lineIndex: number, since: string): Promise<SubscriptionSwitchRow | undefined> {
  return db
    .selectFrom("subscription_switches")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .where("line_index", "=", lineIndex)
    .where("status", "=", "applied")
    .where("created_at", ">=", since)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** The subscription's latest switch still charging (its charge's answer not recorded yet), if any. */
export async function findChargingSwitch(db: SubscriptionsDb, subscriptionId: number): Promise<SubscriptionSwitchRow | undefined> {
  return db.selectFrom("subscription_switches").selectAll().where("subscription_id", "=", subscriptionId).where("status", "=", "charging").orderBy("id", "desc").executeTakeFirst();
}
