import type { ChargeOutcome, ChargeRequest, PaymentMetadata, SavedCard } from "../card-processor.ts";
import type { CardTestDb } from "./card-test-db.ts";
import { challengePath, newReference, testChargeResult } from "./card-test-mode.ts";
import { findMethod, insertMethod, insertPayment, useToken, type TestCard } from "./card-test.repository.ts";
import { withIdempotency } from "./with-idempotency.ts";

// A charge at the test-mode processor, once per idempotency key. Every attempt leaves a payment
// record, declined ones too (as a PaymentIntent keeps its last error); a card to be kept is kept
// when the payment succeeds, now or after its challenge (answer-test-challenge.ts).

/** What the test processor remembers of the shop's request, like a PaymentIntent's metadata and return_url. */
export interface TestPaymentMetadata extends PaymentMetadata {
  returnUrl: string;
}

export function savedCard(methodId: string, card: TestCard): SavedCard {
  return { reference: methodId, processorCustomer: null, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
}

async function sourceCard(trx: CardTestDb, request: ChargeRequest, at: string): Promise<{ card: TestCard; token: string | null; methodId: string | null } | null> {
  if (request.source.kind === "token") {
    const card = await useToken(trx, request.source.token, at);
    return card === null ? null : { card, token: request.source.token, methodId: null };
  }
  const card = await findMethod(trx, request.source.method.reference);
  return card === null ? null : { card, token: null, methodId: request.source.method.reference };
}

export function chargeTestCard(db: CardTestDb, request: ChargeRequest, now: Date): Promise<ChargeOutcome> {
  const at = now.toISOString();
  const fingerprint = { op: "charge", amount: request.amount, currency: request.currency, source: request.source, offSession: request.offSession, save: request.save !== null };
  return withIdempotency<ChargeOutcome>(
    db,
    { key: request.idempotencyKey, fingerprint, now },
    async (trx) => {
      const source = await sourceCard(trx, request, at);
      if (source === null) return { status: "failed", code: "payment_method_not_found" };
      const result = testChargeResult(source.card.behaviour, request.offSession);
      const id = newReference("pi_test");
      const keep = request.save !== null && source.methodId === null;
      const methodId = result.status === "succeeded" && keep ? newReference("pm_test") : source.methodId;
      if (methodId !== null && methodId !== source.methodId) await insertMethod(trx, methodId, source.card, at);
      const metadata: TestPaymentMetadata = { ...request.metadata, returnUrl: request.returnUrl };
      await insertPayment(
        trx,
        {
          id,
          amount: request.amount,
          currency: request.currency,
          status: result.status,
          failureCode: result.status === "failed" ? result.code : null,
          behaviour: source.card.behaviour,
          token: source.token,
          methodId,
          saveMethod: keep,
          metadata: JSON.stringify(metadata),
        },
        at,
      );
      if (result.status === "failed") return result;
      if (result.status === "requires_action") return { status: "requires_action", transactionId: id, redirectUrl: challengePath(id) };
      const saved = keep && methodId !== null ? savedCard(methodId, source.card) : null;
      return { status: "succeeded", transactionId: id, metadata: request.metadata, saved };
    },
    () => ({ status: "failed", code: "idempotency_key_reused" }),
  );
}
