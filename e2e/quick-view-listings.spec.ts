import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { headerCart, miniCart } from "./helpers/cart.ts";

// The quick view on the shop's listings (issue 11; QUICK_VIEW_ON_LISTINGS, on by default, as the
// e2e shop runs): every card of /shop and the category and tag pages has a "Quick view" button
// that opens the same modal as the product table's, and adding from it behaves as on the product
// page. The product page itself never loads the quick view. With the setting off the listings
// carry no button and no script (app/components/catalog/product-archive.test.tsx and
// load-archive-quick-view.int.test.ts); without JavaScript neither the button nor a modal shows.

const CAP = "Canvas Dad Cap";
const ACCESSORIES = "/product-category/clothing/accessories";
const CLOCK_START = Date.parse("2026-01-05T09:00:00Z");
const CLOCK_PAUSE_AFTER_MS = 60_000;

const bodyClasses = (page: Page) => page.evaluate(() => [...document.body.classList].sort());

async function openQuickViewOf(page: Page, name: string) {
  await page.getByRole("button", { name: `Quick view of “${name}”` }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog.getByRole("heading", { name })).toBeVisible();
  return dialog;
}

test.describe("quick view on the shop's listings", () => {
  test("/shop: every card has a “Quick view” button, and one opens its product's quick view with a link to the product page", async ({ page }) => {
    await page.goto("/shop");
    const cards = page.locator(".products-grid__item");
    await expect(cards).toHaveCount(12);
    await expect(page.locator(".products-grid__item > button.quick-view-button")).toHaveCount(12);
    const first = page.getByRole("button", { name: /^Quick view of “/ }).first();
    const label = (await first.getAttribute("aria-label")) ?? "";
    const name = label.slice("Quick view of “".length, -"”".length);
    const dialog = await openQuickViewOf(page, name);
    await expect(dialog.getByRole("link", { name: "View full details" })).toHaveAttribute("href", /^\/product\//);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test("/shop: the quick view adds its body classes while open and on closing removes only those it added", async ({ page }) => {
    await page.goto(`/shop?s=${encodeURIComponent(CAP)}`);
    const before = await bodyClasses(page);
    expect(before).not.toContain("woocommerce");
    let dialog = await openQuickViewOf(page, CAP);
    await expect.poll(() => bodyClasses(page)).toEqual([...before, "quick-view-open", "woocommerce"].sort());
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(() => bodyClasses(page)).toEqual(before);

    // A theme that puts the shop class on body keeps it.
    await page.evaluate(() => document.body.classList.add("woocommerce"));
    dialog = await openQuickViewOf(page, CAP);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(() => bodyClasses(page)).toEqual([...before, "woocommerce"].sort());
  });

  test("a category page: adding from the quick view shows loading, then added, closes the quick view and opens the mini cart", async ({ page }) => {
    // The clock stands still after loading, so the closed quick view stays in the page to be looked at.
    await page.clock.install({ time: CLOCK_START });
    await page.goto(ACCESSORIES);
    await page.clock.pauseAt(CLOCK_START + CLOCK_PAUSE_AFTER_MS);
    const dialog = await openQuickViewOf(page, CAP);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/cart/add-item", async (route) => {
      await held;
      await route.continue();
    });
    const add = dialog.getByRole("button", { name: `Add to cart: “${CAP}”` });
    await add.click();
    await expect(add).toHaveClass(/\bloading\b/);
    release();
    await expect(dialog).toBeHidden();
    // Hidden now, so found by its markup: the closed quick view's button ends in the added state.
    const added = page.locator("dialog.quick-view .add_to_cart_button");
    await expect(added).toHaveCount(1);
    await expect(added).toHaveClass(/\badded\b/);
    await expect(added).not.toHaveClass(/\bloading\b/);
    await expect(miniCart(page)).toBeVisible();
    await expect(miniCart(page)).toContainText(CAP);
    await expect(headerCart(page)).toContainText("1 item");
  });

  test("/shop with the quick view open has no axe-core violations", async ({ page }) => {
    await page.goto(`/shop?s=${encodeURIComponent(CAP)}`);
    await openQuickViewOf(page, CAP);
    await expectNoAxeViolations(page);
  });

  test("the product page loads no quick-view script and its related cards have no “Quick view” button", async ({ page }) => {
    await page.goto("/product/canvas-dad-cap");
    await expect(page.getByRole("heading", { level: 1, name: CAP })).toBeVisible();
    const scripts = await page.locator("script[src]").evaluateAll((tags) => tags.map((tag) => tag.getAttribute("src") ?? ""));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((src) => src.startsWith("/islands/listing/"))).toEqual([]);
    await expect(page.locator("#quick-view-words")).toHaveCount(0);
    await expect(page.locator("[data-quick-view]")).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the shop's cards show no “Quick view” button, and a table row's name link goes to the product page", async ({ page }) => {
      await page.goto("/shop");
      await expect(page.locator(".products-grid__item").first()).toBeVisible();
      await expect(page.getByRole("button", { name: /^Quick view of “/ })).toHaveCount(0);
      await page.goto(`/product-table?s=${encodeURIComponent(CAP)}`);
      await page.locator("tr[data-product-id]").first().getByRole("link", { name: CAP, exact: true }).click();
      await expect(page).toHaveURL(/\/product\/canvas-dad-cap$/);
      await expect(page.getByRole("heading", { level: 1, name: CAP })).toBeVisible();
    });
  });
});
