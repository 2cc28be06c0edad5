import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import type { Database } from "../db/schema.ts";
import { saveShippingMethod } from "../shipping/save-shipping-method.ts";
import { REST_OF_THE_WORLD_ZONE_ID } from "../shipping/shipping.ts";
import type { CheckoutPayments } from "./checkout-payments.ts";

// Test-only helpers for checkout: a filled-in form, a guest cart, and direct bank transfer as the
// only payment method (an offline method moves no money, so it needs no processor).

export function attemptKey(): string {
  return randomBytes(18).toString("base64url");
}

export function checkoutFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    billing_first_name: "Ada",
    billing_last_name: "Lovelace",
    billing_country: "US",
    billing_address_1: "1 Main Street",
    billing_city: "Springfield",
    billing_state: "IL",
    billing_postcode: "62701",
    billing_phone: "555 0100",
    billing_email: "ada@example.com",
    payment_method: "bacs",
    terms: "1",
    checkout_attempt: attemptKey(),
    ...overrides,
  };
}

export async function guestCartWith(db: Kysely<Database>, productId: number, quantity: number, now: Date): Promise<string> {
  const result = await addItemToCart(db, { cartToken: null, productId, quantity }, now);
  if (!result.ok || result.cartToken === null) throw new Error(`could not fill a cart: ${result.ok ? "no token" : result.code}`);
  return result.cartToken;
}

export const bankTransferOnly: CheckoutPayments = {
  available: async () => [{ id: "bacs", title: null, description: null, testMode: false, kind: "offline" }],
  pay: async () => ({ kind: "offline", status: "on-hold" }),
};

/**
 * Free shipping everywhere (the "Rest of the world" zone), so a test about something else needs
 * no address rules and its totals carry no shipping. Call once per test database.
 */
export async function shipEverywhereFree(db: Kysely<Database>): Promise<void> {
  const saved = await saveShippingMethod(db, REST_OF_THE_WORLD_ZONE_ID, null, { type: "free_shipping", title: "Free shipping", order: 1, settings: { requires: "" } });
  if (!saved.ok) throw new Error(`could not set up shipping: ${saved.code}`);
}
