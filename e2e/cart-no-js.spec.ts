import { expect, test } from "./helpers/test.ts";

test.describe("cart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add from the product page → back with a notice → the cart shows the line", async ({ page }) => {
    await page.goto("/product/enamel-camp-mug");
    await page.getByRole("spinbutton", { name: /quantity/ }).fill("2");
    await page.locator("form.cart").getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/product\/enamel-camp-mug\?added-to-cart=\d+$/);
    await expect(page.getByRole("status")).toContainText("“Enamel Camp Mug” has been added to your cart.");
    await page.getByRole("status").getByRole("link", { name: "View cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("spinbutton", { name: "Enamel Camp Mug quantity" })).toHaveValue("2");
  });

  test("add from a listing, update the quantity, apply a coupon and remove the line", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }).click();
    await expect(page).toHaveURL(/\/shop\?added-to-cart=\d+$/);
    await page.goto("/cart");
    await page.getByRole("spinbutton", { name: "Canvas Dad Cap quantity" }).fill("3");
    await page.getByRole("button", { name: "Update cart" }).click();
    await expect(page.getByRole("spinbutton", { name: "Canvas Dad Cap quantity" })).toHaveValue("3");
    await expect(page.locator(".woocommerce-notices-wrapper")).toContainText("Cart was updated.");

    await page.getByRole("textbox", { name: "Coupon code" }).fill("FIVEOFF");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.locator(".woocommerce-notices-wrapper")).toContainText("Coupon code applied successfully.");
    await expect(page.locator(".cart_totals")).toContainText("Coupon: fiveoff");

    await page.getByRole("link", { name: "Remove “Canvas Dad Cap” from cart" }).click();
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
  });

  test("a quantity of 0 and Update cart removes the line", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }).click();
    await page.goto("/cart");
    await page.getByRole("spinbutton", { name: "Canvas Dad Cap quantity" }).fill("0");
    await page.getByRole("button", { name: "Update cart" }).click();
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
  });

  test("a removal link from another site changes nothing", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }).click();
    await page.goto("/cart");
    const key = await page.locator("tr.cart_item").getAttribute("data-cart-item-key");
    const response = await page.context().request.get(`/cart?remove_item=${key ?? ""}`, { headers: { "sec-fetch-site": "cross-site" } });
    expect(response.status()).toBe(200);
    await page.reload();
    await expect(page.locator("tr.cart_item")).toHaveCount(1);
  });
});
