import type { Kysely } from "kysely";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { insertAttributes, insertProduct, insertVariation } from "../catalog/test-catalog-fixture.ts";
import type { Database } from "../db/schema.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import type { PaymentGateways } from "../payments/create-payment-gateways.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { checkoutFields } from "./test-checkout-fixture.ts";

// Test-only: a variable subscription product with four plans, and a customer's subscription to
// one of them bought through the real checkout with a card test mode card (docs/decisions/033).

export type TeaPlan = "monthly" | "premium" | "lite" | "quarterly";
export type TeaPlans = Record<TeaPlan, number>;

const SIGN_UP = { timeZone: "UTC", prorateFirstPeriod: false };

/** Monthly $19.00, Premium $31.00, Lite $9.50 (all monthly, no fee), Quarterly $52.00 every 3 months. */
export async function insertTeaClub(db: Kysely<Database>): Promise<{ productId: number; plans: TeaPlans }> {
  const monthly = { subscription_period: "month", subscription_interval: 1, subscription_length: 0, subscription_sign_up_fee: 0, subscription_trial_length: 0, subscription_trial_period: "day" };
  const productId = await insertProduct(db, { type: "variable-subscription", name: "Tea Club" });
  await insertAttributes(db, productId, [{ key: "plan", name: "Plan", options: ["Monthly", "Premium", "Lite", "Quarterly"] }]);
  const plans: TeaPlans = {
    monthly: await insertVariation(db, productId, { plan: "monthly" }, { ...monthly, regular_price: 1900 }),
    premium: await insertVariation(db, productId, { plan: "premium" }, { ...monthly, regular_price: 3100 }),
    lite: await insertVariation(db, productId, { plan: "lite" }, { ...monthly, regular_price: 950 }),
    quarterly: await insertVariation(db, productId, { plan: "quarterly" }, { ...monthly, subscription_interval: 3, regular_price: 5200 }),
  };
  return { productId, plans };
}

/** The customer buys `variationId` of `productId` with a card that works, at `now`; the subscription's id. */
export async function buySubscriptionVariation(db: Kysely<Database>, gateways: PaymentGateways, customer: { id: number; email: string }, productId: number, variationId: number, now: Date): Promise<number> {
  const added = await addItemToCart(db, { cartToken: null, productId, variationId, quantity: 1 }, now, SIGN_UP);
  if (!added.ok || added.cartToken === null) throw new Error("could not fill the cart");
  const token = await tokeniseTestCard(db, { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" }, now);
  if (!token.ok) throw new Error("tokenising failed");
  const fields = checkoutFields({ billing_email: customer.email, payment_method: "card_test", payment_token: token.token });
  const placed = await placeCheckoutOrder(db, payThroughGateways(db, gateways), { owner: { cartToken: added.cartToken }, customerId: customer.id, fields, currency: "USD", returnPath: () => "/", signUp: SIGN_UP }, now);
  if (!placed.ok) throw new Error(`could not place the order: ${placed.code}`);
  const row = await db.selectFrom("subscriptions").select("id").where("parent_order_id", "=", placed.orderId).executeTakeFirstOrThrow();
  return row.id;
}
