import { gzipSync } from "node:zlib";
import { expect, test, type Response } from "@playwright/test";
import { CHECKOUT_PAGE_INITIAL_JS_BUDGET_KB } from "../bench/initial-js-size.ts";
import { addFromShop } from "./helpers/cart.ts";

/** The bench's units: 1 KB = 1000 bytes, node:zlib's default gzip level. */
const BYTES_PER_KB = 1000;
const GZIP_LEVEL = 6;

test("the checkout page's scripts stay under the 120 KB gzip budget", async ({ page }) => {
  await addFromShop(page, "Canvas Dad Cap");
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  await page.goto("/checkout");
  await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.map((response) => new URL(response.url()).pathname).some((path) => path.startsWith("/islands/"))).toBe(true);
  // Measured as bench/initial-js-size.ts measures it: each file gzipped at level 6.
  const bodies = await Promise.all(scripts.map((response) => response.body()));
  const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: GZIP_LEVEL }).length, 0);
  expect(gzipBytes).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(CHECKOUT_PAGE_INITIAL_JS_BUDGET_KB * BYTES_PER_KB);
});
