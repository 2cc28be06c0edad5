import type { CardProcessor, ChargeOutcome, SavedCard } from "./card-processor.ts";
import type { PaymentGateway, PaymentOutcome, PaymentRequest } from "./gateway.ts";
import { findGatewayCustomer, findMethodOfCustomer, insertGatewayCustomer, insertSavedMethod } from "./payment-method.repository.ts";
import type { PaymentsDb } from "./payments-db.ts";
import type { PaymentFailureCode } from "./payments.ts";

// A card gateway: the one gateway interface over a card processor (the test mode or Stripe). The
// processor moves the money and honours the idempotency keys; this side turns the shop's saved
// cards into the processor's references and keeps the cards a payment or a save hands back.

export interface CardGatewayOptions {
  db: PaymentsDb;
  processor: CardProcessor;
  /** Asked before every call: a reason to refuse the gateway now (test mode in production), or null. */
  refusal: () => Promise<PaymentFailureCode | null>;
  clock: () => Date;
}

export function createCardGateway({ db, processor, refusal, clock }: CardGatewayOptions): PaymentGateway {
  const gateway = processor.gatewayId;

  /** The processor's customer for a shop customer, created once (the key makes a retried creation return the same one). */
  async function processorCustomerOf(customer: { id: number; email: string }): Promise<string | null> {
    const known = await findGatewayCustomer(db, customer.id, gateway);
    if (known !== undefined) return known;
    const created = await processor.createCustomer({ email: customer.email, customerId: customer.id, idempotencyKey: `customer-${customer.id}` });
    return created === null ? null : insertGatewayCustomer(db, customer.id, gateway, created);
  }

  async function keep(customerId: number | null, saved: SavedCard | null): Promise<number | null> {
    if (customerId === null || saved === null) return null;
    return insertSavedMethod(db, customerId, gateway, saved, clock().toISOString());
  }

  async function settle(outcome: ChargeOutcome): Promise<PaymentOutcome> {
    if (outcome.status !== "succeeded") return outcome;
    const savedMethodId = await keep(outcome.metadata.customerId, outcome.saved);
    return { status: "succeeded", transactionId: outcome.transactionId, savedMethodId };
  }

  return {
    id: gateway,
    kind: "card",
    acceptsToken: (token) => processor.tokenShape.test(token),

    async processPayment(request: PaymentRequest): Promise<PaymentOutcome> {
      const refused = await refusal();
      if (refused !== null) return { status: "failed", code: refused };
      if (request.source === null) return { status: "failed", code: "payment_method_not_found" };
      const base = { amount: request.amount, currency: request.currency, idempotencyKey: request.idempotencyKey, email: request.customer.email, returnUrl: request.returnUrl, offSession: false };
      const metadata = { orderId: request.orderId, customerId: request.customer.id };
      if ("savedMethodId" in request.source) {
        if (request.customer.id === null) return { status: "failed", code: "payment_method_not_found" };
        const method = await findMethodOfCustomer(db, request.customer.id, request.source.savedMethodId);
        if (method?.gateway !== gateway) return { status: "failed", code: "payment_method_not_found" };
        const source = { kind: "method" as const, method: { reference: method.token, processorCustomer: method.processorCustomer } };
        return settle(await processor.charge({ ...base, metadata, source, save: null }));
      }
      // Only a signed-in customer can keep a card: a guest's save request is ignored.
      const customer = request.customer.id === null ? null : { id: request.customer.id, email: request.customer.email };
      const save = request.saveMethod && customer !== null ? { processorCustomer: await processorCustomerOf(customer) } : null;
      return settle(await processor.charge({ ...base, metadata, source: { kind: "token", token: request.source.token }, save }));
    },

    async confirmAction(transactionId) {
      return settle(await processor.retrieve(transactionId));
    },

    async chargeSaved(request) {
      const refused = await refusal();
      if (refused !== null) return { status: "failed", code: refused };
      const method = await findMethodOfCustomer(db, request.customer.id, request.savedMethodId);
      if (method?.gateway !== gateway) return { status: "failed", code: "payment_method_not_found" };
      const outcome = await processor.charge({
        amount: request.amount,
        currency: request.currency,
        idempotencyKey: request.idempotencyKey,
        email: request.customer.email,
        metadata: { orderId: request.orderId, customerId: request.customer.id },
        source: { kind: "method", method: { reference: method.token, processorCustomer: method.processorCustomer } },
        offSession: request.offSession,
        save: null,
        returnUrl: "",
      });
      // Off-session nobody can answer a challenge: a processor asking for one is a failure to authenticate.
      if (outcome.status === "requires_action") return { status: "failed", code: "authentication_required" };
      return settle(outcome);
    },

    async refund(request) {
      return processor.refund(request);
    },

    async saveMethod(request) {
      const refused = await refusal();
      if (refused !== null) return { status: "failed", code: refused };
      const processorCustomer = await processorCustomerOf(request.customer);
      const saved = await processor.saveMethod({ token: request.token, processorCustomer, idempotencyKey: request.idempotencyKey });
      if (!saved.ok) return { status: "failed", code: saved.code };
      const savedMethodId = await insertSavedMethod(db, request.customer.id, gateway, saved.card, clock().toISOString());
      const { brand, last4, expMonth, expYear } = saved.card;
      return { status: "saved", savedMethodId, card: { brand, last4, expMonth, expYear } };
    },
  };
}
