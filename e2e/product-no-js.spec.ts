import { expect, test } from "./helpers/test.ts";

test.describe("product page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders every part on the server, with all tab panels readable", async ({ page }) => {
    await page.goto("/product/classic-hoodie");
    await expect(page.locator("html")).toHaveClass(/no-js/);
    await expect(page.getByRole("heading", { level: 1, name: "Classic Hoodie" })).toBeVisible();
    await expect(page.locator("#tab-description")).toBeVisible();
    await expect(page.locator("#tab-additional_information")).toBeVisible();
    await expect(page.locator("#tab-reviews")).toBeVisible();
    await expect(page.getByLabel("Colour")).toBeVisible();
  });

  test("the add-to-cart form is a real form posting to /cart with the chosen attributes", async ({ page }) => {
    await page.goto("/product/classic-hoodie");
    const form = page.locator("form.variations_form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/cart");
    await expect(form.locator('select[name="attribute_pa_colour"]')).toHaveCount(1);
    await expect(form.locator('select[name="attribute_size"]')).toHaveCount(1);
  });

  test("publishes structured data for search engines", async ({ page }) => {
    await page.goto("/product/classic-hoodie");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = JSON.parse(blocks[0] ?? "[]") as { "@type": string; offers?: { "@type": string }; aggregateRating?: unknown }[];
    const product = data.find((d) => d["@type"] === "Product");
    expect(product?.offers?.["@type"]).toBe("AggregateOffer");
    expect(product?.aggregateRating).toBeTruthy();
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/product\/classic-hoodie$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  });
});
