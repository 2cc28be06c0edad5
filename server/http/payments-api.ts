import type { Hono } from "hono";
import { z } from "zod";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import { isTestModeAllowed } from "../payments/test-mode-refusal.ts";
import { apiError } from "./edge/api-error.ts";
import { readJsonBody } from "./edge/read-body.ts";
import { statusForCode } from "./error-status.ts";
import type { ApiServices } from "./store-api.ts";

// The payments part of the JSON Store API. The card test mode's tokenisation step is the only
// route a card number reaches: it answers a one-time token with the brand, last 4 digits and
// expiry, and nothing here logs a body. CSRF as every post (the checkout page carries the token).

export const PAYMENTS_API_BASE = "/api/v1/payments";
/** Longer than any card number, expiry or security code typed with spaces. */
const CARD_FIELD_MAX_LENGTH = 40;

const cardFieldsSchema = z.strictObject({
  number: z.string().max(CARD_FIELD_MAX_LENGTH),
  expiry: z.string().max(CARD_FIELD_MAX_LENGTH),
  cvc: z.string().max(CARD_FIELD_MAX_LENGTH),
});

export function mountPaymentsApi(app: Hono, services: ApiServices): void {
  const { db, config } = services;

  app.post(`${PAYMENTS_API_BASE}/card-test/tokens`, async (c) => {
    c.header("Cache-Control", "no-store");
    if (!(await isTestModeAllowed(db, config.production))) return apiError(c, { code: "test_mode_not_allowed" });
    const body = await readJsonBody(c.req.raw, cardFieldsSchema);
    if (!body.ok) return apiError(c, { code: body.failure.code, ...(body.failure.params ? { params: { field: body.failure.params.field } } : {}) });
    const result = await tokeniseTestCard(db, body.data, new Date());
    if (!result.ok) {
      // Every field's error, so the form marks each; the first one is the answer's code.
      const [first] = result.errors;
      const code = first?.code ?? "card_number_invalid";
      return c.json({ error: { code, params: { field: first?.field ?? "number" } }, errors: result.errors }, statusForCode(code));
    }
    const { brand, last4, expMonth, expYear } = result.card;
    return c.json({ token: result.token, card: { brand, last4, exp_month: expMonth, exp_year: expYear } }, 201);
  });
}
