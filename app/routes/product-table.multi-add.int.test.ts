import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAttributes, insertProduct, insertVariation } from "../../server/catalog/test-catalog-fixture.ts";
import { MULTI_ADD_ANSWER_COOKIE } from "../../server/cart/multi-add-answer-cookie.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { servicesContext } from "../context.ts";
import { action, loader } from "./product-table.tsx";
import type { Route } from "./+types/product-table";
import { outcome, routeArgs, routeContext, statusOf } from "./route-test-harness.ts";

// The product table's no-JS "Add Selected To Cart" (issue 11, decision 038) on the test database
// (SQLite or PostgreSQL): the action adds each ticked product once, per line, and redirects to the
// same table view on the shop's own origin; the page it lands on shows that visitor's answer once.

describe("POST /product-table (the no-JS multi-add)", () => {
  let handle: DatabaseHandle;
  let context: ReturnType<typeof routeContext>;
  let mug: number;
  let vase: number;
  let hoodie: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    context = routeContext(handle.db, createPaymentGateways(handle.db, { production: false, stripe: null }));
    mug = await insertProduct(handle.db, { name: "Mug", regular_price: 1200, price_min: 1200, price_max: 1200 });
    vase = await insertProduct(handle.db, { name: "Vase", regular_price: 500, stock_status: "outofstock" });
    hoodie = await insertProduct(handle.db, { name: "Hoodie", type: "variable" });
    await insertAttributes(handle.db, hoodie, [{ key: "pa_color", name: "Color", options: ["Blue"], global: true }]);
    await insertVariation(handle.db, hoodie, { pa_color: "blue" }, { regular_price: 4500 });
  });
  afterAll(() => handle.close());

  const shopUrl = () => context.get(servicesContext).config.shop.url;
  const post = (search: string, body: BodyInit, headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" }) =>
    new Request(`http://forged.example/product-table${search}`, { method: "POST", body, headers });
  const act = (request: Request) => outcome(() => action(routeArgs<Route.ActionArgs>(context, request)));

  it("adds each ticked product once, refuses the out-of-stock and option-less lines, and redirects to the same table view on the shop's origin", async () => {
    const answer = await act(post("?s=mug&orderby=price&order=desc", new URLSearchParams([["add", String(mug)], ["add", String(vase)], ["add", String(hoodie)]])));
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${shopUrl()}/product-table?s=mug&orderby=price&order=desc`);
    const cookies = response.headers.getSetCookie();
    const answerCookie = cookies.find((c) => c.startsWith(`${MULTI_ADD_ANSWER_COOKIE}=`)) ?? "";
    expect(answerCookie).toContain(`${mug}!added.${vase}!out_of_stock.${hoodie}!variation_required`);
    expect(answerCookie).toMatch(/HttpOnly/);
    expect(cookies.map((c) => c.slice(0, c.indexOf("=")))).toEqual(expect.arrayContaining(["shopwright_cart", "woocommerce_items_in_cart"]));
    const carts = await handle.db.selectFrom("cart_items").select(["product_id", "quantity"]).execute();
    expect(carts.map((line) => [line.product_id, line.quantity])).toEqual([[mug, 1]]);

    // The page it lands on, with that visitor's cookie: the answer once, the cookie deleted, not cached.
    const cookieHeader = answerCookie.split(";")[0] ?? "";
    const page = await loader(routeArgs<Route.LoaderArgs>(context, new Request(`${shopUrl()}/product-table?s=mug&orderby=price&order=desc`, { headers: { cookie: cookieHeader } })));
    const { data, init } = page as unknown as { data: { multiAddAnswer: { productId: number; added: boolean; text: string }[] }; init: { headers: Headers } };
    expect(data.multiAddAnswer).toEqual([
      { productId: mug, added: true, text: "“Mug” has been added to your cart." },
      { productId: vase, added: false, text: 'You cannot add "Vase" to the cart because the product is out of stock.' },
      { productId: hoodie, added: false, text: "Please choose product options…" },
    ]);
    expect(init.headers.get("cache-control")).toBe("no-store");
    expect(init.headers.getSetCookie().join()).toMatch(new RegExp(`${MULTI_ADD_ANSWER_COOKIE}=; .*Max-Age=0`));
  });

  it("shows no answer to a visitor without the cookie, and sets no header that would keep the page from the cache", async () => {
    const page = await loader(routeArgs<Route.LoaderArgs>(context, new Request(`${shopUrl()}/product-table`)));
    const { data, init } = page as unknown as { data: { multiAddAnswer: unknown[] }; init: { headers: Headers } };
    expect(data.multiAddAnswer).toEqual([]);
    expect(init.headers.getSetCookie()).toEqual([]);
    expect(init.headers.get("cache-control")).toBeNull();
  });

  it("answers nothing ticked with 400 multi_add_none_selected, and hostile input with 400 invalid_request, adding nothing", async () => {
    const before = await handle.db.selectFrom("cart_items").select("id").execute();
    const none = await act(post("", new URLSearchParams([["other", "1"]])));
    expect(statusOf(none)).toBe(400);
    expect((none as { data: unknown }).data).toEqual({ multiAddError: "multi_add_none_selected" });
    const hostile: Request[] = [
      post("", new URLSearchParams([["add", "-1"]])),
      post("", new URLSearchParams([["add", "1e3"]])),
      post("", new URLSearchParams([["add", "99999999999"]])),
      post("", new URLSearchParams(Array.from({ length: 101 }, (_, i) => ["add", String(i + 1)]))),
      post("", JSON.stringify({ add: [mug] }), { "content-type": "application/json" }),
      post("", "--x\r\nbroken", { "content-type": "multipart/form-data; boundary=x" }),
    ];
    for (const request of hostile) {
      const answer = await act(request);
      expect(statusOf(answer)).toBe(400);
      expect((answer as { data: unknown }).data).toEqual({ multiAddError: "invalid_request" });
    }
    expect(await handle.db.selectFrom("cart_items").select("id").execute()).toEqual(before);
  });
});
