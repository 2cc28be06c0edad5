import type { RefundOutcome } from "./gateway.ts";
import type { CardGatewayId, CardSummary, PaymentFailureCode } from "./payments.ts";

// What a card gateway needs from the processor behind it (the built-in test mode, or Stripe). It
// speaks the processor's references only (tokens, pm_…, cus_…); the shop's saved-card rows are
// the card gateway's business (card-gateway.ts). Every call that moves money or keeps a card
// carries an idempotency key, which the processor itself honours.

/** A reusable card at the processor, and the processor's customer it belongs to (if any). */
export interface ProcessorMethod {
  reference: string;
  processorCustomer: string | null;
}

export type SavedCard = CardSummary & ProcessorMethod;

/** What the shop tells the processor about a payment, to read back after a challenge or in a webhook. */
export interface PaymentMetadata {
  orderId: number;
  customerId: number | null;
}

export interface ChargeRequest {
  amount: number;
  currency: string;
  idempotencyKey: string;
  email: string;
  metadata: PaymentMetadata;
  source: { kind: "token"; token: string } | { kind: "method"; method: ProcessorMethod };
  offSession: boolean;
  /** Keep the card once the payment succeeds, for this processor customer (null: the processor has none). */
  save: { processorCustomer: string | null } | null;
  returnUrl: string;
}

export type ChargeOutcome =
  | { status: "succeeded"; transactionId: string; metadata: PaymentMetadata; saved: SavedCard | null }
  | { status: "requires_action"; transactionId: string; redirectUrl: string }
  | { status: "failed"; code: PaymentFailureCode };

export interface CardProcessor {
  gatewayId: CardGatewayId;
  /** The shape of this processor's one-time card tokens: anything else is refused before an order is made. */
  tokenShape: RegExp;
  /** The processor's customer record for a shop customer; null when the processor keeps none. */
  createCustomer(request: { email: string; customerId: number; idempotencyKey: string }): Promise<string | null>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Where a payment stands (after a challenge): succeeded, failed, or still awaiting the shopper. */
  retrieve(transactionId: string): Promise<ChargeOutcome>;
  refund(request: { transactionId: string; amount: number; idempotencyKey: string }): Promise<RefundOutcome>;
  saveMethod(request: { token: string; processorCustomer: string | null; idempotencyKey: string }): Promise<{ ok: true; card: SavedCard } | { ok: false; code: PaymentFailureCode }>;
  /** Forgets a saved card at the processor (Stripe: detach). */
  deleteMethod(method: ProcessorMethod): Promise<void>;
}
