import type { Kysely } from "kysely";
import type { CardTestTables } from "../../db/schema.ts";
import type { CardProcessor, ChargeOutcome } from "../card-processor.ts";
import type { RefundOutcome } from "../gateway.ts";
import { cardTestDb } from "./card-test-db.ts";
import { PAYMENT_FAILURE_CODES, type PaymentFailureCode } from "../payments.ts";
import { CARD_TEST_TOKEN_SHAPE, challengePath, newReference, testSaveRefusal } from "./card-test-mode.ts";
import { chargeTestCard, savedCard, type TestPaymentMetadata } from "./charge-test-card.ts";
import { addRefund, detachMethod, findMethod, findPayment, insertMethod, useToken } from "./card-test.repository.ts";
import { withIdempotency } from "./with-idempotency.ts";

// The built-in card test mode as a processor (card-processor.ts): it behaves like a card
// processor's test mode, with the test numbers of test-cards.ts, and keeps its state in its own
// tables as a third party would. It keeps no customer records.

function failureCode(code: string | null): PaymentFailureCode {
  return (PAYMENT_FAILURE_CODES as readonly string[]).includes(code ?? "") ? (code as PaymentFailureCode) : "processing_error";
}

export function createCardTestProcessor<All extends CardTestTables>(database: Kysely<All>, clock: () => Date = () => new Date()): CardProcessor {
  const db = cardTestDb(database);
  return {
    gatewayId: "card_test",
    tokenShape: CARD_TEST_TOKEN_SHAPE,
    createCustomer: () => Promise.resolve(null),
    charge: (request) => chargeTestCard(db, request, clock()),

    async retrieve(transactionId): Promise<ChargeOutcome> {
      const payment = await findPayment(db, transactionId);
      if (payment === null) return { status: "failed", code: "payment_not_found" };
      if (payment.status === "requires_action") return { status: "requires_action", transactionId, redirectUrl: challengePath(transactionId) };
      if (payment.status === "failed") return { status: "failed", code: failureCode(payment.failureCode) };
      const { orderId, customerId } = JSON.parse(payment.metadata) as TestPaymentMetadata;
      const method = payment.saveMethod && payment.methodId !== null ? await findMethod(db, payment.methodId) : null;
      const saved = method !== null && payment.methodId !== null ? savedCard(payment.methodId, method) : null;
      return { status: "succeeded", transactionId, metadata: { orderId, customerId }, saved };
    },

    refund(request): Promise<RefundOutcome> {
      const now = clock();
      return withIdempotency<RefundOutcome>(
        db,
        { key: request.idempotencyKey, fingerprint: { op: "refund", ...request, idempotencyKey: undefined }, now },
        async (trx) => {
          if (!Number.isInteger(request.amount) || request.amount <= 0) return { status: "failed", code: "refund_amount_invalid" };
          const payment = await findPayment(trx, request.transactionId);
          if (payment?.status !== "succeeded") return { status: "failed", code: "payment_not_found" };
          const refundId = newReference("re_test");
          const added = await addRefund(trx, { id: refundId, paymentId: payment.id, amount: request.amount }, now.toISOString());
          return added ? { status: "succeeded", refundId } : { status: "failed", code: "refund_amount_invalid" };
        },
        () => ({ status: "failed", code: "idempotency_key_reused" }),
      );
    },

    saveMethod(request) {
      const now = clock();
      type Saved = Awaited<ReturnType<CardProcessor["saveMethod"]>>;
      return withIdempotency<Saved>(
        db,
        { key: request.idempotencyKey, fingerprint: { op: "save", token: request.token }, now },
        async (trx) => {
          const card = await useToken(trx, request.token, now.toISOString());
          if (card === null) return { ok: false, code: "payment_method_not_found" };
          const refused = testSaveRefusal(card.behaviour);
          if (refused !== null) return { ok: false, code: refused };
          const methodId = newReference("pm_test");
          await insertMethod(trx, methodId, card, now.toISOString());
          return { ok: true, card: savedCard(methodId, card) };
        },
        () => ({ ok: false, code: "idempotency_key_reused" }),
      );
    },

    deleteMethod: (method) => detachMethod(db, method.reference),
  };
}
