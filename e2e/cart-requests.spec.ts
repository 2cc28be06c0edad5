import { expect, test } from "./helpers/test.ts";
import { addFromShop, addThroughApi, collectCartRequests, headerCart, productIdOnShop } from "./helpers/cart.ts";
import { openProduct } from "./helpers/product-page.ts";

// A visitor without a cart costs no cart request (DESIGN.md); a visitor with one reuses the stored
// cart while its hash matches the cookie's (spec §4 "cart fragments").
test.describe("cart requests", () => {
  test("an anonymous first view of the shop and a product page makes no cart request", async ({ page }) => {
    const requests = collectCartRequests(page);
    await page.goto("/shop");
    await page.waitForLoadState("networkidle");
    await openProduct(page, "/product/classic-hoodie");
    await page.waitForLoadState("networkidle");
    expect(requests.map((r) => r.url())).toEqual([]);
    await expect(headerCart(page)).toContainText("0 items");
  });

  test("with a cart, the next page reuses the stored cart instead of asking again", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    const requests = collectCartRequests(page);
    await page.goto("/product/enamel-camp-mug");
    await page.waitForLoadState("networkidle");
    await expect(headerCart(page)).toContainText("1 item");
    expect(requests).toHaveLength(0);
  });

  test("a stale stored cart (older than 24 hours) is fetched again", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.evaluate(() => sessionStorage.setItem("wc_cart_created", String(Date.now() - 25 * 60 * 60 * 1000)));
    const requests = collectCartRequests(page);
    await page.goto("/shop");
    await expect(headerCart(page)).toContainText("1 item");
    expect(requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(["GET /api/v1/cart"]);
  });

  test("a failed refresh fires the error event and leaves the page usable", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.evaluate(() => sessionStorage.clear());
    await page.route("**/api/v1/cart?*", (route) => route.abort());
    await page.goto("/shop");
    await expect(page.locator("html")).toHaveClass(/cart-fragments-error/);
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
  });

  // Spec §4: the cart is also refreshed on cart-updated, added and removed events. Here the cart
  // changes behind the page's back (an API call the cart script does not see), then other code
  // fires the event without a cart in it: the store asks the server and the header follows.
  for (const event of ["updated_wc_div", "added_to_cart", "removed_from_cart"]) {
    test(`a ${event} event without a cart refreshes the header cart from the server`, async ({ page }) => {
      await addFromShop(page, "Canvas Dad Cap");
      await addThroughApi(page, await productIdOnShop(page, "Canvas Dad Cap"));
      await expect(headerCart(page)).toContainText("1 item");
      const requests = collectCartRequests(page);
      await page.evaluate((name) => document.body.dispatchEvent(new CustomEvent(name)), event);
      await expect(headerCart(page)).toContainText("2 items");
      expect(requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(["GET /api/v1/cart"]);
    });
  }

  test("the cart script's own added event carries the cart, so adding asks for nothing more", async ({ page }) => {
    const requests = collectCartRequests(page);
    await addFromShop(page, "Canvas Dad Cap");
    await expect(headerCart(page)).toContainText("1 item");
    expect(requests.filter((r) => r.method() === "GET").map((r) => r.url())).toEqual([]);
  });
});
