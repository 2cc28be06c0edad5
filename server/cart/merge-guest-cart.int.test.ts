import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createCoupon } from "../coupons/create-coupon.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { addItemToCart } from "./add-item-to-cart.ts";
import { applyCouponToCart } from "./apply-coupon-to-cart.ts";
import { getCart } from "./get-cart.ts";
import { mergeGuestCartIntoCustomerCart } from "./merge-guest-cart.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");
const CUSTOMER_ID = 42;

describe("mergeGuestCartIntoCustomerCart", () => {
  let handle: DatabaseHandle;
  let mug: number;
  let cap: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1000 });
    cap = await insertProduct(handle.db, { name: "Cap", regular_price: 2000 });
    await createCoupon(handle.db, { code: "FIVE", type: "fixed_cart", amount: 500 }, NOW);
  });
  afterAll(() => handle.close());

  const add = async (owner: { cartToken: string | null } | { customerId: number }, productId: number, quantity: number) => {
    const result = await addItemToCart(handle.db, { ...owner, productId, variationId: null, quantity, attributes: {} }, NOW);
    if (!result.ok) throw new Error(result.code);
    return result;
  };

  it("does nothing without a guest token or guest cart", async () => {
    expect(await mergeGuestCartIntoCustomerCart(handle.db, { guestToken: null, customerId: CUSTOMER_ID }, NOW)).toEqual({ mergedLines: 0 });
    expect(await mergeGuestCartIntoCustomerCart(handle.db, { guestToken: "unknown", customerId: CUSTOMER_ID }, NOW)).toEqual({ mergedLines: 0 });
    expect(await getCart(handle.db, { customerId: CUSTOMER_ID }, NOW)).toBeNull();
  });

  it("joins the guest's lines and coupons to the saved cart, the guest's quantity winning, and empties the guest cart", async () => {
    await add({ customerId: CUSTOMER_ID }, mug, 1);
    await add({ customerId: CUSTOMER_ID }, cap, 1);
    const guest = await add({ cartToken: null }, mug, 3);
    const token = guest.cartToken;
    const coupon = await applyCouponToCart(handle.db, { cartToken: token, code: "five" }, NOW);
    expect(coupon.ok).toBe(true);

    expect(await mergeGuestCartIntoCustomerCart(handle.db, { guestToken: token, customerId: CUSTOMER_ID }, NOW)).toEqual({ mergedLines: 1 });
    const merged = await getCart(handle.db, { customerId: CUSTOMER_ID }, NOW);
    expect(merged?.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [mug, 3],
      [cap, 1],
    ]);
    expect(merged?.coupons.map((c) => c.code.toLowerCase())).toEqual(["five"]);
    const guestCart = await getCart(handle.db, { cartToken: token }, NOW);
    expect(guestCart?.lines ?? []).toEqual([]);
  });

  it("gives a customer without a cart one", async () => {
    const guest = await add({ cartToken: null }, cap, 2);
    await mergeGuestCartIntoCustomerCart(handle.db, { guestToken: guest.cartToken, customerId: CUSTOMER_ID + 1 }, NOW);
    const cart = await getCart(handle.db, { customerId: CUSTOMER_ID + 1 }, NOW);
    expect(cart?.lines.map((l) => [l.productId, l.quantity])).toEqual([[cap, 2]]);
  });
});
