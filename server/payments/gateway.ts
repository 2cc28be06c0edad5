import type { GatewayId, PaymentFailureCode, CardSummary } from "./payments.ts";

// The one interface every gateway offers (issue 9, "Payments"). Every call that moves money
// carries an idempotency key: the same key gives the same outcome and never a second charge or
// refund, however many times (or how concurrently) it is sent.

export interface PaymentCustomer {
  /** The shop's customer id; null for a guest (who cannot save a card). */
  id: number | null;
  email: string;
}

/** A card the browser tokenised for this payment, or a card the customer saved earlier. */
export type PaymentSource = { token: string } | { savedMethodId: number };

export interface PaymentRequest {
  orderId: number;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  idempotencyKey: string;
  customer: PaymentCustomer;
  /** Offline gateways take no source. */
  source: PaymentSource | null;
  /** Keep the card for later (signed-in customers only). */
  saveMethod: boolean;
  /** Origin-relative address the shopper comes back to after a 3-D Secure challenge. */
  returnUrl: string;
}

export type PaymentOutcome =
  | { status: "succeeded"; transactionId: string; savedMethodId: number | null }
  /** Offline methods: bank transfer and check wait on hold, cash on delivery goes to processing. */
  | { status: "offline"; orderStatus: "on-hold" | "processing" }
  /** The shopper must authenticate (3-D Secure) at `redirectUrl`, then returns to the request's returnUrl. */
  | { status: "requires_action"; transactionId: string; redirectUrl: string }
  | { status: "failed"; code: PaymentFailureCode };

export interface RefundRequest {
  transactionId: string;
  amount: number;
  idempotencyKey: string;
}

export type RefundOutcome =
  | { status: "succeeded"; refundId: string }
  /** Offline gateways move no money: the merchant pays the refund back by hand. */
  | { status: "manual" }
  | { status: "failed"; code: PaymentFailureCode };

export interface SaveMethodRequest {
  customer: { id: number; email: string };
  token: string;
  idempotencyKey: string;
}

export type SaveMethodOutcome = { status: "saved"; savedMethodId: number; card: CardSummary } | { status: "failed"; code: PaymentFailureCode };

export interface ChargeSavedRequest {
  orderId: number;
  amount: number;
  currency: string;
  idempotencyKey: string;
  customer: { id: number; email: string };
  savedMethodId: number;
  /** The customer is not there to authenticate: a card that needs it fails with authentication_required. */
  offSession: true;
}

export interface PaymentGateway {
  id: GatewayId;
  kind: "offline" | "card";
  /** Whether a browser's token could be one of this gateway's (an offline gateway takes none). */
  acceptsToken(token: string): boolean;
  processPayment(request: PaymentRequest): Promise<PaymentOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  saveMethod(request: SaveMethodRequest): Promise<SaveMethodOutcome>;
  chargeSaved(request: ChargeSavedRequest): Promise<PaymentOutcome>;
  /** After a 3-D Secure challenge: where the payment stands now (still requires_action if unanswered). */
  confirmAction(transactionId: string): Promise<PaymentOutcome>;
}

/**
 * What a processor told the shop later, by webhook: the orders module decides what each does to
 * the order (found by `orderId`, or by `transactionId` when the processor did not carry it).
 */
export type PaymentEvent =
  | { kind: "payment_succeeded"; gateway: GatewayId; transactionId: string; orderId: number | null }
  | { kind: "payment_failed"; gateway: GatewayId; transactionId: string; orderId: number | null; code: PaymentFailureCode }
  | { kind: "payment_refunded"; gateway: GatewayId; transactionId: string; orderId: number | null; amountRefunded: number };
