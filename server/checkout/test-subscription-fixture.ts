import type { Kysely } from "kysely";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { bankTransferOnly, checkoutFields, guestCartWith } from "./test-checkout-fixture.ts";
import type { Database } from "../db/schema.ts";
import type { OrderAddress } from "../orders/orders.ts";
import { addPaymentMethod } from "../payments/add-payment-method.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import type { PaymentGateways } from "../payments/create-payment-gateways.ts";
import { activateSubscriptionsOfOrder } from "../subscriptions/activate-subscriptions-of-order.ts";
import type { SubscriptionPlan } from "../subscriptions/billing-period.ts";
import { createSubscriptionsForOrder } from "../subscriptions/create-subscriptions-for-order.ts";
import { datesOfNewSubscription } from "../subscriptions/subscription-schedule.ts";
import type { RecurringCart } from "../subscriptions/subscriptions.ts";

// Test-only helpers: a saved test card, a real parent order placed through the checkout, and the
// recurring cart the checkout would hand the subscription record (priced here by hand: the
// checkout's pricing of recurring carts is another engineer's, decision 026).

export const MONTHLY: SubscriptionPlan = { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day" };
export const TEST_TIME_ZONE = "UTC";

export interface TestCustomer {
  id: number;
  email: string;
}

export const SUCCESS_CARD = "4242 4242 4242 4242";
export const DECLINES_AFTER_SAVE_CARD = "4000 0000 0000 0341";
export const AUTHENTICATION_CARD = "4000 0027 6000 3184";

/** A card the customer saved in the card test mode; its id. */
export async function saveTestCard(db: Kysely<Database>, gateways: PaymentGateways, customer: TestCustomer, number: string, now: Date): Promise<number> {
  const tokenised = await tokeniseTestCard(db, { number, expiry: "12 / 34", cvc: "123" }, now);
  if (!tokenised.ok) throw new Error(`tokenising ${number} failed`);
  const saved = await addPaymentMethod(gateways, { gatewayId: "card_test", customer, token: tokenised.token, idempotencyKey: `save-${customer.id}-${tokenised.token}` });
  if (saved.status !== "saved") throw new Error(saved.code);
  return saved.savedMethodId;
}

export type ParentPayment = { kind: "saved_card"; savedMethodId: number } | { kind: "bank_transfer" };

/** An order of one new product at `price`, placed through the real checkout by the customer and paid as asked. */
export async function placeParentOrder(
  db: Kysely<Database>,
  gateways: PaymentGateways,
  input: { customer: TestCustomer; price: number; payment: ParentPayment; stock?: number },
  now: Date,
): Promise<{ orderId: number; productId: number; status: string }> {
  const stock = input.stock === undefined ? {} : { manage_stock: 1, stock_quantity: input.stock };
  const productId = await insertProduct(db, { name: `Coffee club ${input.customer.email} ${now.getTime()} ${Math.random()}`, regular_price: input.price, ...stock });
  const cartToken = await guestCartWith(db, productId, 1, now);
  const card = input.payment.kind === "saved_card" ? { payment_method: "card_test", saved_payment_method: String(input.payment.savedMethodId) } : {};
  const fields = checkoutFields({ billing_email: input.customer.email, ...card });
  const payments = input.payment.kind === "saved_card" ? payThroughGateways(db, gateways) : bankTransferOnly;
  const placed = await placeCheckoutOrder(db, payments, { owner: { cartToken }, customerId: input.customer.id, fields, currency: "USD", returnPath: () => "/" }, now);
  if (!placed.ok) throw new Error(`could not place the parent order: ${placed.code}`);
  return { orderId: placed.orderId, productId, status: placed.status };
}

export function testAddress(email: string): OrderAddress {
  return { first_name: "Ada", last_name: "Lovelace", company: "", country: "US", address_1: "1 Main Street", address_2: "", city: "Springfield", state: "IL", postcode: "62701", phone: "555 0100", email };
}

/** The recurring cart of one line of `productId` at `price` a period, dated as the checkout would date it at `start`. */
export function recurringCartOf(productId: number, price: number, start: Date, plan: SubscriptionPlan = MONTHLY): RecurringCart {
  const dates = datesOfNewSubscription({ plan, renewalDay: null, prorateFirstPeriod: false, start, timeZone: TEST_TIME_ZONE });
  const iso = (date: Date | null) => (date === null ? null : date.toISOString());
  return {
    key: `${plan.period}_${plan.interval}_len${plan.length}_trial${plan.trialLength}${plan.trialPeriod}`,
    plan,
    renewalDay: null,
    lines: [{ productId, variationId: null, name: "Coffee club", sku: null, attributes: [], quantity: 1, subtotal: price, total: price, tax: 0, subtotalTax: 0, taxes: {}, taxClass: "" }],
    shippingLines: [],
    taxLines: [],
    totals: { subtotal: price, discount: 0, shipping: 0, tax: 0, total: price },
    dates: { start: dates.start.toISOString(), trialEnd: iso(dates.trialEnd), nextPayment: iso(dates.nextPayment), end: iso(dates.end) },
  };
}

export interface SubscribeInput {
  customer: TestCustomer;
  price: number;
  /** How the parent order is paid. */
  payment: ParentPayment;
  /** The saved card renewals charge (null: manual renewal); the parent's card by default. */
  renewalCard?: number | null;
  plan?: SubscriptionPlan;
  stock?: number;
}

/**
 * A subscription made as the checkout will make it: the parent order placed and paid, its
 * recurring cart recorded, and the subscription following the order's payment.
 */
export async function subscribe(db: Kysely<Database>, gateways: PaymentGateways, input: SubscribeInput, now: Date): Promise<{ subscriptionId: number; orderId: number; productId: number }> {
  const { orderId, productId } = await placeParentOrder(db, gateways, input, now);
  const savedMethodId = input.renewalCard !== undefined ? input.renewalCard : input.payment.kind === "saved_card" ? input.payment.savedMethodId : null;
  const subscriptionId = await db.transaction().execute(async (trx) => {
    const created = await createSubscriptionsForOrder(
      trx,
      {
        orderId,
        customerId: input.customer.id,
        currency: "USD",
        billing: testAddress(input.customer.email),
        shipping: null,
        paymentMethod: input.payment.kind === "saved_card" ? "card_test" : "bacs",
        savedMethodId,
        recurring: [recurringCartOf(productId, input.price, now, input.plan)],
      },
      now,
    );
    if (!created.ok || created.subscriptionIds[0] === undefined) throw new Error("no subscription was made");
    await activateSubscriptionsOfOrder(trx, { orderId, timeZone: TEST_TIME_ZONE }, now);
    return created.subscriptionIds[0];
  });
  return { subscriptionId, orderId, productId };
}

/** Every charge the card test processor recorded for the order, declined ones too (its metadata names the order). */
export async function chargesOf(db: Kysely<Database>, orderId: number): Promise<{ id: string; status: string; amount: number }[]> {
  const rows = await db.selectFrom("card_test_payments").select(["id", "status", "amount", "metadata", "created_at"]).orderBy("created_at").execute();
  return rows.filter((p) => (JSON.parse(p.metadata) as { orderId: number }).orderId === orderId).map(({ id, status, amount }) => ({ id, status, amount }));
}

/** The renewal orders of a subscription, oldest first. */
export async function renewalOrdersOf(db: Kysely<Database>, subscriptionId: number): Promise<{ id: number; status: string; total: number }[]> {
  const links = await db.selectFrom("subscription_orders").select("order_id").where("subscription_id", "=", subscriptionId).where("relation", "=", "renewal").execute();
  if (links.length === 0) return [];
  return db.selectFrom("orders").select(["id", "status", "total"]).where("id", "in", links.map((l) => l.order_id)).orderBy("id").execute();
}
