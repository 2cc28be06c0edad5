import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { PaymentGateways } from "../payments/create-payment-gateways.ts";
import type { PaymentOutcome } from "../payments/gateway.ts";
import { listAvailablePaymentMethods } from "../payments/list-available-payment-methods.ts";
import { listPaymentMethods } from "../payments/list-payment-methods.ts";
import { GATEWAY_IDS, type GatewayId } from "../payments/payments.ts";
import type { CheckoutPayments, PayOutcome } from "./checkout-payments.ts";

// Checkout's payments over the payments module's gateways: the methods offered are the enabled
// ones that can work here, and paying hands the order to its gateway with the checkout's
// idempotency key. A card gateway gets the browser's one-time token; an offline one needs none.

function isGatewayId(id: string): id is GatewayId {
  return (GATEWAY_IDS as readonly string[]).includes(id);
}

/** A gateway's answer in the orders module's terms (record-payment.ts). */
export function payOutcomeOf(outcome: PaymentOutcome): PayOutcome {
  switch (outcome.status) {
    case "succeeded":
      return { kind: "paid", transactionId: outcome.transactionId, savedMethodId: outcome.savedMethodId };
    case "offline":
      return { kind: "offline", status: outcome.orderStatus };
    case "requires_action":
      return { kind: "awaiting_action", transactionId: outcome.transactionId, redirectUrl: outcome.redirectUrl };
    case "failed":
      return { kind: "failed", code: outcome.code };
  }
}

export function payThroughGateways(db: Kysely<Database>, gateways: PaymentGateways): CheckoutPayments {
  const context = { production: gateways.production, stripeConfigured: gateways.stripeConfigured };
  return {
    available: ({ shippingMethodIds }) => listAvailablePaymentMethods(db, context, { shippingMethodIds }),
    ownsSavedMethod: async (gatewayId, customerId, savedMethodId) => (await listPaymentMethods(db, customerId)).some((m) => m.id === savedMethodId && m.gateway === gatewayId),
    acceptsToken: (gatewayId, token) => (isGatewayId(gatewayId) ? (gateways.get(gatewayId)?.acceptsToken(token) ?? false) : false),
    async pay(request) {
      const gateway = isGatewayId(request.gatewayId) ? gateways.get(request.gatewayId) : null;
      if (gateway === null) return { kind: "failed", code: "gateway_unavailable" };
      const outcome = await gateway.processPayment({
        orderId: request.orderId,
        amount: request.amount,
        currency: request.currency,
        idempotencyKey: request.idempotencyKey,
        customer: { id: request.customerId, email: request.email },
        source: gateway.kind === "offline" ? null : request.savedMethodId === null ? { token: request.token } : { savedMethodId: request.savedMethodId },
        saveMethod: request.saveMethod,
        returnUrl: request.returnUrl,
      });
      return payOutcomeOf(outcome);
    },
  };
}
