import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { cancelOrder } from "../orders/cancel-order.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways } from "../payments/create-payment-gateways.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { checkoutFields, guestCartWith, shipEverywhereFree } from "./test-checkout-fixture.ts";

// Cancelling through the orders module, on orders placed by the real checkout: a customer cancels
// only their own unpaid order, a merchant also a paid one, and the stock comes back exactly once.

const NOW = new Date("2026-06-01T12:00:00Z");
const LATER = new Date("2026-06-01T12:05:00Z");
const returnPath = (orderId: number, orderKey: string) => `/checkout/order-received/${orderId}/?key=${orderKey}`;
const OWNER = 7;

describe("cancelOrder", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
  });
  afterAll(() => handle.close());

  const payments = () => payThroughGateways(handle.db, createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW }));

  /** An order of 2 of a product with 5 in stock, paid with `card`, belonging to customer OWNER. */
  async function orderPaidWith(card: string, email: string): Promise<{ orderId: number; productId: number }> {
    const productId = await insertProduct(handle.db, { name: `Vase for ${email}`, regular_price: 3000, manage_stock: 1, stock_quantity: 5 });
    const cartToken = await guestCartWith(handle.db, productId, 2, NOW);
    const token = await tokeniseTestCard(handle.db, { number: card, expiry: "12 / 30", cvc: "123" }, NOW);
    if (!token.ok) throw new Error("test card refused");
    const fields = checkoutFields({ payment_method: "card_test", payment_token: token.token, billing_email: email });
    await placeCheckoutOrder(handle.db, payments(), { owner: { cartToken }, customerId: null, fields, currency: "USD", returnPath }, NOW);
    const order = await handle.db.selectFrom("orders").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await handle.db.updateTable("orders").set({ customer_id: OWNER }).where("id", "=", order.id).execute();
    return { orderId: order.id, productId };
  }
  const stockOf = async (productId: number) => (await handle.db.selectFrom("products").select("stock_quantity").where("id", "=", productId).executeTakeFirstOrThrow()).stock_quantity;
  const statusOf = async (orderId: number) => (await handle.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;
  const notesOf = async (orderId: number) => (await handle.db.selectFrom("order_notes").select("code").where("order_id", "=", orderId).execute()).map((n) => n.code);

  it("a customer cancels their own failed order: cancelled, its 2 units back in stock, a note for the customer", async () => {
    const { orderId, productId } = await orderPaidWith("4000 0000 0000 0002", "declined@example.com");
    expect(await stockOf(productId)).toBe(3);
    expect(await cancelOrder(handle.db, orderId, { by: "customer", customerId: OWNER }, LATER)).toEqual({ ok: true });
    expect(await statusOf(orderId)).toBe("cancelled");
    expect(await stockOf(productId)).toBe(5);
    expect(await notesOf(orderId)).toContain("order_cancelled_by_customer");
  });

  it("another customer's order is not found and stays as it was", async () => {
    const { orderId, productId } = await orderPaidWith("4000 0000 0000 0002", "not-yours@example.com");
    expect(await cancelOrder(handle.db, orderId, { by: "customer", customerId: OWNER + 1 }, LATER)).toEqual({ ok: false, code: "order_not_found" });
    expect(await statusOf(orderId)).toBe("failed");
    expect(await stockOf(productId)).toBe(3);
  });

  it("a customer cannot cancel a paid order; a merchant can, and the stock comes back", async () => {
    const { orderId, productId } = await orderPaidWith("4242 4242 4242 4242", "paid@example.com");
    expect(await cancelOrder(handle.db, orderId, { by: "customer", customerId: OWNER }, LATER)).toEqual({ ok: false, code: "order_not_cancellable", status: "processing" });
    expect(await statusOf(orderId)).toBe("processing");
    expect(await cancelOrder(handle.db, orderId, { by: "merchant" }, LATER)).toEqual({ ok: true });
    expect(await statusOf(orderId)).toBe("cancelled");
    expect(await stockOf(productId)).toBe(5);
    expect(await notesOf(orderId)).toContain("order_status_changed");
  });

  it("ten cancellations of one order at once cancel it once and give its stock back once", async () => {
    const { orderId, productId } = await orderPaidWith("4000 0000 0000 0002", "parallel-cancel@example.com");
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancelOrder(handle.db, orderId, { by: "customer", customerId: OWNER }, LATER)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(await stockOf(productId)).toBe(5);
    expect((await notesOf(orderId)).filter((c) => c === "order_cancelled_by_customer")).toHaveLength(1);
  });

  it("a cancelled order cannot be cancelled again", async () => {
    const { orderId } = await orderPaidWith("4000 0000 0000 0002", "twice@example.com");
    await cancelOrder(handle.db, orderId, { by: "merchant" }, LATER);
    expect(await cancelOrder(handle.db, orderId, { by: "merchant" }, LATER)).toEqual({ ok: false, code: "order_not_cancellable", status: "cancelled" });
  });
});
