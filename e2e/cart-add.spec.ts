import { expect, test } from "./helpers/test.ts";
import { collectCartRequests, headerCart, miniCart, productIdOnShop } from "./helpers/cart.ts";
import { openProduct } from "./helpers/product-page.ts";
import { CART_DROPDOWN_AUTO_CLOSE_MS } from "../app/islands/cart/cart-constants.ts";

/** Any fixed start for the page's clock; the pause comes after every timer the page load set. */
const CLOCK_START = Date.parse("2026-01-05T09:00:00Z");
const CLOCK_PAUSE_AFTER_MS = 60_000;

test.describe("add to cart with JavaScript", () => {
  test("a listing button goes loading → added, adds View cart, fills the header and opens the dropdown for 5 s", async ({ page }) => {
    // The page's clock stands still once the page has loaded, so the 5 s are counted on it alone.
    await page.clock.install({ time: CLOCK_START });
    await page.goto("/shop");
    await page.clock.pauseAt(CLOCK_START + CLOCK_PAUSE_AFTER_MS);
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
    await page.clock.runFor(CART_DROPDOWN_AUTO_CLOSE_MS - 1);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog).toBeHidden();
    await expect(page.locator("[data-cart-toggle]")).toBeVisible();
  });

  test("queued requests go out one at a time, in order", async ({ page }) => {
    // Counts the page's own calls to fetch for the add endpoint, before the network sees them.
    await page.addInitScript(() => {
      const send = window.fetch.bind(window);
      const counter = window as unknown as { addItemFetches: number };
      counter.addItemFetches = 0;
      window.fetch = (input, init) => {
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
        if (url.endsWith("/api/v1/cart/add-item")) counter.addItemFetches += 1;
        return send(input, init);
      };
    });
    await page.goto("/shop");
    const order: number[] = [];
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/cart/add-item", async (route) => {
      order.push((route.request().postDataJSON() as { product_id: number }).product_id);
      if (order.length === 1) await firstHeld;
      await route.continue();
    });
    const cap = await productIdOnShop(page, "Canvas Dad Cap");
    const candle = await productIdOnShop(page, "Cedar & Smoke Soy Candle");
    const capButton = page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" });
    const candleButton = page.getByRole("button", { name: "Add to cart: “Cedar & Smoke Soy Candle”" });
    await capButton.click();
    await expect.poll(() => order).toEqual([cap]);
    // The second add is queued (its button is loading) while the first request is still held...
    await candleButton.click();
    await expect(candleButton).toHaveClass(/\bloading\b/);
    // ...and the page has not sent it. With the CSRF cookie already set, a send that did not wait
    // for the queue would have called fetch within the click's own task, before this check.
    expect(await page.evaluate(() => (window as unknown as { addItemFetches: number }).addItemFetches)).toBe(1);
    release();
    await expect(candleButton).toHaveClass(/\badded\b/);
    expect(order).toEqual([cap, candle]);
    await expect(headerCart(page)).toContainText("2 items");
  });

  test("an add-to-cart button without a product id is left to the browser: its form posts the page", async ({ page }) => {
    await page.goto("/shop");
    const requests = collectCartRequests(page);
    // A theme's markup without the id (spec §5): neither the hidden field nor the data attribute.
    const form = page.locator("form.product-card__form").filter({ has: page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }) });
    await form.evaluate((element) => {
      element.querySelector('input[name="product_id"]')?.remove();
      element.querySelector("button")?.removeAttribute("data-product_id");
    });
    const posted = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === "POST");
    await form.getByRole("button").click();
    expect(new URL((await posted).url()).pathname).toBe("/cart");
    await expect(page).toHaveURL(/\/cart$/);
    expect(requests.filter((request) => request.method() === "POST")).toEqual([]);
  });

  test("a variable product's Select options link opens its page without a cart request", async ({ page }) => {
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
