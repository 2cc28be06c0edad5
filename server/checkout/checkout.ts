import { z } from "zod";
import type { CartNotice, MessageParams } from "../cart/cart.ts";
import type { OrderStatus } from "../orders/orders.ts";

// Checkout: the form a shopper fills in (WooCommerce's field names, so a theme's or a test's
// selectors carry over), the outcomes of placing an order, and their codes.

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
  checkout_attempt: z.string().regex(CHECKOUT_ATTEMPT_PATTERN),
});
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

export const CHECKOUT_ERROR_CODES = [
  "cart_empty",
  "cart_changed",
  "checkout_form_invalid",
  "field_required",
  "email_invalid",
  "terms_not_accepted",
  "payment_method_unavailable",
  "shipping_method_unavailable",
  "insufficient_stock",
  "coupon_usage_limit_reached",
  "payment_failed",
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

/** A problem with one field, tied to it by its posted name (e.g. billing_postcode). */
export interface FieldError {
  field: string;
  code: CheckoutErrorCode;
  params: MessageParams;
}

export type CheckoutResult =
  | { ok: true; orderId: number; orderKey: string; status: OrderStatus; next: { kind: "order_received" } | { kind: "authenticate"; url: string } }
  | { ok: false; code: CheckoutErrorCode; params: MessageParams; fieldErrors: FieldError[]; cartNotices: CartNotice[] };
