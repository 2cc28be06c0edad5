import type { RefundPayments } from "../orders/refund-order.ts";
import type { PaymentGateways } from "../payments/create-payment-gateways.ts";
import { GATEWAY_IDS } from "../payments/payments.ts";
import { isOneOf } from "../parse-enum.ts";

// The orders module's refunds over the payments module's gateways: a card gateway pays the money
// back on the order's transaction with the refund's idempotency key; an offline one (bank
// transfer, check, cash on delivery) moves no money, and the merchant pays it back by hand.

export function refundThroughGateways(gateways: PaymentGateways): RefundPayments {
  return {
    async refund(request) {
      const gateway = isOneOf(GATEWAY_IDS, request.paymentMethod) ? gateways.get(request.paymentMethod) : null;
      if (gateway === null) return { kind: "failed", code: "gateway_unavailable" };
      if (gateway.kind === "card" && request.transactionId === null) return { kind: "failed", code: "payment_not_found" };
      // An offline gateway answers "manual" whatever the transaction (it has none).
      const outcome = await gateway.refund({ transactionId: request.transactionId ?? "", amount: request.amount, idempotencyKey: request.idempotencyKey });
      switch (outcome.status) {
        case "succeeded":
          return { kind: "refunded", gatewayRefundId: outcome.refundId };
        case "manual":
          return { kind: "manual" };
        case "failed":
          return { kind: "failed", code: outcome.code };
      }
    },
  };
}
