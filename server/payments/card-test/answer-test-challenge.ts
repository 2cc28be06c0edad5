import type { Kysely } from "kysely";
import type { CardTestTables } from "../../db/schema.ts";
import { cardTestDb } from "./card-test-db.ts";
import type { CardBrand } from "../payments.ts";
import type { TestPaymentMetadata } from "./charge-test-card.ts";
import { newReference } from "./card-test-mode.ts";
import { findCardOfPayment, findPayment, insertMethod, settleChallengedPayment } from "./card-test.repository.ts";

// The shopper's answer to a test-mode 3-D Secure challenge ("Complete authentication" or "Fail
// authentication"), as the card issuer's page would take it. The payment settles once: a second
// answer (another tab, a double click) changes nothing. The shopper then goes back to the shop's
// return address, where the shop asks the processor how the payment stands (confirmAction).

export type ChallengeAnswer = "complete" | "fail";

export interface PendingChallenge {
  paymentId: string;
  amount: number;
  currency: string;
  brand: CardBrand;
  last4: string;
  returnUrl: string;
}

export type AnswerTestChallengeResult = { ok: true; returnUrl: string } | { ok: false; code: "payment_not_found" };

function metadataOf(json: string): TestPaymentMetadata {
  return JSON.parse(json) as TestPaymentMetadata;
}

/** The challenge waiting on a payment, for the challenge page; null when there is none (or it was answered). */
export async function getPendingTestChallenge<All extends CardTestTables>(db: Kysely<All>, paymentId: string): Promise<PendingChallenge | null> {
  const own = cardTestDb(db);
  const payment = await findPayment(own, paymentId);
  if (payment?.status !== "requires_action") return null;
  const card = await findCardOfPayment(own, payment);
  const { returnUrl } = metadataOf(payment.metadata);
  return { paymentId, amount: payment.amount, currency: payment.currency, brand: card?.brand ?? "unknown", last4: card?.last4 ?? "", returnUrl };
}

export async function answerTestChallenge<All extends CardTestTables>(db: Kysely<All>, paymentId: string, answer: ChallengeAnswer, now: Date): Promise<AnswerTestChallengeResult> {
  const at = now.toISOString();
  return cardTestDb(db)
    .transaction()
    .execute(async (trx) => {
      const payment = await findPayment(trx, paymentId);
      if (payment === null) return { ok: false, code: "payment_not_found" };
      const { returnUrl } = metadataOf(payment.metadata);
      if (payment.status !== "requires_action") return { ok: true, returnUrl };
      if (answer === "fail") {
        await settleChallengedPayment(trx, paymentId, { status: "failed", failureCode: "authentication_failed", methodId: payment.methodId }, at);
        return { ok: true, returnUrl };
      }
      let methodId = payment.methodId;
      const card = payment.saveMethod ? await findCardOfPayment(trx, payment) : null;
      if (card !== null) {
        methodId = newReference("pm_test");
        await insertMethod(trx, methodId, card, at);
      }
      await settleChallengedPayment(trx, paymentId, { status: "succeeded", failureCode: null, methodId }, at);
      return { ok: true, returnUrl };
    });
}
