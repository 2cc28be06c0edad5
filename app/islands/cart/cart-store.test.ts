// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartJson } from "../../../server/cart/cart-json.ts";
import { CART_FRAGMENT_LIFETIME_MS, STORAGE_KEYS } from "./cart-constants.ts";
import { createCartStore } from "./cart-store.ts";
import { writeStoredCart } from "./fragment-store.ts";

// The store in a DOM, with fetch answered by hand: how many cart requests each situation costs.
const cart = { lines: [], coupons: [], totals: { currency: "USD", subtotal: 0, discount: 0, tax: 0, total: 0, display_subtotal: 0, display_discount: 0 }, tax_display: null, notices: [], item_count: 1 } satisfies CartJson;

function controlledFetch() {
  const answers: ((hash: string) => void)[] = [];
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answers.push((hash) => resolve(new Response(JSON.stringify({ cart, cart_hash: hash }), { headers: { "content-type": "application/json" } })));
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, answer: (index: number, hash: string) => answers[index]?.(hash) };
}

function storageEvent(newValue: string) {
  window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.cartHash, newValue }));
}

// Each test's store must stop listening when the test ends, or it answers the next test's events.
const listeners: [EventTarget, string, EventListenerOrEventListenerObject | null][] = [];
function recordListeners(target: EventTarget) {
  const add = target.addEventListener.bind(target);
  vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push([target, type, listener]);
    add(type, listener, options);
  });
}

describe("cart store", () => {
  beforeEach(() => {
    recordListeners(window);
    recordListeners(document.body);
    document.cookie = "woocommerce_cart_hash=h1";
    document.cookie = "woocommerce_items_in_cart=1";
    // A stored cart with the cookie's hash, but over 24 hours old: the load must ask the server.
    writeStoredCart(sessionStorage, localStorage, { cart, hash: "h1", createdAt: Date.now() - CART_FRAGMENT_LIFETIME_MS - 1 });
  });
  afterEach(() => {
    for (const [target, type, listener] of listeners.splice(0)) target.removeEventListener(type, listener);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  it("a storage event during the load's request waits for it instead of sending a second request", async () => {
    const { fetchMock, answer } = controlledFetch();
    const store = createCartStore(() => 5000);
    const loaded = store.load();
    storageEvent("h1");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(0, "h1");
    await loaded;
    await vi.waitFor(() => expect(store.current()).toEqual(cart));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a load that waited asks again when the answer does not match the cookie's newer hash", async () => {
    const { fetchMock, answer } = controlledFetch();
    const store = createCartStore(() => 5000);
    const loaded = store.load();
    // Another tab changed the cart while the request was under way.
    document.cookie = "woocommerce_cart_hash=h2";
    storageEvent("h2");
    answer(0, "h1");
    await loaded;
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    answer(1, "h2");
    await vi.waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.cartHash)).toBe("h2"));
  });
});
