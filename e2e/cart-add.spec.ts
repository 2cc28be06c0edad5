import { expect, test } from "@playwright/test";
import { collectCartRequests, headerCart, miniCart, productIdOnShop } from "./helpers/cart.ts";
import { openProduct } from "./helpers/product-page.ts";

test.describe("add to cart with JavaScript", () => {
  test("a listing button goes loading → added, adds View cart, fills the header and opens the dropdown for 5 s", async ({ page }) => {
    await page.goto("/shop");
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/cart/add-item", async (route) => {
      await held;
      await route.continue();
    });
    const button = page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" });
    await button.click();
    await expect(button).toHaveClass(/\bloading\b/);
    await expect(button).toHaveAttribute("aria-busy", "true");
    // hide-if-empty widgets show while an item is being added.
    await expect(page.locator("[data-cart-toggle]")).toBeVisible();
    release();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(button.locator("xpath=following-sibling::a[1]")).toHaveText("View cart");
    await expect(headerCart(page)).toContainText("1 item");
    await expect(headerCart(page)).toContainText("$");
    const dialog = miniCart(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Canvas Dad Cap");
    await expect(page.locator("[data-toasts] .toast--success")).toContainText("“Canvas Dad Cap” has been added to your cart.");
    await page.waitForTimeout(5200);
    await expect(dialog).toBeHidden();
    await expect(page.locator("[data-cart-toggle]")).toBeVisible();
  });

  test("queued requests go out one at a time, in order", async ({ page }) => {
    await page.goto("/shop");
    const order: string[] = [];
    let inFlight = 0;
    let overlapped = false;
    await page.route("**/api/v1/cart/add-item", async (route) => {
      inFlight += 1;
      if (inFlight > 1) overlapped = true;
      order.push(String((route.request().postDataJSON() as { product_id: number }).product_id));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
      inFlight -= 1;
    });
    const cap = await productIdOnShop(page, "Canvas Dad Cap");
    const candle = await productIdOnShop(page, "Cedar & Smoke Soy Candle");
    await page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }).click();
    await page.getByRole("button", { name: "Add to cart: “Cedar & Smoke Soy Candle”" }).click();
    await expect(page.getByRole("button", { name: "Add to cart: “Cedar & Smoke Soy Candle”" })).toHaveClass(/\badded\b/);
    expect(order).toEqual([String(cap), String(candle)]);
    expect(overlapped).toBe(false);
    await expect(headerCart(page)).toContainText("2 items");
  });

  test("a button without a product id works as a plain link", async ({ page }) => {
    await page.goto("/shop");
    const requests = collectCartRequests(page);
    await page.getByRole("link", { name: "Select options for “Classic Hoodie”" }).click();
    await expect(page).toHaveURL(/\/product\/classic-hoodie$/);
    expect(requests).toHaveLength(0);
  });

  test("an error with product_url takes the shopper to the product page", async ({ page }) => {
    await page.goto("/shop");
    // A listing form pointed at a variable product: the API answers variation_required + product_url.
    const hoodieId = await page.evaluate(async () => {
      const html = await (await fetch("/product/classic-hoodie")).text();
      return /name="product_id" value="(\d+)"/.exec(html)?.[1] ?? "";
    });
    const form = page.locator("form.product-card__form").first();
    await form.locator('input[name="product_id"]').evaluate((input, id) => ((input as HTMLInputElement).value = id), hoodieId);
    await form.getByRole("button").click();
    await expect(page).toHaveURL(/\/product\/classic-hoodie$/);
  });

  test("with redirect-after-add on, the shopper goes to the cart", async ({ page }) => {
    await page.goto("/shop");
    await page.locator("[data-cart-settings]").evaluate((el) => el.setAttribute("data-cart-redirect-after-add", "yes"));
    await page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("link", { name: "Canvas Dad Cap", exact: true })).toBeVisible();
  });

  test("the product page form adds with its quantity and opens the cart", async ({ page }) => {
    await openProduct(page, "/product/enamel-camp-mug");
    await page.getByRole("spinbutton", { name: /quantity/ }).fill("3");
    const button = page.locator("form.cart").getByRole("button", { name: "Add to cart" });
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(page.locator("form.cart a.added_to_cart")).toHaveText("View cart");
    await expect(headerCart(page)).toContainText("3 items");
    await expect(miniCart(page)).toContainText("Enamel Camp Mug");
  });

  test("a variation form sends the chosen attributes", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie");
    await page.getByLabel("Colour").selectOption({ index: 1 });
    await page.getByLabel("Size").selectOption({ index: 1 });
    const button = page.locator("form.variations_form").getByRole("button", { name: "Add to cart" });
    await expect(button).not.toHaveClass(/disabled/);
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(miniCart(page).locator("dl.variation")).toBeVisible();
  });

  test("the off-canvas setting opens a modal drawer that Escape closes", async ({ page }) => {
    await page.goto("/shop");
    await page.locator("[data-cart-settings]").evaluate((el) => el.setAttribute("data-cart-style", "off-canvas"));
    await page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }).click();
    const dialog = miniCart(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/mini-cart--off-canvas/);
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    await expect(dialog.getByRole("button", { name: "Close cart" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a grouped product's form adds each child with a quantity, in order, without a reload", async ({ page }) => {
    await page.goto("/product/coffee-lovers-bundle");
    const requests = collectCartRequests(page);
    await page.getByRole("spinbutton", { name: "Enamel Camp Mug quantity" }).fill("2");
    await page.getByRole("spinbutton", { name: "Colombia Huila Whole Beans 250 g quantity" }).fill("1");
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator("form.grouped_form").getByRole("button", { name: "Add to cart" }).click();
    await expect(headerCart(page)).toContainText("3 items");
    await expect(miniCart(page)).toContainText("Enamel Camp Mug");
    await expect(miniCart(page)).toContainText("Colombia Huila Whole Beans 250 g");
    // One add per child with a quantity, in the order the form lists them.
    const filled = await page.locator("form.grouped_form input[name^='quantity[']").evaluateAll((inputs) =>
      inputs.flatMap((input) => {
        const { name, value } = input as HTMLInputElement;
        return value === "" ? [] : [{ product_id: Number(/\[(\d+)\]/.exec(name)?.[1]), quantity: Number(value) }];
      }),
    );
    expect(filled).toHaveLength(2);
    const bodies = requests.filter((r) => r.method() === "POST").map((r) => r.postDataJSON() as { product_id: number; quantity: number });
    expect(bodies.map(({ product_id, quantity }) => ({ product_id, quantity }))).toEqual(filled);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
