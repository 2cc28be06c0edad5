import { gzipSync } from "node:zlib";
import { expect, test } from "./helpers/test.ts";
import type { Response } from "@playwright/test";
import { PRODUCT_PAGE_INITIAL_JS_BUDGET_KB } from "../bench/initial-js-size.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { collectAlerts, openProduct } from "./helpers/product-page.ts";

/** The bench's units: 1 KB = 1000 bytes, node:zlib's default gzip level. */
const BYTES_PER_KB = 1000;
const GZIP_LEVEL = 6;

test.describe("variations form", () => {
  test("asks for a selection, then shows the chosen variation's price, stock, SKU and id", async ({ page }) => {
    const alerts = collectAlerts(page);
    await openProduct(page, "/product/classic-hoodie");
    const button = page.getByRole("button", { name: "Add to cart", exact: true });
    await expect(page.getByLabel("Colour")).toHaveValue("blue");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveClass(/wc-variation-selection-needed/);
    await expect(page.locator(".wc-no-matching-variations")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Clear" })).toBeVisible();

    await button.click({ force: true });
    expect(alerts.at(-1)).toBe("Please select some product options before adding this product to your cart.");

    await page.getByLabel("Size").selectOption("m");
    await expect(page.locator(".single_variation")).toContainText("$49.00");
    // WooCommerce says nothing about stock it does not manage (this size); it counts managed stock.
    await expect(page.locator(".single_variation .stock")).toHaveCount(0);
    await expect(page.locator('input[name="variation_id"]')).not.toHaveValue("");
    await expect(page.locator(".product_meta .sku")).toHaveText("HOODIE-BLU-M");
    await expect(button).not.toHaveAttribute("aria-disabled", "true");
    await page.getByLabel("Size").selectOption("l");
    await expect(page.locator(".single_variation .stock")).toHaveText("3 in stock");
  });

  test("disables options without a matching variation and flags unavailable ones", async ({ page }) => {
    const alerts = collectAlerts(page);
    await openProduct(page, "/product/classic-hoodie");
    await page.getByLabel("Colour").selectOption("green");
    // No green hoodie in S: the option is removed or disabled (spec §5 allows either).
    await expect(page.getByLabel("Size").locator('option[value="s"]:not([disabled])')).toHaveCount(0);
    await page.getByLabel("Size").selectOption("xl");
    const button = page.getByRole("button", { name: "Add to cart", exact: true });
    await expect(button).toHaveClass(/wc-variation-is-unavailable/);
    await button.click({ force: true });
    expect(alerts.at(-1)).toBe("Sorry, this product is unavailable. Please choose a different combination.");
  });

  test("applies sold-individually and min/max quantity rules per variation", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie");
    await page.getByLabel("Colour").selectOption("red");
    await page.getByLabel("Size").selectOption("s");
    await expect(page.getByLabel("Classic Hoodie quantity")).toBeHidden();

    // Red S leaves no green choice (there is no green S), so start again.
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByLabel("Colour").selectOption("green");
    await page.getByLabel("Size").selectOption("l");
    const quantity = page.getByLabel("Classic Hoodie quantity");
    await expect(quantity).toBeVisible();
    await expect(quantity).toHaveAttribute("min", "2");
    await expect(quantity).toHaveAttribute("max", "6");
    await expect(quantity).toHaveValue("2");
  });

  test("plus and minus follow step, min and max and fire change events", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie");
    await page.getByLabel("Colour").selectOption("green");
    await page.getByLabel("Size").selectOption("l");
    const quantity = page.getByLabel("Classic Hoodie quantity");
    await quantity.evaluate((input) => {
      (window as unknown as { changes: number }).changes = 0;
      input.addEventListener("change", () => (window as unknown as { changes: number }).changes++);
    });
    const plus = page.getByRole("button", { name: "Increase quantity" });
    for (let i = 0; i < 6; i += 1) await plus.click();
    await expect(quantity).toHaveValue("6");
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(quantity).toHaveValue("5");
    expect(await page.evaluate(() => (window as unknown as { changes: number }).changes)).toBe(7);
  });

  test("a variation with its own image swaps the main image; Clear restores the first one", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie");
    const firstImage = page.locator(".product-gallery__slide").first().locator("img");
    const original = await firstImage.getAttribute("src");
    await page.getByLabel("Colour").selectOption("green");
    await page.getByLabel("Size").selectOption("m");
    await expect(firstImage).not.toHaveAttribute("src", original ?? "");
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByLabel("Colour")).toHaveValue("");
    await expect(page.getByLabel("Size")).toHaveValue("");
    await expect(firstImage).toHaveAttribute("src", original ?? "");
    await expect(page.locator('input[name="variation_id"]')).toHaveValue("");
    await expect(page.getByRole("button", { name: "Clear" })).toHaveCount(0);
  });

  test("a product with over 100 variations disables options from its index and looks the choice up", async ({ page }) => {
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/variation")) lookups.push(request.url());
    });
    await openProduct(page, "/product/custom-sneaker");
    expect(lookups).toEqual([]);
    await page.getByLabel("Material").selectOption("suede");
    await page.getByLabel("Size").selectOption("43");
    // Every size-43 suede sneaker is sold out: known from the index, before any lookup.
    await page.getByLabel("Colour").selectOption({ index: 1 });
    await expect(page.getByRole("button", { name: "Add to cart", exact: true })).toHaveClass(/wc-variation-is-unavailable/);
    await page.getByLabel("Size").selectOption("40");
    await expect(page.locator(".single_variation")).toContainText("$99.00");
    await expect(page.locator('input[name="variation_id"]')).not.toHaveValue("");
    expect(lookups.length).toBeGreaterThan(0);
  });

  test("a variable subscription shows the first payment date of the chosen plan, emptied on reset", async ({ page }) => {
    await openProduct(page, "/product/tea-club");
    await page.getByLabel("Plan").selectOption({ index: 1 });
    await expect(page.locator(".first-payment-date")).toContainText("First payment:");
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.locator(".first-payment-date")).toHaveText("");
  });

  test("has no axe violations with a variation chosen", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie");
    await page.getByLabel("Size").selectOption("m");
    await expectNoAxeViolations(page);
  });

  test("loads only the product island's script, under the 110 KB gzip budget", async ({ page }) => {
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await openProduct(page, "/product/classic-hoodie");
    const paths = scripts.map((response) => new URL(response.url()).pathname);
    expect(paths.some((s) => s.startsWith("/islands/"))).toBe(true);
    expect(paths.filter((s) => s.startsWith("/assets/"))).toEqual([]);
    // Measured as bench/initial-js-size.ts measures it: each file gzipped at level 6.
    const bodies = await Promise.all(scripts.map((response) => response.body()));
    const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: GZIP_LEVEL }).length, 0);
    expect(gzipBytes).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(PRODUCT_PAGE_INITIAL_JS_BUDGET_KB * BYTES_PER_KB);
  });
});
