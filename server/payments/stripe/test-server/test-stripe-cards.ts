// Stripe's test payment methods (https://docs.stripe.com/testing) as the local Stripe-protocol
// server plays them: the card each stands for, and what a charge of it does.

export type TestCardOutcome =
  | { kind: "succeeds" }
  | { kind: "declines"; code: string; declineCode: string; message: string }
  /** 3-D Secure on every payment; off-session it declines with authentication_required. */
  | { kind: "authenticates" };

export interface StripeTestCard {
  /** The number Stripe's docs give for this card, as typed into the Payment Element. */
  number: string;
  brand: string;
  last4: string;
  outcome: TestCardOutcome;
  /** Attaching (saving) works, but every charge is declined (pm_card_chargeCustomerFail). */
  declinesAfterAttach?: boolean;
}

const declined = (code: string, declineCode: string, message: string): TestCardOutcome => ({ kind: "declines", code, declineCode, message });

export const STRIPE_TEST_PAYMENT_METHODS: Readonly<Record<string, StripeTestCard>> = {
  pm_card_visa: { number: "4242424242424242", brand: "visa", last4: "4242", outcome: { kind: "succeeds" } },
  pm_card_mastercard: { number: "5555555555554444", brand: "mastercard", last4: "4444", outcome: { kind: "succeeds" } },
  pm_card_chargeDeclined: { number: "4000000000000002", brand: "visa", last4: "0002", outcome: declined("card_declined", "generic_decline", "Your card was declined.") },
  pm_card_chargeDeclinedInsufficientFunds: { number: "4000000000009995", brand: "visa", last4: "9995", outcome: declined("card_declined", "insufficient_funds", "Your card has insufficient funds.") },
  pm_card_chargeDeclinedExpiredCard: { number: "4000000000000069", brand: "visa", last4: "0069", outcome: declined("expired_card", "expired_card", "Your card has expired.") },
  pm_card_chargeDeclinedIncorrectCvc: { number: "4000000000000127", brand: "visa", last4: "0127", outcome: declined("incorrect_cvc", "incorrect_cvc", "Your card's security code is incorrect.") },
  pm_card_authenticationRequired: { number: "4000002760003184", brand: "visa", last4: "3184", outcome: { kind: "authenticates" } },
  pm_card_chargeCustomerFail: { number: "4000000000000341", brand: "visa", last4: "0341", outcome: declined("card_declined", "generic_decline", "Your card was declined."), declinesAfterAttach: true },
};

/** The test card a number typed into the Payment Element stands for (Stripe.js's stand-in sends it to /v1/payment_methods). */
export function stripeTestCardByNumber(number: string): StripeTestCard | undefined {
  return Object.values(STRIPE_TEST_PAYMENT_METHODS).find((card) => card.number === number);
}

export const TEST_CARD_EXPIRY = { exp_month: 12, exp_year: 2034 } as const;
