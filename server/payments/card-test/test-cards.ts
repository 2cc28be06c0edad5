// The card test mode's test numbers (DESIGN.md, "Test cards") and what each does when charged,
// modelled on Stripe's test mode. Any other number that passes the checks is tokenised but
// declined, as a processor's test mode declines a real card: test mode never takes money.

export const TEST_CARD_BEHAVIOURS = [
  "succeeds",
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  /** 3-D Secure on every payment; off-session charges fail with authentication_required. */
  "authentication_required",
  /** Can be saved, but every charge is declined. */
  "declines_after_save",
  "not_a_test_card",
] as const;
export type TestCardBehaviour = (typeof TEST_CARD_BEHAVIOURS)[number];

export const TEST_CARDS: Readonly<Record<string, TestCardBehaviour>> = {
  "4242424242424242": "succeeds",
  "5555555555554444": "succeeds",
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
  "4000002760003184": "authentication_required",
  "4000000000000341": "declines_after_save",
};

export function testCardBehaviour(digits: string): TestCardBehaviour {
  return TEST_CARDS[digits] ?? "not_a_test_card";
}

export function isTestCardBehaviour(value: string): value is TestCardBehaviour {
  return (TEST_CARD_BEHAVIOURS as readonly string[]).includes(value);
}
