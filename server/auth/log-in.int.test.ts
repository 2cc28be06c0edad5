import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { getCart } from "../cart/get-cart.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { BROWSER_SESSION_SECONDS, REMEMBERED_SESSION_SECONDS } from "./auth.ts";
import { createAccount } from "./create-account.ts";
import { getSignedInCustomer } from "./get-signed-in-customer.ts";
import { logIn, type LogInInput } from "./log-in.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");
const SECOND_MS = 1000;

describe("logIn", () => {
  let handle: DatabaseHandle;
  const base: LogInInput = { email: "Ann@Example.com", password: "secret-1", remember: false, ip: "192.0.2.1", previousSessionToken: null, guestCartToken: null };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const created = await createAccount(handle.db, { email: "ann@example.com", password: "secret-1", firstName: "Ann", lastName: "Lee", role: "customer" }, NOW);
    expect(created.ok).toBe(true);
  });
  afterAll(() => handle.close());

  it("asks for both fields when one is empty", async () => {
    expect(await logIn(handle.db, { ...base, email: " " }, NOW)).toEqual({ ok: false, code: "fields_required" });
    expect(await logIn(handle.db, { ...base, password: "" }, NOW)).toEqual({ ok: false, code: "fields_required" });
  });

  it("gives one code for a wrong password and for an unknown email", async () => {
    expect(await logIn(handle.db, { ...base, password: "wrong-pass" }, NOW)).toEqual({ ok: false, code: "invalid_credentials" });
    expect(await logIn(handle.db, { ...base, email: "nobody@example.com" }, NOW)).toEqual({ ok: false, code: "invalid_credentials" });
  });

  it("logs in regardless of the email's case, with a browser-session expiry", async () => {
    const result = await logIn(handle.db, base, NOW);
    if (!result.ok) throw new Error(result.code);
    expect(result.customer.email).toBe("ann@example.com");
    expect(result.session.remember).toBe(false);
    expect(Date.parse(result.session.expiresAt) - NOW.getTime()).toBe(BROWSER_SESSION_SECONDS * SECOND_MS);
    const signedIn = await getSignedInCustomer(handle.db, result.session.token, NOW);
    expect(signedIn?.customer.id).toBe(result.customer.id);
    const afterExpiry = new Date(NOW.getTime() + BROWSER_SESSION_SECONDS * SECOND_MS);
    expect(await getSignedInCustomer(handle.db, result.session.token, afterExpiry)).toBeNull();
  });

  it("remembers for 14 days and replaces the session the browser already had", async () => {
    const first = await logIn(handle.db, base, NOW);
    if (!first.ok) throw new Error(first.code);
    const second = await logIn(handle.db, { ...base, remember: true, previousSessionToken: first.session.token }, NOW);
    if (!second.ok) throw new Error(second.code);
    expect(second.session.token).not.toBe(first.session.token);
    expect(Date.parse(second.session.expiresAt) - NOW.getTime()).toBe(REMEMBERED_SESSION_SECONDS * SECOND_MS);
    expect(await getSignedInCustomer(handle.db, first.session.token, NOW)).toBeNull();
    expect(await getSignedInCustomer(handle.db, second.session.token, NOW)).not.toBeNull();
  });

  it("merges the guest cart into the customer's cart", async () => {
    const mug = await insertProduct(handle.db, { name: "Login Mug", regular_price: 900 });
    const added = await addItemToCart(handle.db, { cartToken: null, productId: mug, variationId: null, quantity: 2, attributes: {} }, NOW);
    if (!added.ok) throw new Error(added.code);
    const result = await logIn(handle.db, { ...base, guestCartToken: added.cartToken }, NOW);
    if (!result.ok) throw new Error(result.code);
    const cart = await getCart(handle.db, { customerId: result.customer.id }, NOW);
    expect(cart?.lines.map((l) => [l.productId, l.quantity])).toEqual([[mug, 2]]);
  });
});
