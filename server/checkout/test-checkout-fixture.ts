import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import type { Database } from "../db/schema.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import type { PaymentGateways } from "../payments/create-payment-gateways.ts";
import { saveShippingMethod } from "../shipping/save-shipping-method.ts";
import { REST_OF_THE_WORLD_ZONE_ID } from "../shipping/shipping.ts";
import type { CheckoutPayments } from "./checkout-payments.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";

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
  acceptsToken: () => true,
  ownsSavedMethod: async () => false,
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

export interface PlacedOrder {
  orderId: number;
  productId: number;
}

/**
 * An order of `quantity` of a new product (`price` each, `stock` in stock), placed through the
 * real checkout by a guest with `email`: paid with the card test mode's success card (processing),
 * or by bank transfer (on hold, no money moved). Needs shipEverywhereFree once per database.
 */
export async function placeOrderPaidBy(
  db: Kysely<Database>,
  gateways: PaymentGateways,
  input: { method: "card" | "bank_transfer"; email: string; price: number; quantity: number; stock: number },
  now: Date,
): Promise<PlacedOrder> {
  const productId = await insertProduct(db, { name: `Vase for ${input.email}`, sku: `VASE-${input.email}`, regular_price: input.price, manage_stock: 1, stock_quantity: input.stock });
  const cartToken = await guestCartWith(db, productId, input.quantity, now);
  let fields = checkoutFields({ billing_email: input.email });
  let payments = bankTransferOnly;
  if (input.method === "card") {
    const token = await tokeniseTestCard(db, { number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" }, now);
    if (!token.ok) throw new Error("the success test card was refused");
    fields = { ...fields, payment_method: "card_test", payment_token: token.token };
    payments = payThroughGateways(db, gateways);
  }
  const placed = await placeCheckoutOrder(db, payments, { owner: { cartToken }, customerId: null, fields, currency: "USD", returnPath: (id, key) => `/checkout/order-received/${id}/?key=${key}` }, now);
  if (!placed.ok) throw new Error(`could not place an order: ${placed.code}`);
  return { orderId: placed.orderId, productId };
}
