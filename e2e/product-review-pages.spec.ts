import { expect, test } from "./helpers/test.ts";
import { openProduct } from "./helpers/product-page.ts";

// Classic Hoodie has four demo reviews, oldest first; the e2e server shows three per page.
const OLDEST = "Nice fabric, but the green is darker";
const NEWEST = "Thick, soft and the blue is gorgeous";

test.describe("review pages", () => {
  for (const address of ["/product/classic-hoodie/comment-page-2/", "/product/classic-hoodie?cpage=2"]) {
    test(`${address} shows the second page of reviews with the reviews tab open and its canonical address`, async ({ page }) => {
      await openProduct(page, address);
      await expect(page.getByRole("tab", { name: "Reviews (4)" })).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name: "Reviews (4)" });
      await expect(panel.getByText(NEWEST)).toBeVisible();
      await expect(panel.getByText(OLDEST)).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/product\/classic-hoodie\/comment-page-2\/$/);
    });
  }

  test("links lead between the review pages, and page 1 is the product's own address", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie#reviews");
    const pages = page.getByRole("navigation", { name: "Reviews pages" });
    await expect(page.getByText(OLDEST)).toBeVisible();
    await expect(page.getByText(NEWEST)).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/product\/classic-hoodie$/);
    await expect(pages.getByText("1", { exact: true })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next reviews" }).click();
    await expect(page).toHaveURL(/\/product\/classic-hoodie\/comment-page-2\/#comments$/);
    await expect(page.getByText(NEWEST)).toBeVisible();
    await page.getByRole("navigation", { name: "Reviews pages" }).getByRole("link", { name: "1", exact: true }).click();
    await expect(page).toHaveURL(/\/product\/classic-hoodie#comments$/);
    await expect(page.getByText(OLDEST)).toBeVisible();
  });

  test("a review page past the last one, or another path under the product, is not found", async ({ request }) => {
    expect((await request.get("/product/classic-hoodie/comment-page-3/")).status()).toBe(404);
    expect((await request.get("/product/classic-hoodie?cpage=9")).status()).toBe(404);
    expect((await request.get("/product/classic-hoodie/reviews")).status()).toBe(404);
  });
});
