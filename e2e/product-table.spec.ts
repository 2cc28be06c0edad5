import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe.ts";

// The product table at /product-table (issue 11): search, filters, sort, paging and page length
// in the URL; the §9 parameters kept on every link; complete without JavaScript; accessible, and
// stacked cards on a phone. Counts are the demo catalogue's.

const rows = (page: Page) => page.locator("table.product-table tbody tr[data-product-id]");
const rowNames = (page: Page) => page.locator("table.product-table tbody th[scope=row]").allInnerTexts();

/** The page's URL holds these parameters (a GET form also sends its empty selects, as "category="). */
async function expectParams(page: Page, expected: Record<string, string>): Promise<void> {
  await expect.poll(() => Object.fromEntries(Object.keys(expected).map((key) => [key, new URL(page.url()).searchParams.get(key)]))).toEqual(expected);
}

async function rowPrices(page: Page): Promise<number[]> {
  const texts = await page.locator("table.product-table tbody td.product-table__cell--price").allInnerTexts();
  // The first amount of each cell: the price, or the low end of a range.
  return texts.map((text) => Number(/[\d,]+\.\d\d/.exec(text)?.[0].replace(/,/g, "") ?? Number.NaN));
}

test.describe("product table", () => {
  test("search, a category filter, a price sort, page length and paging, all kept across a reload", async ({ page }) => {
    await page.goto("/product-table");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByRole("status").filter({ hasText: "Showing 1 to 25 of 32 entries" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search:" }).fill("mug");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expectParams(page, { s: "mug" });
    expect(await rowNames(page)).toContain("Enamel Camp Mug");

    await page.goto("/product-table");
    await page.getByRole("combobox", { name: "Category" }).selectOption("music");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(/category=music/);
    await expect(rows(page)).toHaveCount(4);
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("music");

    await page.getByRole("link", { name: /^Price/ }).click();
    await expect(page.getByRole("columnheader", { name: /^Price/ })).toHaveAttribute("aria-sort", "ascending");
    await page.getByRole("link", { name: /^Price/ }).click();
    await expect(page).toHaveURL(/category=music&orderby=price&order=desc/);
    await expect(page.getByRole("columnheader", { name: /^Price/ })).toHaveAttribute("aria-sort", "descending");
    const prices = await rowPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.goto("/product-table?orderby=price&order=desc");
    await page.getByRole("combobox", { name: "Show entries" }).selectOption("10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expectParams(page, { orderby: "price", order: "desc", length: "10" });
    await expect(rows(page)).toHaveCount(10);
    const firstPage = await rowNames(page);
    await page.getByRole("navigation", { name: "Product table pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/orderby=price&order=desc&paged=2&length=10/);
    await expect(page.getByRole("status").filter({ hasText: "Showing 11 to 20 of 32 entries" })).toBeVisible();
    const secondPage = await rowNames(page);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Showing 11 to 20 of 32 entries" })).toBeVisible();
    expect(await rowNames(page)).toEqual(secondPage);
    await expect(page.getByRole("columnheader", { name: /^Price/ })).toHaveAttribute("aria-sort", "descending");
  });

  test("the §9 parameters persist across table pages and hide_form=1 hides only the filter form", async ({ page }) => {
    const persisted = ["hide_form=1", "post_type=product", "lang=en", "taxonomy=product_tag", "term=gift"];
    await page.goto(`/product-table?${persisted.join("&")}&length=10`);
    await expect(page.getByRole("search", { name: "Filter products" })).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Show entries" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "of 14 entries" })).toBeVisible();

    await page.getByRole("navigation", { name: "Product table pages" }).getByRole("link", { name: "Next" }).click();
    for (const parameter of persisted) await expect(page).toHaveURL(new RegExp(`[?&]${parameter}(&|$)`));
    await expect(rows(page)).toHaveCount(4);

    await page.getByRole("link", { name: /^Name/ }).click();
    for (const parameter of persisted) await expect(page).toHaveURL(new RegExp(`[?&]${parameter}(&|$)`));
    await page.getByRole("combobox", { name: "Show entries" }).selectOption("25");
    await page.getByRole("button", { name: "Apply" }).click();
    for (const parameter of persisted) await expect(page).toHaveURL(new RegExp(`[?&]${parameter}(&|$)`));
    await expect(rows(page)).toHaveCount(14);

    // The search (s) persists too, through the filter form's hidden fields and every link.
    await page.goto("/product-table?s=coffee&post_type=product&length=10");
    await page.getByRole("combobox", { name: "Tag" }).selectOption("organic");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expectParams(page, { s: "coffee", tag: "organic", length: "10", post_type: "product" });
  });

  test("says “No matching records found” when nothing matches", async ({ page }) => {
    await page.goto("/product-table?s=no-such-product-anywhere");
    await expect(page.getByRole("status")).toHaveText("No matching records found");
    await expect(page.getByRole("cell", { name: "No matching records found" })).toBeVisible();
  });

  test("rows carry their product id", async ({ page }) => {
    await page.goto("/product-table?s=enamel%20camp%20mug");
    const id = await rows(page).first().getAttribute("data-product-id");
    expect(Number(id)).toBeGreaterThan(0);
  });

  test("hostile query parameters are normalised, and a page past the last is a 404, never a 5xx", async ({ request }) => {
    const hostile = "/product-table?paged=abc&orderby=%27%3Bdrop&order=up&length=9999&category=%00&filter_x%27=1&s=" + "%25".repeat(3000);
    expect((await request.get(hostile)).status()).toBe(200);
    expect((await request.get("/product-table?paged=999")).status()).toBe(404);
    expect((await request.get("/product-table?filter_colour=no-such-term")).status()).toBe(200);
  });

  test("has no axe violations, and on a phone rows are stacked cards with nothing scrolling sideways", async ({ page }) => {
    await page.goto("/product-table?category=clothing");
    await expect(rows(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/product-table");
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).first().evaluate((row) => getComputedStyle(row).display)).toBe("block");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe("product table without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("searches with the form, sorts by a header link and adds a row's quantity to the cart", async ({ page }) => {
    await page.goto("/product-table");
    await page.getByRole("searchbox", { name: "Search:" }).fill("mug");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expectParams(page, { s: "mug" });
    await page.getByRole("link", { name: /^SKU/ }).click();
    await expect(page).toHaveURL(/\?s=mug&orderby=sku&order=asc$/);
    await expect(page.getByRole("columnheader", { name: /^SKU/ })).toHaveAttribute("aria-sort", "ascending");

    const row = rows(page).filter({ has: page.getByRole("rowheader", { name: "Enamel Camp Mug" }) });
    await row.getByRole("spinbutton", { name: "Quantity of “Enamel Camp Mug”" }).fill("2");
    await row.getByRole("button", { name: "Add to cart: “Enamel Camp Mug”" }).click();
    await expect(page).toHaveURL(/\/product-table\?s=mug&orderby=sku&order=asc&added-to-cart=\d+$/);
    await expect(page.getByRole("status").filter({ hasText: "“Enamel Camp Mug” has been added to your cart." })).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByRole("spinbutton", { name: "Enamel Camp Mug quantity" })).toHaveValue("2");
  });

  test("a variable product's row is a form posting its options to /cart, with the product's default chosen and no variation id", async ({ page }) => {
    await page.goto("/product-table?s=classic%20hoodie");
    const form = rows(page).filter({ has: page.getByRole("rowheader", { name: "Classic Hoodie" }) }).locator("form.variations_form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/cart");
    await expect(form.getByRole("combobox", { name: "Colour for “Classic Hoodie”" })).toHaveValue("blue");
    await expect(form.getByRole("combobox", { name: "Size for “Classic Hoodie”" })).toHaveValue("");
    await expect(form.locator('input[name="variation_id"]')).toHaveValue("");
    await expect(page.getByRole("link", { name: "Select options for “Classic Hoodie”" })).toHaveCount(0);
  });
});
