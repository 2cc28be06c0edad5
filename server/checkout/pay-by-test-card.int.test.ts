import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCart } from "../cart/get-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { answerTestChallenge } from "../payments/card-test/answer-test-challenge.ts";
import { tokeniseTestCard } from "../payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways } from "../payments/create-payment-gateways.ts";
import { confirmReturnedPayment } from "./confirm-returned-payment.ts";
import { payThroughGateways } from "./pay-through-gateways.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { checkoutFields, guestCartWith, shipEverywhereFree } from "./test-checkout-fixture.ts";

// Checkout through the real card test mode (server/payments): the DESIGN.md test cards, from the
// browser's token to the order's status, with the 3-D Secure challenge answered as the page does.

const NOW = new Date("2026-06-01T12:00:00Z");
const returnPath = (orderId: number, orderKey: string) => `/checkout/order-received/${orderId}/?key=${orderKey}`;

describe("checkout paid by the card test mode", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
  });
  afterAll(() => handle.close());

  const gateways = () => createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
  const tokenFor = async (number: string) => {
    const result = await tokeniseTestCard(handle.db, { number, expiry: "12 / 30", cvc: "123" }, NOW);
    if (!result.ok) throw new Error(`test card refused: ${JSON.stringify(result.errors)}`);
    return result.token;
  };
  async function checkout(email: string, number: string) {
    const product = await insertProduct(handle.db, { name: `Mug for ${email}`, regular_price: 1200, manage_stock: 1, stock_quantity: 5 });
    const cartToken = await guestCartWith(handle.db, product, 1, NOW);
    const place = async (card: string) =>
      placeCheckoutOrder(
        handle.db,
        payThroughGateways(handle.db, gateways()),
        { owner: { cartToken }, customerId: null, fields: checkoutFields({ payment_method: "card_test", payment_token: await tokenFor(card), billing_email: email }), currency: "USD", returnPath },
        NOW,
      );
    return { place: () => place(number), retryWith: place, cartToken };
  }
  const ordersOf = (email: string) => handle.db.selectFrom("orders").select(["id", "status", "total"]).where("email", "=", email).execute();
  const cartLines = async (cartToken: string) => (await getCart(handle.db, { cartToken }, NOW))?.lines.length ?? 0;

  it("the success card pays the order at once and empties the cart", async () => {
    const shopper = await checkout("paid@example.com", "4242 4242 4242 4242");
    expect(await shopper.place()).toMatchObject({ ok: true, status: "processing", next: { kind: "order_received" } });
    expect(await ordersOf("paid@example.com")).toEqual([expect.objectContaining({ status: "processing", total: 1200 })]);
    expect(await cartLines(shopper.cartToken)).toBe(0);
  });

  it("the declined card is refused with the card's code, and paying again with a good card pays that same order", async () => {
    const shopper = await checkout("declined@example.com", "4000 0000 0000 0002");
    expect(await shopper.place()).toMatchObject({ ok: false, code: "payment_failed", params: { reason: "card_declined" } });
    expect(await ordersOf("declined@example.com")).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(await shopper.retryWith("4242 4242 4242 4242")).toMatchObject({ ok: true, status: "processing" });
    expect(await ordersOf("declined@example.com")).toEqual([expect.objectContaining({ status: "processing" })]);
  });

  it("the 3-D Secure card waits for the challenge; completing it and coming back pays the order once", async () => {
    const shopper = await checkout("secure@example.com", "4000 0027 6000 3184");
    const placed = await shopper.place();
    if (!placed.ok || placed.next.kind !== "authenticate") throw new Error(`expected a challenge, got ${JSON.stringify(placed)}`);
    expect(placed.status).toBe("pending");
    const paymentId = placed.next.url.split("/").at(-1) ?? "";
    expect(await answerTestChallenge(handle.db, paymentId, "complete", NOW)).toEqual({ ok: true, returnUrl: returnPath(placed.orderId, placed.orderKey) });
    const back = () => confirmReturnedPayment(handle.db, gateways(), { orderId: placed.orderId, orderKey: placed.orderKey }, { timeZone: "UTC" }, NOW);
    expect(await back()).toMatchObject({ found: true, status: "processing" });
    expect(await back()).toMatchObject({ found: true, status: "processing" });
    const notes = await handle.db.selectFrom("order_notes").select("code").where("order_id", "=", placed.orderId).where("code", "=", "payment_received").execute();
    expect(notes).toHaveLength(1);
    expect(await cartLines(shopper.cartToken)).toBe(0);
  });

  it("a failed 3-D Secure challenge fails the order and keeps the cart; a wrong order key finds nothing", async () => {
    const shopper = await checkout("unauthenticated@example.com", "4000 0027 6000 3184");
    const placed = await shopper.place();
    if (!placed.ok || placed.next.kind !== "authenticate") throw new Error(`expected a challenge, got ${JSON.stringify(placed)}`);
    await answerTestChallenge(handle.db, placed.next.url.split("/").at(-1) ?? "", "fail", NOW);
    expect(await confirmReturnedPayment(handle.db, gateways(), { orderId: placed.orderId, orderKey: "wrong-key" }, { timeZone: "UTC" }, NOW)).toEqual({ found: false });
    expect(await confirmReturnedPayment(handle.db, gateways(), { orderId: placed.orderId, orderKey: placed.orderKey }, { timeZone: "UTC" }, NOW)).toMatchObject({ found: true, status: "failed" });
    expect(await cartLines(shopper.cartToken)).toBe(1);
  });

  it("a card method posted without a token is refused before any order is made", async () => {
    const product = await insertProduct(handle.db, { name: "Tokenless", regular_price: 900 });
    const cartToken = await guestCartWith(handle.db, product, 1, NOW);
    const result = await placeCheckoutOrder(
      handle.db,
      payThroughGateways(handle.db, gateways()),
      { owner: { cartToken }, customerId: null, fields: checkoutFields({ payment_method: "card_test", billing_email: "tokenless@example.com" }), currency: "USD", returnPath },
      NOW,
    );
    expect(result).toMatchObject({ ok: false, code: "card_details_required" });
    expect(await ordersOf("tokenless@example.com")).toEqual([]);
  });

  it("a token the test mode never issues (forged, or another gateway's) is refused before any order is made", async () => {
    const product = await insertProduct(handle.db, { name: "Forged token", regular_price: 900 });
    for (const [i, token] of ["tok_test_short", "pm_card_visa", "' OR 1=1 --", `tok_test_${"A".repeat(24)}x`].entries()) {
      const cartToken = await guestCartWith(handle.db, product, 1, NOW);
      const email = `forged${i}@example.com`;
      const fields = checkoutFields({ payment_method: "card_test", payment_token: token, billing_email: email });
      const result = await placeCheckoutOrder(handle.db, payThroughGateways(handle.db, gateways()), { owner: { cartToken }, customerId: null, fields, currency: "USD", returnPath }, NOW);
      expect(result, token).toMatchObject({ ok: false, code: "card_details_required" });
      expect(await ordersOf(email)).toEqual([]);
    }
  });
});
