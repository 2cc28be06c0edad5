import type { CardTestDb } from "./card-test-db.ts";
import type { CardBrand, CardSummary } from "../payments.ts";
import { isTestCardBehaviour, type TestCardBehaviour } from "./test-cards.ts";

// All SQL of the card test mode's processor (its own tables; see card-test-db.ts).

export interface TestCard extends CardSummary {
  behaviour: TestCardBehaviour;
}

export type TestPaymentStatus = "succeeded" | "requires_action" | "failed";

export interface TestPayment {
  id: string;
  amount: number;
  currency: string;
  status: TestPaymentStatus;
  failureCode: string | null;
  behaviour: TestCardBehaviour;
  token: string | null;
  methodId: string | null;
  saveMethod: boolean;
  metadata: string;
  refundedAmount: number;
}

function behaviourOf(value: string): TestCardBehaviour {
  if (!isTestCardBehaviour(value)) throw new Error(`Unknown test card behaviour ${value}`);
  return value;
}

function cardOf(row: { brand: string; last4: string; exp_month: number; exp_year: number; behaviour: string }): TestCard {
  return { brand: row.brand as CardBrand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year, behaviour: behaviourOf(row.behaviour) };
}

function cardColumns(card: TestCard) {
  return { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, behaviour: card.behaviour };
}

export async function insertToken(db: CardTestDb, token: string, card: TestCard, at: string): Promise<void> {
  await db.insertInto("card_test_tokens").values({ token, ...cardColumns(card), created_at: at, used_at: null }).execute();
}

/** Takes a one-time token: its card, or null when it is unknown or already used. */
export async function useToken(db: CardTestDb, token: string, at: string): Promise<TestCard | null> {
  const taken = await db.updateTable("card_test_tokens").set({ used_at: at }).where("token", "=", token).where("used_at", "is", null).executeTakeFirst();
  if (taken.numUpdatedRows === 0n) return null;
  const row = await db.selectFrom("card_test_tokens").selectAll().where("token", "=", token).executeTakeFirstOrThrow();
  return cardOf(row);
}

/** The card a payment was made with (from its token, or its saved method even if since deleted). */
export async function findCardOfPayment(db: CardTestDb, payment: Pick<TestPayment, "token" | "methodId">): Promise<TestCard | null> {
  if (payment.token !== null) {
    const row = await db.selectFrom("card_test_tokens").selectAll().where("token", "=", payment.token).executeTakeFirst();
    return row === undefined ? null : cardOf(row);
  }
  if (payment.methodId === null) return null;
  const row = await db.selectFrom("card_test_methods").selectAll().where("id", "=", payment.methodId).executeTakeFirst();
  return row === undefined ? null : cardOf(row);
}

export async function insertMethod(db: CardTestDb, id: string, card: TestCard, at: string): Promise<void> {
  await db.insertInto("card_test_methods").values({ id, ...cardColumns(card), created_at: at }).execute();
}

export async function findMethod(db: CardTestDb, id: string): Promise<TestCard | null> {
  const row = await db.selectFrom("card_test_methods").selectAll().where("id", "=", id).where("detached", "=", 0).executeTakeFirst();
  return row === undefined ? null : cardOf(row);
}

export async function detachMethod(db: CardTestDb, id: string): Promise<void> {
  await db.updateTable("card_test_methods").set({ detached: 1 }).where("id", "=", id).execute();
}

export type NewTestPayment = Omit<TestPayment, "refundedAmount">;

export async function insertPayment(db: CardTestDb, payment: NewTestPayment, at: string): Promise<void> {
  await db
    .insertInto("card_test_payments")
    .values({
      id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      failure_code: payment.failureCode,
      behaviour: payment.behaviour,
      token: payment.token,
      method_id: payment.methodId,
      save_method: payment.saveMethod ? 1 : 0,
      metadata: payment.metadata,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export async function findPayment(db: CardTestDb, id: string): Promise<TestPayment | null> {
  const row = await db.selectFrom("card_test_payments").selectAll().where("id", "=", id).executeTakeFirst();
  if (row === undefined) return null;
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status as TestPaymentStatus,
    failureCode: row.failure_code,
    behaviour: behaviourOf(row.behaviour),
    token: row.token,
    methodId: row.method_id,
    saveMethod: row.save_method === 1,
    metadata: row.metadata,
    refundedAmount: row.refunded_amount,
  };
}

/** Settles a payment awaiting its challenge; false when it was settled already (by another answer). */
export async function settleChallengedPayment(db: CardTestDb, id: string, outcome: { status: "succeeded" | "failed"; failureCode: string | null; methodId: string | null }, at: string): Promise<boolean> {
  const result = await db
    .updateTable("card_test_payments")
    .set({ status: outcome.status, failure_code: outcome.failureCode, method_id: outcome.methodId, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "requires_action")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Adds a refund if the payment has that much left to refund; false otherwise. */
export async function addRefund(db: CardTestDb, refund: { id: string; paymentId: string; amount: number }, at: string): Promise<boolean> {
  const result = await db
    .updateTable("card_test_payments")
    .set((eb) => ({ refunded_amount: eb("refunded_amount", "+", refund.amount), updated_at: at }))
    .where("id", "=", refund.paymentId)
    .where("status", "=", "succeeded")
    .where((eb) => eb(eb("refunded_amount", "+", refund.amount), "<=", eb.ref("amount")))
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.insertInto("card_test_refunds").values({ id: refund.id, payment_id: refund.paymentId, amount: refund.amount, created_at: at }).execute();
  return true;
}

/** Claims an idempotency key for this request; false when a request already holds it. */
export async function claimIdempotencyKey(db: CardTestDb, key: string, fingerprint: string, at: string): Promise<boolean> {
  const rows = await db
    .insertInto("card_test_idempotency")
    .values({ key, fingerprint, response: null, created_at: at })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .execute();
  return rows.length > 0;
}

export async function readIdempotencyRecord(db: CardTestDb, key: string): Promise<{ fingerprint: string; response: string | null } | undefined> {
  return db.selectFrom("card_test_idempotency").select(["fingerprint", "response"]).where("key", "=", key).executeTakeFirst();
}

export async function storeIdempotentResponse(db: CardTestDb, key: string, response: string): Promise<void> {
  await db.updateTable("card_test_idempotency").set({ response }).where("key", "=", key).execute();
}
