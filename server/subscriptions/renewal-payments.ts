import type { PaymentResult } from "../orders/record-payment.ts";
import type { PaymentGateways } from "../payments/create-payment-gateways.ts";
import { GATEWAY_IDS } from "../payments/payments.ts";
import { isOneOf } from "../parse-enum.ts";

// How a renewal is charged: the subscription's saved card, off-session, with an idempotency key
// derived from the subscription, the period and the attempt (docs/decisions/026), so a charge sent
// again after a crash gets the processor's first answer back and never charges twice. A port, so
// the renewal use cases can be driven with a processor that fails where a test needs it to.

export interface RenewalCharge {
  /** The subscription's gateway id. */
  gatewayId: string;
  orderId: number;
  amount: number;
  currency: string;
  idempotencyKey: string;
  customer: { id: number; email: string };
  /** Null when the subscription has lost its card (none to charge): the charge fails without asking a gateway. */
  savedMethodId: number | null;
}

/** The answer in the orders module's terms: paid, or failed with the gateway's code. */
export type RenewalChargeResult = Extract<PaymentResult, { kind: "paid" } | { kind: "failed" }>;

export interface RenewalPayments {
  /** Throws when the outcome is unknown (the gateway did not answer): the charge is sent again, same key, after the lease. */
  chargeSaved(charge: RenewalCharge): Promise<RenewalChargeResult>;
}

/** The payments module's gateways as the renewal port. */
export function renewalPaymentsThroughGateways(gateways: PaymentGateways): RenewalPayments {
  return {
    async chargeSaved(charge) {
      if (charge.savedMethodId === null) return { kind: "failed", code: "payment_method_not_found" };
      const gateway = isOneOf(GATEWAY_IDS, charge.gatewayId) ? gateways.get(charge.gatewayId) : null;
      if (gateway === null) return { kind: "failed", code: "gateway_unavailable" };
      if (gateway.kind !== "card") return { kind: "failed", code: "payment_method_not_supported" };
      const outcome = await gateway.chargeSaved({
        orderId: charge.orderId,
        amount: charge.amount,
        currency: charge.currency,
        idempotencyKey: charge.idempotencyKey,
        customer: charge.customer,
        savedMethodId: charge.savedMethodId,
        offSession: true,
      });
      switch (outcome.status) {
        case "succeeded":
          return { kind: "paid", transactionId: outcome.transactionId };
        case "failed":
          return { kind: "failed", code: outcome.code };
        // A card gateway answers neither off-session; if one ever did, nobody is there to act on it.
        case "offline":
        case "requires_action":
          return { kind: "failed", code: "authentication_required" };
      }
    },
  };
}
