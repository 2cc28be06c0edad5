import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAttributes, insertProduct, insertVariation } from "../catalog/test-catalog-fixture.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { mountCartApi } from "./cart-api.ts";

type Line = { product_id: number; added: boolean; error?: { code: string; params?: Record<string, unknown>; product_url?: string } };
type Json = { lines?: Line[]; cart?: { lines: { product_id: number; quantity: number }[]; item_count: number }; error?: { code: string } };

describe("POST /api/v1/cart/add-items", () => {
  let handle: DatabaseHandle;
  let app: Hono;
  let mug: number;
  let hoodie: number;
  let blue: number;
  let vase: number;
  const countCarts = async (): Promise<number> => (await handle.db.selectFrom("carts").select("id").execute()).length;

  async function post(body: unknown, contentType = "application/json"): Promise<{ response: Response; json: Json }> {
    const response = await app.request("/api/v1/cart/add-items", { method: "POST", headers: { "content-type": contentType }, body: typeof body === "string" ? body : JSON.stringify(body) });
    return { response, json: (await response.json()) as Json };
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    app = new Hono();
    mountCartApi(app, { db: handle.db, config: loadConfig({ SHOP_CURRENCY: "EUR" }), logger: pino({ level: "silent" }) });
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1200 });
    hoodie = await insertProduct(handle.db, { name: "Hoodie", type: "variable" });
    await insertAttributes(handle.db, hoodie, [{ key: "pa_color", name: "Color", options: ["Blue"], global: true }]);
    blue = await insertVariation(handle.db, hoodie, { pa_color: "blue" }, { regular_price: 4500 });
    vase = await insertProduct(handle.db, { name: "Vase", regular_price: 500, stock_status: "outofstock" });
  });
  afterAll(() => handle.close());

  it("adds a simple product and a chosen variation, refuses a variable product without options and an out-of-stock one, per line, in one cart", async () => {
    const { response, json } = await post({ items: [
      { product_id: mug, quantity: 2, price: 1 },
      { product_id: hoodie, quantity: 1 },
      { product_id: hoodie, variation_id: blue, quantity: 1 },
      { product_id: vase, quantity: 1 },
    ] });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(json.lines).toEqual([
      { product_id: mug, added: true },
      { product_id: hoodie, added: false, error: { code: "variation_required", params: { name: "Hoodie" }, product_url: "/product/hoodie" } },
      { product_id: hoodie, added: true },
      { product_id: vase, added: false, error: { code: "out_of_stock", params: { name: "Vase" }, product_url: "/product/vase" } },
    ]);
    expect(json.cart?.lines.map((l) => [l.product_id, l.quantity])).toEqual([[mug, 2], [hoodie, 1]]);
    expect(json.cart?.item_count).toBe(3);
    const cookies = response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")));
    expect(cookies).toEqual(expect.arrayContaining(["shopwright_cart", "woocommerce_cart_hash", "woocommerce_items_in_cart"]));
  });

  it("answers every line refused with an empty cart, no cookie and no cart created", async () => {
    const before = await countCarts();
    const { response, json } = await post({ items: [{ product_id: vase, quantity: 1 }] });
    expect(response.status).toBe(200);
    expect(json.lines?.map((l) => [l.product_id, l.added, l.error?.code])).toEqual([[vase, false, "out_of_stock"]]);
    expect(json.cart?.lines).toEqual([]);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await countCarts()).toBe(before);
  });

  it("is described in the OpenAPI document with its own request and per-line response", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as { paths: Record<string, { post?: { requestBody?: unknown; responses: Record<string, unknown> } }>; components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
    expect(JSON.stringify(doc.paths["/api/v1/cart/add-items"]?.post?.responses["200"])).toContain("AddItemsResponse");
    expect(Object.keys(doc.components.schemas.AddItemsResponse?.properties ?? {})).toEqual(["cart", "cart_hash", "lines"]);
    expect(Object.keys(doc.components.schemas.AddItemsRequest?.properties ?? {})).toEqual(["items"]);
  });

  it("refuses hostile input with 400 invalid_request (or 415), never a 5xx, and adds nothing", async () => {
    const before = await countCarts();
    const tooMany = Array.from({ length: 101 }, () => ({ product_id: mug, quantity: 1 }));
    const bodies: unknown[] = [
      "{not json",
      "null",
      [],
      {},
      { items: [] },
      { items: "mug" },
      { items: tooMany },
      { items: [{ product_id: mug, quantity: 1 }, { product_id: "mug" }] },
      { items: [{ product_id: mug, quantity: -1 }] },
      { items: [{ product_id: mug, quantity: 1e9 }] },
      { items: [{ product_id: 1.5 }] },
      { items: [{ product_id: mug, attributes: { pa_color: "x".repeat(10_000) } }] },
      { items: [{ product_id: Number.MAX_SAFE_INTEGER + 2 }] },
    ];
    for (const body of bodies) {
      const { response, json } = await post(body);
      expect([response.status, json.error?.code], JSON.stringify(body).slice(0, 80)).toEqual([400, "invalid_request"]);
    }
    const form = await post(`items=${mug}`, "application/x-www-form-urlencoded");
    expect([form.response.status, form.json.error?.code]).toEqual([415, "unsupported_media_type"]);
    expect(await countCarts()).toBe(before);
  });
});
