import { expect, type Page, type Request } from "@playwright/test";

/** Requests the cart script makes to the cart API (GET /api/v1/cart and the cart posts). */
export function collectCartRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/v1/cart")) seen.push(request);
  });
  return seen;
}

/** The header's cart link ("Cart 2 items $40.00" once the script has filled it). */
export function headerCart(page: Page) {
  return page.locator("[data-cart-link]");
}

export function miniCart(page: Page) {
  return page.locator("dialog[data-mini-cart]");
}

/** Opens /shop and adds the named simple product from its card, waiting for the added state. */
export async function addFromShop(page: Page, productName: string): Promise<void> {
  await page.goto("/shop");
  const button = page.getByRole("button", { name: `Add to cart: “${productName}”` });
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
}

/** Puts a product in the cart through the JSON API (shares the page's cookies). */
export async function addThroughApi(page: Page, productId: number, quantity = 1): Promise<void> {
  await page.goto("/shop");
  const status = await page.evaluate(
    async ({ productId, quantity }) => {
      await fetch("/api/v1/account/me");
      const token = document.cookie.split("; ").find((c) => c.startsWith("csrf_token="))?.slice("csrf_token=".length) ?? "";
      const response = await fetch("/api/v1/cart/add-item", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": token },
        body: JSON.stringify({ product_id: productId, quantity }),
      });
      return response.status;
    },
    { productId, quantity },
  );
  expect(status).toBe(201);
}

/** The id in a listing card's hidden product_id field. */
export async function productIdOnShop(page: Page, productName: string): Promise<number> {
  const form = page.locator("form.product-card__form").filter({ has: page.getByRole("button", { name: `Add to cart: “${productName}”` }) });
  return Number(await form.locator('input[name="product_id"]').inputValue());
}
