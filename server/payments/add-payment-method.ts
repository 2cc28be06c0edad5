import type { PaymentGateways } from "./create-payment-gateways.ts";
import type { SaveMethodOutcome } from "./gateway.ts";
import type { GatewayId } from "./payments.ts";

// My account → Add payment method: the browser tokenised the card with the gateway, the gateway
// keeps it (a SetupIntent at Stripe) and the shop saves what may be shown of it. The key makes a
// double submission save one card.

export interface AddPaymentMethodInput {
  gatewayId: GatewayId;
  customer: { id: number; email: string };
  token: string;
  idempotencyKey: string;
}

export async function addPaymentMethod(gateways: PaymentGateways, input: AddPaymentMethodInput): Promise<SaveMethodOutcome> {
  const gateway = gateways.get(input.gatewayId);
  if (gateway?.kind !== "card") return { status: "failed", code: "payment_method_not_supported" };
  return gateway.saveMethod({ customer: input.customer, token: input.token, idempotencyKey: input.idempotencyKey });
}
