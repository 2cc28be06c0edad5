import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { openProduct } from "./helpers/product-page.ts";

// The shop sidebar's filters (issue 12, decision 045) and the product page's sticky add-to-cart
// bar (spec §4), on the demo catalogue.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };

function resultCount(page: Page) {
  return page.locator(".woocommerce-result-count");
}

/** The number a widget shows beside a term, "(2)" → 2. */
async function termCount(page: Page, widget: string, term: string): Promise<number> {
  const item = page.getByRole("region", { name: widget }).getByRole("listitem").filter({ has: page.getByRole("link", { name: term, exact: true }) });
  return Number((await item.locator(".shop-widget__count").innerText()).replace(/\D/g, ""));
}

test.describe("shop filters", () => {
  test.use({ viewport: DESKTOP });

  test("filters by colour and price, counts what each term would show, and a chip takes a filter off", async ({ page }) => {
    await page.goto("/shop");
    const black = await termCount(page, "Filter by Colour", "Black");
    expect(black).toBeGreaterThan(0);
    await page.getByRole("region", { name: "Filter by Colour" }).getByRole("link", { name: "Black", exact: true }).click();
    await expect(page).toHaveURL(/[?&]filter_colour=black&query_type_colour=or/);
    // The term's count is the number of products the filter then shows.
    await expect(resultCount(page)).toHaveText(black === 1 ? "Showing the single result" : `Showing all ${black} results`);
    // The chosen term stays offered (to take it off); an or-filter's other terms count without it.
    await expect(page.getByRole("link", { name: "Black, selected, remove filter" })).toBeVisible();

    await page.goto("/shop");
    await page.getByLabel("Min price").fill("20");
    await page.getByLabel("Max price").fill("30");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(/min_price=20&max_price=30/);
    const prices = await page.locator(".products-grid__item").evaluateAll((items) => items.map((i) => [Number(i.getAttribute("data-price-min")), Number(i.getAttribute("data-price-max"))]));
    expect(prices.length).toBeGreaterThan(0);
    for (const [min = 0, max = 0] of prices) expect(min <= 3000 && max >= 2000).toBe(true);

    const colour = page.getByRole("region", { name: "Filter by Colour" }).getByRole("link").first();
    const colourName = (await colour.innerText()).trim();
    await colour.click();
    const chips = page.getByRole("navigation", { name: "Active filters" });
    await expect(chips.getByRole("link", { name: `Remove filter: Colour: ${colourName}` })).toBeVisible();
    await chips.getByRole("link", { name: "Remove filter: Max $30.00" }).click();
    await expect(page).toHaveURL(/min_price=20&filter_colour=/);
    await expect(page).not.toHaveURL(/max_price/);
    await page.getByRole("navigation", { name: "Active filters" }).getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("keeps the sidebar under the sticky header with 15 px above it at 850 px and wider", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 500 });
    await page.goto("/shop");
    await page.evaluate(() => window.scrollTo(0, 600));
    // The header sticks once scrolled past and publishes its height (decision 043).
    const header = page.locator("[data-site-header]");
    await expect(header).toHaveClass(/\bis-stuck\b/);
    const headerHeight = await header.evaluate((e) => Math.round(e.getBoundingClientRect().height));
    const panel = page.locator("#shop-filters");
    await expect.poll(() => panel.evaluate((e) => Math.round(e.getBoundingClientRect().top))).toBe(headerHeight + 15);
    // Taller than the window: it keeps 15 px below too and scrolls within.
    const box = await panel.evaluate((e) => ({ bottom: e.getBoundingClientRect().bottom, scrolls: e.scrollHeight > e.clientHeight }));
    expect(box).toEqual({ bottom: 500 - 15, scrolls: true });
  });

  test("opens the filters in a modal dialog from “Filter” on a phone, and closes it with Escape and Close", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/shop");
    await expect(page.getByRole("complementary", { name: "Product filters" })).toBeHidden();
    const opener = page.getByRole("button", { name: "Filter", exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Filter by Colour" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    // Focus stays in the dialog: the page under it is inert.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("shop-filters-dialog")?.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await opener.click();
    await dialog.getByRole("region", { name: "Filter by Colour" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/filter_colour=/);
  });
});

test.describe("shop filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("shows the filters above the products on a phone and filters through links and the price form", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.locator("[data-shop-filters-open]")).toBeHidden();
    const colour = page.getByRole("region", { name: "Filter by Colour" });
    await expect(colour).toBeVisible();
    await colour.getByRole("link", { name: "Black", exact: true }).click();
    await expect(page).toHaveURL(/filter_colour=black/);
    await page.getByLabel("Max price").fill("1000");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(/max_price=1000&filter_colour=black&query_type_colour=or/);
    await expect(page.getByRole("navigation", { name: "Active filters" }).getByRole("link")).toHaveText([/Max \$1,000\.00/, /Colour: Black/, "Clear filters"]);
  });

  test("never shows the sticky add-to-cart bar", async ({ page }) => {
    await page.goto("/product/classic-hoodie");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator("[data-sticky-add-to-cart]")).toBeHidden();
  });
});

test.describe("sticky add-to-cart bar", () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  test("appears past the add-to-cart form, names the chosen variation and adds it, and goes when scrolling back up", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie");
    const bar = page.locator("[data-sticky-add-to-cart]");
    await expect(bar).toBeHidden();
    await page.getByLabel("Size").selectOption("m");
    await expect(page.locator(".single_variation")).toContainText("$49.00");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("Classic Hoodie");
    await expect(bar.locator(".sticky-add-to-cart__line")).toContainText(/^Blue, M(edium)? · /);
    await expect(bar.locator(".sticky-add-to-cart__line ins")).toHaveText("$49.00");
    // A link that receives focus under the bar is scrolled up above it (focus is never hidden).
    const covered = await page.evaluate(() => {
      const formBottom = (document.querySelector("form.cart")?.getBoundingClientRect().bottom ?? 0) + window.scrollY;
      const link = [...document.querySelectorAll<HTMLElement>("footer a")].find((a) => a.getBoundingClientRect().top + window.scrollY > formBottom + window.innerHeight);
      if (!link) return false;
      link.dataset.underBar = "";
      window.scrollBy(0, link.getBoundingClientRect().top - window.innerHeight + 10);
      return true;
    });
    expect(covered).toBe(true);
    const link = page.locator("[data-under-bar]");
    const overlap = () => link.evaluate((a) => a.getBoundingClientRect().bottom - (document.querySelector("[data-sticky-add-to-cart]")?.getBoundingClientRect().top ?? 0));
    await expect(bar).toBeVisible();
    expect(await overlap()).toBeGreaterThan(0);
    await link.focus();
    await expect.poll(overlap).toBeLessThanOrEqual(0);

    const added = page.waitForRequest((request) => request.url().endsWith("/api/v1/cart/add-item"));
    await bar.getByRole("button", { name: "Add to cart" }).click();
    const body = (await added).postDataJSON() as { attributes?: Record<string, string>; variation_id?: number };
    expect(body.attributes).toEqual({ attribute_pa_colour: "blue", attribute_size: "m" });
    expect(body.variation_id).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });
});
