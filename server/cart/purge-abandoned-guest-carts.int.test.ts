import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { addItemToCart } from "./add-item-to-cart.ts";
import { GUEST_CART_LIFETIME_SECONDS } from "./cart.ts";
import { getCart } from "./get-cart.ts";
import { CART_ACTIVITY_RESOLUTION_MS } from "./open-cart.ts";
import { purgeAbandonedGuestCarts } from "./purge-abandoned-guest-carts.ts";

const NOW = new Date("2026-06-01T12:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);
/** The moment a guest cart untouched since NOW has had no cookie pointing at it for sure. */
const UNREACHABLE_MS = GUEST_CART_LIFETIME_SECONDS * 1000 + CART_ACTIVITY_RESOLUTION_MS;

describe("purgeAbandonedGuestCarts", () => {
  let handle: DatabaseHandle;
  let mug: number;

  async function guestCart(when: Date): Promise<string> {
    const result = await addItemToCart(handle.db, { cartToken: null, productId: mug, quantity: 1 }, when);
    if (!result.ok || result.cartToken === null) throw new Error("add failed");
    return result.cartToken;
  }
  const cartCount = async () => (await handle.db.selectFrom("carts").select("id").execute()).length;
  const lineCount = async () => (await handle.db.selectFrom("cart_items").select("id").execute()).length;

  beforeAll(async () => {
    handle = await createTestDatabase();
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1200 });
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.deleteFrom("carts").execute();
  });

  it("keeps a guest cart while its cookie may still live, and deletes it with its lines after", async () => {
    await guestCart(NOW);
    expect(await purgeAbandonedGuestCarts(handle.db, at(UNREACHABLE_MS - 1))).toEqual({ deleted: 0 });
    expect(await cartCount()).toBe(1);
    expect(await purgeAbandonedGuestCarts(handle.db, at(UNREACHABLE_MS + 1))).toEqual({ deleted: 1 });
    expect([await cartCount(), await lineCount()]).toEqual([0, 0]);
  });

  it("keeps a guest cart that was only looked at since, because the look renewed its cookie", async () => {
    const token = await guestCart(NOW);
    await getCart(handle.db, { cartToken: token }, at(GUEST_CART_LIFETIME_SECONDS * 1000 - 1));
    expect(await purgeAbandonedGuestCarts(handle.db, at(UNREACHABLE_MS + 1))).toEqual({ deleted: 0 });
    expect((await getCart(handle.db, { cartToken: token }, at(UNREACHABLE_MS + 1)))?.itemCount).toBe(1);
  });

  it("never deletes a customer's cart, however old", async () => {
    await addItemToCart(handle.db, { customerId: 42, productId: mug, quantity: 1 }, NOW);
    expect(await purgeAbandonedGuestCarts(handle.db, at(100 * UNREACHABLE_MS))).toEqual({ deleted: 0 });
    expect(await cartCount()).toBe(1);
  });

  it("deletes a backlog larger than one batch, batch by batch", async () => {
    for (let i = 0; i < 5; i++) await guestCart(NOW);
    expect(await purgeAbandonedGuestCarts(handle.db, at(UNREACHABLE_MS + 1), 2)).toEqual({ deleted: 5 });
    expect(await cartCount()).toBe(0);
  });
});
