import { expect, test } from "./helpers/test.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop, headerCart, miniCart } from "./helpers/cart.ts";

test.describe("mini cart and header cart", () => {
  test("the toggle opens the dropdown; Escape closes it; axe finds nothing with it open", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.keyboard.press("Escape");
    await expect(miniCart(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Show cart contents" });
    await toggle.click();
    await expect(miniCart(page)).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(miniCart(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the hide-if-empty toggle shows only while the items-in-cart cookie is above 0", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.locator("[data-cart-toggle]")).toBeHidden();
    await addFromShop(page, "Canvas Dad Cap");
    await page.reload();
    await expect(page.locator("[data-cart-toggle]")).toBeVisible();
  });

  test("removing a row blocks it while the request runs", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/cart/remove-item", async (route) => {
      await held;
      await route.continue();
    });
    const dialog = miniCart(page);
    await expect(dialog).toBeVisible();
    const row = dialog.locator("li.mini_cart_item");
    await dialog.getByRole("link", { name: "Remove “Canvas Dad Cap” from cart" }).click();
    await expect(row).toHaveClass(/\bblocked\b/);
    await expect(row).toHaveAttribute("aria-busy", "true");
    release();
    await expect(dialog).toContainText("No products in the cart.");
    await expect(headerCart(page)).toContainText("0 items");
    await expect(page.locator("[data-toasts]")).toContainText("“Canvas Dad Cap” removed.");
  });

  test("when removal fails the browser follows the remove link itself", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.route("**/api/v1/cart/remove-item", (route) => route.abort());
    await miniCart(page).getByRole("link", { name: "Remove “Canvas Dad Cap” from cart" }).click();
    await expect(page).toHaveURL(/\/cart\?remove_item=/);
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
  });

  test("two tabs stay in step through the storage event", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto("/shop");
    await expect(headerCart(second)).toContainText("0 items");
    await addFromShop(first, "Canvas Dad Cap");
    await expect(headerCart(second)).toContainText("1 item");
    await expect(miniCart(second).locator("li.mini_cart_item")).toHaveCount(1);
  });

  test("an added-to-cart notice on the page opens the mini cart", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    const id = await page.locator("form.product-card__form input[name=product_id]").first().inputValue();
    await page.goto(`/product/canvas-dad-cap?added-to-cart=${id}`);
    await expect(page.locator("[data-added-to-cart-notice]")).toBeVisible();
    await expect(miniCart(page)).toBeVisible();
  });

  test("a return from the back-forward cache refreshes the cart", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.evaluate(() => sessionStorage.clear());
    const refreshed = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/v1/cart");
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    await refreshed;
  });
});
