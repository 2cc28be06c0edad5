import { expect, test } from "./helpers/test.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop, headerCart } from "./helpers/cart.ts";

test.describe("cart page with JavaScript", () => {
  test("shows the lines, totals and checkout link, and passes axe", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/cart");
    const row = page.locator("tr.cart_item");
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("link", { name: "Canvas Dad Cap", exact: true })).toBeVisible();
    await expect(row.locator("img")).toHaveCount(1);
    await expect(row.getByRole("spinbutton", { name: "Canvas Dad Cap quantity" })).toHaveValue("1");
    for (const label of ["Subtotal", "Total"]) await expect(page.locator(".cart_totals").getByRole("rowheader", { name: label, exact: true })).toBeVisible();
    // The demo shop sits in Oregon, which has no sales tax: the estimate before checkout is $0.00.
    const tax = page.locator(".cart_totals tr.tax-total");
    await expect(tax.getByRole("rowheader")).toHaveText("Tax (estimated for United States (US))");
    await expect(tax.getByRole("cell")).toHaveText("$0.00");
    await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveAttribute("href", "/checkout");
    await expectNoAxeViolations(page);
  });

  test("plus and minus change the quantity and Update cart saves it without a reload", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/cart");
    const quantity = page.getByRole("spinbutton", { name: "Canvas Dad Cap quantity" });
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(quantity).toHaveValue("2");
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole("button", { name: "Update cart" }).click();
    await expect(page.locator(".toast--info")).toContainText("Cart was updated.");
    await expect(page.getByRole("spinbutton", { name: "Canvas Dad Cap quantity" })).toHaveValue("2");
    await expect(headerCart(page)).toContainText("2 items");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test("a quantity of 0 is kept, not raised to the minimum, and Update cart removes the line", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/cart");
    const quantity = page.getByRole("spinbutton", { name: "Canvas Dad Cap quantity" });
    await quantity.fill("0");
    await quantity.blur();
    await expect(quantity).toHaveValue("0");
    await page.getByRole("button", { name: "Update cart" }).click();
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
    await expect(headerCart(page)).toContainText("0 items");
  });

  test("minus takes a quantity of 1 down to 0", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/cart");
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(page.getByRole("spinbutton", { name: "Canvas Dad Cap quantity" })).toHaveValue("0");
  });

  test("coupons: applied, already applied, wrong code, removed", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/cart");
    const settled = () => expect(page.locator("form.coupon")).not.toHaveAttribute("aria-busy", "true");
    const code = page.getByRole("textbox", { name: "Coupon code" });
    await code.fill("WELCOME10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.locator(".toast--success")).toContainText("Coupon code applied successfully.");
    await expect(page.locator(".cart_totals")).toContainText("Coupon: welcome10");
    await settled();

    await page.getByRole("textbox", { name: "Coupon code" }).fill("welcome10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.locator(".toast--info").filter({ hasText: "Coupon code already applied!" })).toBeVisible();
    await settled();

    await page.getByRole("textbox", { name: "Coupon code" }).fill("NOPE");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.locator(".toast--info").filter({ hasText: "Coupon \"NOPE\" cannot be applied because it does not exist." })).toBeVisible();
    await settled();

    await page.getByRole("button", { name: "Remove coupon “welcome10”" }).click();
    await expect(page.locator(".toast--info").filter({ hasText: "You have removed coupon code." })).toBeVisible();
    await expect(page.locator(".cart_totals")).not.toContainText("welcome10");
  });

  test("removing the last line shows the empty cart with Return to shop", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/cart");
    await page.getByRole("row").getByRole("link", { name: "Remove “Canvas Dad Cap” from cart" }).click();
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to shop" })).toHaveAttribute("href", "/shop");
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("an empty cart page passes axe", async ({ page }) => {
    await page.goto("/cart");
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
