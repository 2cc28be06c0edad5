import { NO_ISLAND_SCRIPTS } from "../../server/http/island-scripts.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { RouterContextProvider } from "react-router";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { insertProduct } from "../../server/catalog/test-catalog-fixture.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { servicesContext } from "../context.ts";
import * as islandRenderer from "../islands/render-island.server.tsx";
import { action, loader, productViewContext } from "./product.tsx";

// A review posted from the product page is one request in which React Router runs the route's
// action and then its loader with the same context. The product island (a whole React render) must
// be drawn once per such request, not once more in the action.

vi.mock("../islands/render-island.server.tsx", { spy: true });

const ORIGIN = "http://shop.test";

describe("product route: posting a review", () => {
  let handle: DatabaseHandle;
  const config = loadConfig({ DATABASE_URL: "sqlite::memory:", SHOP_URL: ORIGIN });

  beforeAll(async () => {
    handle = await createTestDatabase();
    await insertProduct(handle.db, { name: "Linen Notebook", status: "publish" });
  });
  afterAll(() => handle.close());
  beforeEach(() => vi.mocked(islandRenderer.renderIsland).mockClear());

  // One document POST as React Router runs it: the action, then the loader, sharing one context.
  async function postReview(fields: Record<string, string>) {
    const context = new RouterContextProvider();
    context.set(servicesContext, { db: handle.db, config, logger: pino({ level: "silent" }), islands: NO_ISLAND_SCRIPTS, gateways: createPaymentGateways(handle.db, { production: false, stripe: null }), mailer: { send: async () => undefined }, orderMails: { kick: () => undefined }, clientIp: "192.0.2.9" });
    const request = () =>
      new Request(`${ORIGIN}/product/linen-notebook`, {
        method: "POST",
        headers: { origin: ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "review", ...fields }).toString(),
      });
    const args = { request: request(), params: { slug: "linen-notebook" }, context } as unknown as Parameters<typeof action>[0];
    const actionResult = await action(args);
    const loaderData = await loader({ ...args, request: request() });
    return { status: actionResult.init?.status, html: context.get(productViewContext)?.island.html, loaderData };
  }

  it("renders the product island once and shows the new review", async () => {
    const { status, html } = await postReview({ rating: "4", comment: "Sturdy binding and good paper", author: "Robin", email: "robin@example.com" });
    expect(status).toBe(200);
    expect(html).toContain("Sturdy binding and good paper");
    expect(islandRenderer.renderIsland).toHaveBeenCalledTimes(1);
  });

  it("renders the product island once with the refusal and what was typed", async () => {
    const { status, html } = await postReview({ rating: "", comment: "No stars from me.", author: "Sam", email: "sam@example.com" });
    expect(status).toBe(422);
    expect(html).toContain("Please select a rating");
    expect(html).toContain("No stars from me.");
    expect(islandRenderer.renderIsland).toHaveBeenCalledTimes(1);
  });

  it("keeps the rendered island out of the loader's data, which React Router would encode for nothing", async () => {
    const { html, loaderData } = await postReview({ rating: "5", comment: "Lies flat when open", author: "Kim", email: "kim@example.com" });
    expect(html).toContain("Lies flat when open");
    expect(Object.keys(loaderData).sort()).toEqual(["seo", "shopName"]);
    expect(JSON.stringify(loaderData)).not.toContain("Lies flat when open");
  });
});
