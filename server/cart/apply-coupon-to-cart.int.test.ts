import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { createCoupon } from "../coupons/create-coupon.ts";
import type { CouponInput } from "../coupons/coupons.ts";
import { insertCouponUse } from "../coupons/test-coupon-fixture.ts";
import { addItemToCart } from "./add-item-to-cart.ts";
import { applyCouponToCart } from "./apply-coupon-to-cart.ts";
import { getCart } from "./get-cart.ts";
import { removeCouponFromCart } from "./remove-coupon-from-cart.ts";
import { updateCartItemQuantity } from "./update-cart-item-quantity.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

describe("coupons in the cart", () => {
  let handle: DatabaseHandle;
  let mug: number;

  async function coupon(input: CouponInput): Promise<number> {
    const result = await createCoupon(handle.db, input, NOW);
    if (!result.ok) throw new Error(result.code);
    return result.coupon.id;
  }
  async function cartWithMugs(quantity: number, owner: { cartToken: null } | { customerId: number } = { cartToken: null }): Promise<{ cartToken: string | null } | { customerId: number }> {
    const result = await addItemToCart(handle.db, { ...owner, productId: mug, quantity }, NOW);
    if (!result.ok) throw new Error(result.code);
    return "customerId" in owner ? owner : { cartToken: result.cartToken };
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1000 });
    await coupon({ code: "Save10", type: "percent", amount: 1000 });
    await coupon({ code: "FIVE", type: "fixed_cart", amount: 500 });
    await coupon({ code: "SOLO", type: "fixed_product", amount: 100, individualUse: true });
    await coupon({ code: "OLD", type: "percent", amount: 500, expiresAt: "2026-01-01T00:00:00Z" });
    await coupon({ code: "BIG", type: "fixed_cart", amount: 1000, minimumSpend: 3000 });
    await coupon({ code: "SMALL", type: "fixed_cart", amount: 100, maximumSpend: 1000 });
    await coupon({ code: "USED", type: "fixed_cart", amount: 100, usageLimit: 1 });
    await handle.db.updateTable("coupons").set({ usage_count: 1 }).where("code_key", "=", "used").execute();
    await coupon({ code: "ONCE", type: "fixed_cart", amount: 100, usageLimitPerCustomer: 1 });
    await coupon({ code: "OTHER", type: "fixed_cart", amount: 100, productIds: [999] });
  });
  afterAll(() => handle.close());

  it("refuses a second coupon with the same code in any case", async () => {
    expect(await createCoupon(handle.db, { code: " save10 ", type: "percent", amount: 100 }, NOW)).toMatchObject({ ok: false, code: "coupon_code_taken" });
    expect(await createCoupon(handle.db, { code: "X", type: "percent", amount: 10_001 }, NOW)).toMatchObject({ ok: false, code: "coupon_invalid_input" });
  });

  it("applies a coupon in any case, discounts the totals, and removes it", async () => {
    const owner = await cartWithMugs(3);
    const applied = await applyCouponToCart(handle.db, { ...owner, code: " SAVE10" }, NOW);
    expect(applied).toMatchObject({ ok: true, cart: { totals: { subtotal: 3000, discount: 300, total: 2700 }, notices: [{ code: "coupon_applied" }] } });
    if (applied.ok) expect(applied.cart.coupons).toEqual([{ code: "save10", type: "percent", discount: 300, displayDiscount: 300, freeShipping: false }]);
    expect(await applyCouponToCart(handle.db, { ...owner, code: "save10" }, NOW)).toMatchObject({ ok: false, code: "coupon_already_applied" });
    const both = await applyCouponToCart(handle.db, { ...owner, code: "five" }, NOW);
    expect(both).toMatchObject({ ok: true, cart: { totals: { discount: 800, total: 2200 } } });
    const removed = await removeCouponFromCart(handle.db, { ...owner, code: "Save10" }, NOW);
    expect(removed).toMatchObject({ ok: true, cart: { totals: { discount: 500 }, notices: [{ code: "coupon_removed" }] } });
    expect(await removeCouponFromCart(handle.db, { ...owner, code: "save10" }, NOW)).toMatchObject({ ok: false, code: "coupon_not_applied" });
  });

  it("keeps applied coupons, in the order applied, through later adds", async () => {
    const owner = await cartWithMugs(1);
    await applyCouponToCart(handle.db, { ...owner, code: "five" }, NOW);
    await applyCouponToCart(handle.db, { ...owner, code: "save10" }, new Date(NOW.getTime() + 1000));
    const added = await addItemToCart(handle.db, { ...owner, productId: mug, quantity: 2 }, NOW);
    expect(added).toMatchObject({ ok: true, cart: { totals: { subtotal: 3000, discount: 800, total: 2200 } } });
    if (added.ok) expect(added.cart.coupons.map((c) => c.code)).toEqual(["five", "save10"]);
  });

  it("answers each refusal with its code", async () => {
    const owner = await cartWithMugs(2);
    const codeFor = async (code: string): Promise<string> => {
      const result = await applyCouponToCart(handle.db, { ...owner, code }, NOW);
      return result.ok ? "ok" : result.code;
    };
    expect(await codeFor("  ")).toBe("coupon_code_required");
    expect(await codeFor("nothing")).toBe("coupon_not_found");
    expect(await codeFor("old")).toBe("coupon_expired");
    expect(await codeFor("big")).toBe("coupon_minimum_spend_not_met");
    expect(await codeFor("small")).toBe("coupon_maximum_spend_exceeded");
    expect(await codeFor("used")).toBe("coupon_usage_limit_reached");
    expect(await codeFor("other")).toBe("coupon_not_applicable");
    expect((await getCart(handle.db, owner, NOW))?.coupons).toEqual([]);
  });

  it("lets an individual-use coupon replace the others and refuses company for it", async () => {
    const owner = await cartWithMugs(2);
    await applyCouponToCart(handle.db, { ...owner, code: "five" }, NOW);
    const solo = await applyCouponToCart(handle.db, { ...owner, code: "solo" }, NOW);
    expect(solo).toMatchObject({ ok: true, cart: { coupons: [{ code: "solo", discount: 200 }] } });
    if (solo.ok) expect(solo.cart.notices.map((n) => n.code)).toEqual(["coupon_applied", "coupon_removed"]);
    expect(await applyCouponToCart(handle.db, { ...owner, code: "five" }, NOW)).toMatchObject({ ok: false, code: "coupon_individual_use_only", params: { code: "solo" } });
  });

  it("drops a coupon the cart no longer qualifies for, with a notice", async () => {
    const owner = await cartWithMugs(3);
    await applyCouponToCart(handle.db, { ...owner, code: "big" }, NOW);
    const cart = await getCart(handle.db, owner, NOW);
    const key = cart?.lines[0]?.key ?? "";
    const lowered = await updateCartItemQuantity(handle.db, { ...owner, key, quantity: 2 }, NOW);
    expect(lowered).toMatchObject({ ok: true, cart: { coupons: [], totals: { discount: 0 } } });
    if (lowered.ok) expect(lowered.cart.notices.map((n) => [n.code, n.params])).toEqual([["quantity_updated", { name: "Mug", quantity: 2 }], ["coupon_removed_invalid", { code: "big" }]]);
  });

  it("counts a customer's earlier uses against the per-customer limit", async () => {
    const owner = await cartWithMugs(1, { customerId: 7 });
    const [once] = await handle.db.selectFrom("coupons").select("id").where("code_key", "=", "once").execute();
    await insertCouponUse(handle.db, once?.id ?? 0, { customerId: 7, email: null }, NOW);
    expect(await applyCouponToCart(handle.db, { ...owner, code: "once" }, NOW)).toMatchObject({ ok: false, code: "coupon_usage_limit_reached" });
    const guest = await cartWithMugs(1);
    expect(await applyCouponToCart(handle.db, { ...guest, code: "once" }, NOW)).toMatchObject({ ok: true });
  });
});
