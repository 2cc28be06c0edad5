import type { Kysely } from "kysely";
import type { CardTestTables } from "../../db/schema.ts";
import { cardTestDb } from "./card-test-db.ts";
import type { CardSummary } from "../payments.ts";
import { checkCardFields, type CardFieldError } from "./card-number.ts";
import { newReference } from "./card-test-mode.ts";
import { insertToken } from "./card-test.repository.ts";
import { testCardBehaviour } from "./test-cards.ts";

// The test mode's tokenisation step: the only place a card number reaches. It checks the fields,
// decides from the number what the card will do, and keeps a one-time token with the brand, the
// last 4 digits and the expiry. The number and security code are dropped here, never stored or
// logged; everything after this sees the token.

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type TokeniseTestCardResult = { ok: true; token: string; card: CardSummary } | { ok: false; errors: CardFieldError[] };

export async function tokeniseTestCard<All extends CardTestTables>(db: Kysely<All>, fields: CardFields, now: Date): Promise<TokeniseTestCardResult> {
  const checked = checkCardFields(fields, now);
  if (!checked.ok) return checked;
  const { digits, brand, expiry } = checked.card;
  const card: CardSummary = { brand, last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year };
  const token = newReference("tok_test");
  await insertToken(cardTestDb(db), token, { ...card, behaviour: testCardBehaviour(digits) }, now.toISOString());
  return { ok: true, token, card };
}
