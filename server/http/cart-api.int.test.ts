import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { loadConfig } from "../config.ts";
import { createCoupon } from "../coupons/create-coupon.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { SESSION_COOKIE } from "../auth/auth.ts";
import { startSession } from "../auth/start-session.ts";
import { createCustomer } from "../customers/create-customer.ts";
import { mountCartApi } from "./cart-api.ts";

type Json = Record<string, unknown> & { cart?: { lines: { key: string; quantity: number }[]; totals: { total: number; currency: string }; item_count: number }; cart_hash?: string; error?: { code: string; product_url?: string } };

function cookiesOf(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf("=")), line]));
}

describe("cart JSON API", () => {
  let handle: DatabaseHandle;
  let app: Hono;
  let mug: number;
  let hoodie: number;

  async function call(method: string, path: string, body?: unknown, cookie = "", contentType = "application/json"): Promise<{ response: Response; json: Json }> {
    const headers: Record<string, string> = { cookie };
    if (body !== undefined) headers["content-type"] = contentType;
    const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }) });
    return { response, json: (await response.json()) as Json };
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    app = new Hono();
    mountCartApi(app, { db: handle.db, config: loadConfig({ SHOP_CURRENCY: "EUR" }), logger: pino({ level: "silent" }) });
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1200, manage_stock: 1, stock_quantity: 3 });
    hoodie = await insertProduct(handle.db, { name: "Hoodie", type: "variable" });
    await createCoupon(handle.db, { code: "TEN", type: "fixed_cart", amount: 1000 }, new Date());
  });
  afterAll(() => handle.close());

  it("answers an empty cart without creating one or setting any cookie", async () => {
    const { response, json } = await call("GET", "/api/v1/cart");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(json.cart).toMatchObject({ lines: [], item_count: 0, totals: { total: 0, currency: "EUR" } });
    expect(json.cart_hash).toBe("");
    expect(await handle.db.selectFrom("carts").select("id").execute()).toEqual([]);
  });

  it("adds, ignores a browser's price, sets the cookies, and clears them when the cart empties", async () => {
    const added = await call("POST", "/api/v1/cart/add-item", { product_id: mug, quantity: 2, price: 1, total: 1 });
    expect(added.response.status).toBe(201);
    expect(added.json.cart?.totals.total).toBe(2400);
    const cookies = cookiesOf(added.response);
    const token = cookies.get("shopwright_cart") ?? "";
    expect(token).toMatch(/HttpOnly/i);
    expect(token).toMatch(/SameSite=Lax/i);
    expect(token).toMatch(/Path=\//);
    expect(token).not.toMatch(/Secure/i);
    expect(cookies.get("woocommerce_cart_hash")).toContain(`woocommerce_cart_hash=${added.json.cart_hash}`);
    expect(cookies.get("woocommerce_cart_hash")).not.toMatch(/HttpOnly/i);
    expect(cookies.get("woocommerce_items_in_cart")).toMatch(/^woocommerce_items_in_cart=1;/);

    const cookie = [token, cookies.get("woocommerce_cart_hash"), cookies.get("woocommerce_items_in_cart")].map((c) => (c ?? "").split(";")[0]).join("; ");
    const read = await call("GET", "/api/v1/cart", undefined, cookie);
    expect(read.json.cart?.item_count).toBe(2);
    expect(read.json.cart_hash).toBe(added.json.cart_hash);

    const key = read.json.cart?.lines[0]?.key ?? "";
    const updated = await call("POST", "/api/v1/cart/update-item", { key, quantity: 3 }, cookie);
    expect(updated.json.cart?.lines[0]?.quantity).toBe(3);
    const tooMany = await call("POST", "/api/v1/cart/update-item", { key, quantity: 4 }, cookie);
    expect([tooMany.response.status, tooMany.json.error?.code]).toEqual([409, "insufficient_stock"]);

    const coupon = await call("POST", "/api/v1/cart/apply-coupon", { code: "ten" }, cookie);
    expect([coupon.response.status, coupon.json.cart?.totals.total]).toEqual([200, 2600]);
    const wrong = await call("POST", "/api/v1/cart/apply-coupon", { code: "nope" }, cookie);
    expect([wrong.response.status, wrong.json.error?.code]).toEqual([404, "coupon_not_found"]);
    const uncoupon = await call("POST", "/api/v1/cart/remove-coupon", { code: "TEN" }, cookie);
    expect(uncoupon.json.cart?.totals.total).toBe(3600);

    const removed = await call("POST", "/api/v1/cart/remove-item", { key }, cookie);
    expect(removed.response.status).toBe(200);
    expect(removed.json.cart?.item_count).toBe(0);
    const cleared = cookiesOf(removed.response);
    expect(cleared.get("woocommerce_cart_hash")).toMatch(/Max-Age=0/);
    expect(cleared.get("woocommerce_items_in_cart")).toMatch(/Max-Age=0/);
  });

  it("marks cookies Secure when the shop's origin is https, whatever the request's own scheme", async () => {
    const httpsShop = new Hono();
    mountCartApi(httpsShop, { db: handle.db, config: loadConfig({ SHOP_URL: "https://shop.example" }), logger: pino({ level: "silent" }) });
    const response = await httpsShop.request("http://shop.example/api/v1/cart/add-item", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ product_id: mug }),
    });
    expect(response.status).toBe(201);
    for (const line of response.headers.getSetCookie()) expect(line).toMatch(/Secure/);
  });

  it("maps error codes to statuses, with product_url for incomplete choices", async () => {
    const incomplete = await call("POST", "/api/v1/cart/add-item", { product_id: hoodie, quantity: 1 });
    expect(incomplete.response.status).toBe(422);
    expect(incomplete.json.error).toMatchObject({ code: "variation_required", product_url: "/product/hoodie" });
    expect(incomplete.response.headers.getSetCookie()).toEqual([]);
    const missing = await call("POST", "/api/v1/cart/add-item", { product_id: 999_999 });
    expect([missing.response.status, missing.json.error?.code]).toEqual([404, "product_not_found"]);
    const invalid = await call("POST", "/api/v1/cart/add-item", { product_id: "mug", quantity: 0 });
    expect([invalid.response.status, invalid.json.error?.code]).toEqual([400, "invalid_request"]);
    const broken = await call("POST", "/api/v1/cart/add-item", "{not json");
    expect([broken.response.status, broken.json.error?.code]).toEqual([400, "invalid_request"]);
    const form = await call("POST", "/api/v1/cart/add-item", `product_id=${mug}`, "", "application/x-www-form-urlencoded");
    expect([form.response.status, form.json.error?.code]).toEqual([415, "unsupported_media_type"]);
    const gone = await call("POST", "/api/v1/cart/remove-item", { key: "0".repeat(32) });
    expect([gone.response.status, gone.json.error?.code]).toEqual([404, "cart_item_not_found"]);
  });

  it("clears stale cart cookies when the cart no longer exists, without creating one", async () => {
    const before = (await handle.db.selectFrom("carts").select("id").execute()).length;
    const { response } = await call("GET", "/api/v1/cart", undefined, `shopwright_cart=${"x".repeat(43)}; woocommerce_items_in_cart=1`);
    const cookies = cookiesOf(response);
    expect(cookies.get("shopwright_cart")).toMatch(/Max-Age=0/);
    expect(cookies.get("woocommerce_items_in_cart")).toMatch(/Max-Age=0/);
    expect(cookies.has("woocommerce_cart_hash")).toBe(false);
    expect((await handle.db.selectFrom("carts").select("id").execute()).length).toBe(before);
  });

  it("serves an OpenAPI 3.1 document generated from the schemas", async () => {
    const { response, json } = await call("GET", "/api/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(json.openapi).toBe("3.1.0");
    const paths = json.paths as Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(["/api/v1/cart", "/api/v1/cart/add-item", "/api/v1/cart/apply-coupon"]));
    expect(paths["/api/v1/cart/add-item"]?.post?.responses["422"]?.description).toContain("variation_required");
    const schemas = (json.components as { schemas: Record<string, { properties?: Record<string, unknown> }> }).schemas;
    expect(Object.keys(schemas.AddItemRequest?.properties ?? {})).toEqual(["product_id", "variation_id", "quantity", "attributes"]);
    expect(schemas.CartResponse).toBeDefined();
  });

  it("uses the signed-in customer's own cart when a session cookie is present", async () => {
    const created = await createCustomer(handle.db, { email: "cart-owner@example.com", firstName: "Cart", lastName: "Owner", passwordHash: null, role: "customer" }, new Date());
    if (!created.ok) throw new Error("customer not created");
    const { token } = await startSession(handle.db, { customerId: created.customer.id, role: created.customer.role, remember: false, previousToken: null }, new Date());
    const session = `${SESSION_COOKIE}=${token}`;
    const added = await call("POST", "/api/v1/cart/add-item", { product_id: mug, quantity: 1 }, session);
    expect(added.response.status).toBe(201);
    // No guest token: the cart belongs to the customer.
    expect(cookiesOf(added.response).has("shopwright_cart")).toBe(false);
    const customerCarts = await handle.db.selectFrom("carts").select("id").where("customer_id", "=", created.customer.id).execute();
    expect(customerCarts).toHaveLength(1);
    expect((await call("GET", "/api/v1/cart", undefined, session)).json.cart?.item_count).toBe(1);
    expect((await call("GET", "/api/v1/cart")).json.cart?.item_count).toBe(0);
  });
});
