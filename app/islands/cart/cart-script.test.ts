import { describe, expect, it } from "vitest";
import type { CartJson } from "../../../server/cart/cart-json.ts";
import { addItemBodies } from "./add-to-cart-request.ts";
import { CART_FRAGMENT_LIFETIME_MS } from "./cart-constants.ts";
import { cartCookieState, parseCookies } from "./cookies.ts";
import { clearStoredCart, isStoredCartFresh, readStoredCart, writeStoredCart, type StoredCart } from "./fragment-store.ts";
import { createRequestQueue } from "./request-queue.ts";
import { toastKindFor } from "./toast-kind.ts";

const cart = { lines: [], coupons: [], totals: { currency: "USD", subtotal: 0, discount: 0, tax: 0, total: 0, display_subtotal: 0, display_discount: 0 }, tax_display: null, notices: [], item_count: 0 } satisfies CartJson;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("cart cookies", () => {
  it("parses names and decodes values, first one wins", () => {
    const cookies = parseCookies("a=1; woocommerce_cart_hash=abc%20d; a=2; broken; =x");
    expect(cookies.get("a")).toBe("1");
    expect(cookies.get("woocommerce_cart_hash")).toBe("abc d");
    expect(cookies.has("broken")).toBe(false);
  });

  it("reads the hash and the items-in-cart flag, 0 when absent or not a number", () => {
    expect(cartCookieState("woocommerce_cart_hash=h1; woocommerce_items_in_cart=1")).toEqual({ hash: "h1", itemsInCart: 1 });
    expect(cartCookieState("")).toEqual({ hash: "", itemsInCart: 0 });
    expect(cartCookieState("woocommerce_items_in_cart=x")).toEqual({ hash: "", itemsInCart: 0 });
  });
});

describe("stored cart freshness", () => {
  const stored: StoredCart = { cart, hash: "h1", createdAt: 1_000 };
  it("reuses a stored cart whose hash matches the cookie and that is under 24 hours old", () => {
    expect(isStoredCartFresh(stored, "h1", 1_000 + CART_FRAGMENT_LIFETIME_MS - 1)).toBe(true);
  });
  it("fetches when the hash differs, the cart is 24 hours old, or nothing is stored", () => {
    expect(isStoredCartFresh(stored, "h2", 2_000)).toBe(false);
    expect(isStoredCartFresh(stored, "h1", 1_000 + CART_FRAGMENT_LIFETIME_MS)).toBe(false);
    expect(isStoredCartFresh(stored, "", 2_000)).toBe(false);
    expect(isStoredCartFresh(null, "h1", 2_000)).toBe(false);
    expect(isStoredCartFresh(stored, "h1", 0)).toBe(false);
  });
  it("keeps the hash in both storages and touches localStorage only when it changes", () => {
    const session = memoryStorage();
    const local = memoryStorage();
    writeStoredCart(session, local, stored);
    expect(readStoredCart(session)).toEqual(stored);
    expect(local.map.get("wc_cart_hash")).toBe("h1");
    clearStoredCart(session, local);
    expect(readStoredCart(session)).toBeNull();
    expect(local.map.size).toBe(0);
  });
  it("ignores unreadable stored JSON", () => {
    const session = memoryStorage();
    session.setItem("wc_fragments", "{");
    session.setItem("wc_cart_hash", "h1");
    session.setItem("wc_cart_created", "5");
    expect(readStoredCart(session)).toBeNull();
  });
});

describe("request queue", () => {
  it("runs tasks one at a time in the order they were queued, past failures", async () => {
    const enqueue = createRequestQueue();
    const log: string[] = [];
    let running = 0;
    const task = (name: string, ms: number, fail = false) => () =>
      new Promise<string>((resolve, reject) => {
        running += 1;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        setTimeout(() => {
          running -= 1;
          log.push(`end ${name}`);
          if (fail) reject(new Error(name));
          else resolve(name);
        }, ms);
      });
    const results = await Promise.allSettled([enqueue(task("a", 20)), enqueue(task("b", 1, true)), enqueue(task("c", 5))]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});

describe("add-to-cart fields", () => {
  it("turns a simple form into one add-item body", () => {
    expect(addItemBodies([["product_id", "7"], ["quantity", "3"]])).toEqual([{ product_id: 7, quantity: 3 }]);
    expect(addItemBodies([["add-to-cart", "7"]])).toEqual([{ product_id: 7, quantity: 1 }]);
  });
  it("sends the variation and chosen attributes", () => {
    const fields: [string, string][] = [["attribute_pa_colour", "blue"], ["attribute_size", ""], ["quantity", "1"], ["product_id", "9"], ["variation_id", "12"]];
    expect(addItemBodies(fields)).toEqual([{ product_id: 9, quantity: 1, variation_id: 12, attributes: { attribute_pa_colour: "blue" } }]);
  });
  it("adds each grouped child with a quantity above 0", () => {
    expect(addItemBodies([["quantity[3]", "2"], ["quantity[4]", ""], ["quantity[5]", "0"], ["product_id", "1"]])).toEqual([{ product_id: 3, quantity: 2 }]);
    expect(addItemBodies([["quantity[3]", ""], ["product_id", "1"]])).toEqual([]);
  });
  it("returns null without a product id, so the control works as it would without the script", () => {
    expect(addItemBodies([["quantity", "1"]])).toBeNull();
    expect(addItemBodies([["product_id", "abc"]])).toBeNull();
  });
});

describe("toast kinds", () => {
  it("shows coupon outcomes with the kinds of spec §8", () => {
    expect(toastKindFor("coupon_applied")).toBe("success");
    expect(["coupon_already_applied", "coupon_not_found", "coupon_removed", "quantity_updated"].map(toastKindFor)).toEqual(["info", "info", "info", "info"]);
    expect(toastKindFor("quantity_reduced_to_stock")).toBe("warning");
    expect(toastKindFor("out_of_stock")).toBe("error");
  });
});
