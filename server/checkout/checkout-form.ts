import { z } from "zod";
import { parseRowId } from "../parse-row-id.ts";

// The checkout form a shopper fills in, with WooCommerce's field names so a theme's or a test's
// selectors carry over. Unknown fields are ignored; the rules of each country come after.

export const MAX_CHECKOUT_FIELD_LENGTH = 200;
export const MAX_ORDER_NOTE_LENGTH = 5_000;
/** A checkout attempt key: random, base64url, from the form the shopper was shown. */
export const CHECKOUT_ATTEMPT_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const text = z.string().trim().max(MAX_CHECKOUT_FIELD_LENGTH).default("");
const flag = z.union([z.literal("1"), z.literal("on"), z.literal("true"), z.literal("")]).default("").transform((v) => v !== "");

export const ADDRESS_FIELDS = ["first_name", "last_name", "company", "country", "address_1", "address_2", "city", "state", "postcode", "phone", "email"] as const;

const addressShape = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text])) as Record<(typeof ADDRESS_FIELDS)[number], typeof text>;

/** The posted form, before the rules of each country are applied. Unknown fields are ignored. */
export const checkoutFormSchema = z.object({
  billing: z.object(addressShape),
  shipping: z.object(addressShape),
  ship_to_different_address: flag,
  order_comments: z.string().trim().max(MAX_ORDER_NOTE_LENGTH).default(""),
  payment_method: z.string().trim().max(50).default(""),
  shipping_method: z.string().trim().max(100).default(""),
  terms: flag,
  /** The card gateway's one-time token (the card number itself never reaches the shop). */
  payment_token: z.string().trim().max(200).default(""),
  save_payment_method: flag,
  /** A saved card of the signed-in customer (its id), or "new" / "" for the card typed in. */
  saved_payment_method: z.string().trim().max(20).default(""),
  checkout_attempt: z.string().regex(CHECKOUT_ATTEMPT_PATTERN),
});
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/** The pay-for-order form: only the payment part of the checkout, for an order already placed. */
export const payForOrderFormSchema = checkoutFormSchema.pick({ payment_method: true, terms: true, payment_token: true, save_payment_method: true, saved_payment_method: true, checkout_attempt: true });

/** The saved card a form chose, by id; null for a new card. */
export function savedMethodChoice(form: Pick<CheckoutForm, "saved_payment_method">): number | null {
  return parseRowId(form.saved_payment_method);
}
