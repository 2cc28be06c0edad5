// Stripe's test payment methods (https://docs.stripe.com/testing) as the local Stripe-protocol
// server plays them: the card each stands for, and what a charge of it does.

export type TestCardOutcome =
  | { kind: "succeeds" }
  | { kind: "declines"; code: string; declineCode: string; message: string }
  /** 3-D Secure on every payment; off-session it declines with authentication_required. */
  | { kind: "authenticates" };

export interface StripeTestCard {
  brand: string;
  last4: string;
  outcome: TestCardOutcome;
  /** Attaching (saving) works, but every charge is declined (pm_card_chargeCustomerFail). */
  declinesAfterAttach?: boolean;
}

const declined = (code: string, declineCode: string, message: string): TestCardOutcome => ({ kind: "declines", code, declineCode, message });

export const STRIPE_TEST_PAYMENT_METHODS: Readonly<Record<string, StripeTestCard>> = {
  pm_card_visa: { brand: "visa", last4: "4242", outcome: { kind: "succeeds" } },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", outcome: { kind: "succeeds" } },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", outcome: declined("card_declined", "generic_decline", "Your card was declined.") },
  pm_card_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995", outcome: declined("card_declined", "insufficient_funds", "Your card has insufficient funds.") },
  pm_card_chargeDeclinedExpiredCard: { brand: "visa", last4: "0069", outcome: declined("expired_card", "expired_card", "Your card has expired.") },
  pm_card_chargeDeclinedIncorrectCvc: { brand: "visa", last4: "0127", outcome: declined("incorrect_cvc", "incorrect_cvc", "Your card's security code is incorrect.") },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", outcome: { kind: "authenticates" } },
  pm_card_chargeCustomerFail: { brand: "visa", last4: "0341", outcome: declined("card_declined", "generic_decline", "Your card was declined."), declinesAfterAttach: true },
};

export const TEST_CARD_EXPIRY = { exp_month: 12, exp_year: 2034 } as const;
