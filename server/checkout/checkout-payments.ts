import type { PaymentResult } from "../orders/record-payment.ts";
import type { PaymentMethodOption } from "../payments/payments.ts";

// What checkout needs from the payment gateways: which methods the shopper may choose, and paying
// an order with one. The edge hands checkout an implementation over server/payments; every call
// that moves money carries an idempotency key, so a retried placement never charges twice.

export type { PaymentMethodOption };

export interface PayOrderRequest {
  gatewayId: string;
  orderId: number;
  amount: number;
  currency: string;
  idempotencyKey: string;
  email: string;
  customerId: number | null;
  token: string;
  /** A card the signed-in customer saved, paid with instead of a token. */
  savedMethodId: number | null;
  saveMethod: boolean;
  /** Where a shopper comes back to after authenticating the payment (3-D Secure). */
  returnUrl: string;
}

/**
 * A payment's answer; one that waits for the shopper to authenticate says where to send them, and
 * one that saved the card names it (a subscription's renewals are charged to it).
 */
export type PayOutcome =
  | Exclude<PaymentResult, { kind: "awaiting_action" } | { kind: "paid" }>
  | { kind: "paid"; transactionId: string; savedMethodId?: number | null }
  | { kind: "awaiting_action"; transactionId: string; redirectUrl: string };

export interface CheckoutPayments {
  available(input: { shippingMethodIds: readonly string[] }): Promise<PaymentMethodOption[]>;
  /** Whether the token has the shape of one the gateway issues: a forged one is refused before any order. */
  acceptsToken(gatewayId: string, token: string): boolean;
  /** Whether the card is one this customer saved with this gateway. */
  ownsSavedMethod(gatewayId: string, customerId: number, savedMethodId: number): Promise<boolean>;
  pay(request: PayOrderRequest): Promise<PayOutcome>;
}
