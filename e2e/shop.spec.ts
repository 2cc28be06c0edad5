import { expect, test } from "./helpers/test.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";

test.describe("shop listing", () => {
  test("shows a grid of products with a result count, ordering and pagination", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    await expect(page.locator(".woocommerce-result-count")).toHaveText(/Showing 1–12 of \d+ results/);
    await expect(page.locator(".products-grid__item")).toHaveCount(12);
    await expect(page.getByRole("combobox", { name: "Shop order" })).toHaveValue("menu_order");

    await page.getByRole("navigation", { name: "Product Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/shop\/page\/2\/$/);
    await expect(page.locator(".woocommerce-result-count")).toHaveText(/Showing 13–\d+ of \d+ results/);
  });

  // WooCommerce sorts "price: high to low" by each product's highest price.
  test("keeps the ordering in the URL and applies it at once with JavaScript", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("combobox", { name: "Shop order" }).selectOption("price-desc");
    await expect(page).toHaveURL(/orderby=price-desc/);
    const prices = await page.locator(".products-grid__item").evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute("data-price-max") ?? "NaN")),
    );
    const priced = prices.filter((p) => !Number.isNaN(p));
    expect(priced.length).toBeGreaterThan(3);
    expect(priced).toEqual([...priced].sort((a, b) => b - a));
  });

  test("marks the page as js before first paint", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
  });

  test("search finds products by name and shows a results listing", async ({ page }) => {
    await page.goto("/shop");
    // With JavaScript the box is a combobox suggesting products (issue 12, e2e/header.spec.ts).
    await page.getByRole("combobox", { name: "Search products" }).fill("hoodie");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/shop\?s=hoodie/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Search results: “hoodie”/);
    await expect(page.locator(".products-grid__item").first()).toBeVisible();
  });

  test("store notice can be dismissed and stays dismissed", async ({ page }) => {
    await page.goto("/shop");
    const notice = page.getByRole("complementary", { name: "Store notice" });
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "store_notice7")?.value).toBe("hidden");
    await page.reload();
    await expect(page.getByRole("complementary", { name: "Store notice" })).toBeHidden();
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/shop");
    await expectNoAxeViolations(page);
  });

  test("shows three columns on large and two on small screens", async ({ page }) => {
    const columns = () =>
      page.locator(".products-grid").first().evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto("/shop");
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 700, height: 800 });
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 500, height: 800 });
    expect(await columns()).toBe(2);
  });
});

test.describe("shop listing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders fully on the server and sorts with the submit button", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.locator("html")).toHaveClass(/no-js/);
    await expect(page.locator(".products-grid__item")).toHaveCount(12);
    await page.getByRole("combobox", { name: "Shop order" }).selectOption("price");
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/orderby=price/);
    await expect(page.locator(".products-grid__item").first()).toBeVisible();
  });

  test("category archive and product page open from the menu", async ({ page }) => {
    await page.goto("/shop");
    const firstCategory = page.getByRole("navigation", { name: "Main" }).locator("a[href^='/product-category/']").first();
    const name = (await firstCategory.textContent()) ?? "";
    await firstCategory.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await page.locator(".products-grid__item a[href^='/product/']").first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("SEO files", () => {
  test("sitemap lists products and robots points at it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    expect(await sitemap.text()).toContain("/product/");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  test("unknown pages answer 404", async ({ request }) => {
    expect((await request.get("/product/does-not-exist")).status()).toBe(404);
    expect((await request.get("/product-category/nope")).status()).toBe(404);
    expect((await request.get("/shop/page/9999/")).status()).toBe(404);
  });
});
