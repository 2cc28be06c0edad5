import { randomBytes } from "node:crypto";
import type { PaymentFailureCode } from "../payments.ts";
import type { TestCardBehaviour } from "./test-cards.ts";

// The card test mode's processor: what a charge of each test card does, and how its references
// look (Stripe-like prefixes, random and unguessable: a payment id is what opens its challenge).

/** Where a test-mode payment's 3-D Secure challenge is answered: `${path}/${paymentId}`. */
export const CARD_TEST_CHALLENGE_PATH = "/payments/test-mode/authenticate";
const REFERENCE_BYTES = 18;

/** A one-time card token of the test mode, as newReference("tok_test") makes them. */
export const CARD_TEST_TOKEN_SHAPE = /^tok_test_[A-Za-z0-9_-]{24}$/;

export function newReference(prefix: "tok_test" | "pm_test" | "pi_test" | "re_test"): string {
  return `${prefix}_${randomBytes(REFERENCE_BYTES).toString("base64url")}`;
}

export function challengePath(paymentId: string): string {
  return `${CARD_TEST_CHALLENGE_PATH}/${encodeURIComponent(paymentId)}`;
}

export type TestChargeResult = { status: "succeeded" } | { status: "requires_action" } | { status: "failed"; code: PaymentFailureCode };

/** What charging a test card does; off-session, nobody can answer a 3-D Secure challenge. */
export function testChargeResult(behaviour: TestCardBehaviour, offSession: boolean): TestChargeResult {
  switch (behaviour) {
    case "succeeds":
      return { status: "succeeded" };
    case "authentication_required":
      return offSession ? { status: "failed", code: "authentication_required" } : { status: "requires_action" };
    case "insufficient_funds":
    case "expired_card":
    case "incorrect_cvc":
      return { status: "failed", code: behaviour };
    case "card_declined":
    case "declines_after_save":
    case "not_a_test_card":
      return { status: "failed", code: "card_declined" };
  }
}

/**
 * Why saving a test card is refused (as a processor's SetupIntent refuses it), or null when it is
 * kept: the cards declined outright are refused with their own code; the 3-D Secure card and the
 * card that "can be saved, but every charge is declined" (DESIGN.md) are kept, their charges decide.
 */
export function testSaveRefusal(behaviour: TestCardBehaviour): PaymentFailureCode | null {
  switch (behaviour) {
    case "succeeds":
    case "authentication_required":
    case "declines_after_save":
      return null;
    case "insufficient_funds":
    case "expired_card":
    case "incorrect_cvc":
      return behaviour;
    case "card_declined":
    case "not_a_test_card":
      return "card_declined";
  }
}

/**
 * Where the challenge sends the shopper back: the shop's own path as the checkout gave it. Anything
 * that could leave the shop (another origin, `//host`, a backslash trick) goes to the home page.
 */
export function shopReturnPath(returnUrl: string): string {
  return /^\/(?![/\\])[^\s\\]*$/.test(returnUrl) ? returnUrl : "/";
}
