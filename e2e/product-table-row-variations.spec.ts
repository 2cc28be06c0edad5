import { expect, test } from "./helpers/test.ts";
import type { Locator, Page, Request } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { headerCart, miniCart } from "./helpers/cart.ts";
import { collectAlerts } from "./helpers/product-page.ts";

// Variable products in the product table (issue 11, decision 037): a row's dropdowns and the quick
// view's variations form follow the product page's rules (impossible options left out or disabled,
// the chosen variation's price, stock and picture shown, refusals in the product page's words),
// and without JavaScript the row is a form the cart resolves. Facts are the demo catalogue's
// Classic Hoodie: Blue by default, no Green S, Blue L $59.00 with 3 in stock, Green XL unavailable.

const HOODIE = "Classic Hoodie";
const MAKE_SELECTION = "Please select some product options before adding this product to your cart.";
const UNAVAILABLE = "Sorry, this product is unavailable. Please choose a different combination.";

function hoodieRow(page: Page): Locator {
  return page.locator("table.product-table tbody tr[data-product-id]").filter({ has: page.getByRole("rowheader", { name: HOODIE }) });
}

/** Opens the table on the hoodie and waits for its row's first variation check (100 ms after load). */
async function openHoodieRow(page: Page): Promise<Locator> {
  await page.goto("/product-table?s=classic%20hoodie");
  const row = hoodieRow(page);
  await row.locator("form.variations_form[data-first-check=done]").waitFor({ state: "attached" });
  return row;
}

function addRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/v1/cart/add-item") requests.push(request);
  });
  return requests;
}

async function expectCartLine(page: Page, size: string): Promise<void> {
  await page.goto("/cart");
  const line = page.locator("tr.cart_item, tr").filter({ has: page.getByRole("link", { name: HOODIE }) });
  await expect(line.locator("dl.variation")).toContainText("Colour:Blue");
  await expect(line.locator("dl.variation")).toContainText(`Size:${size}`);
}

test.describe("product table: variable products in a row", () => {
  test("choosing options disables impossible ones and shows the variation's price, stock and id in the row", async ({ page }) => {
    const row = await openHoodieRow(page);
    const colour = row.getByRole("combobox", { name: `Colour for “${HOODIE}”` });
    const size = row.getByRole("combobox", { name: `Size for “${HOODIE}”` });
    const price = row.locator("td.product-table__cell--price");
    const rangePrice = (await price.textContent()) ?? "";
    await expect(colour).toHaveValue("blue");

    await colour.selectOption("green");
    // No green hoodie in S: removed or disabled, as on the product page.
    await expect(size.locator('option[value="s"]:not([disabled])')).toHaveCount(0);
    await expect(size.locator('option[value="m"]:not([disabled])')).toHaveCount(1);

    await colour.selectOption("blue");
    await size.selectOption("l");
    await expect(price).toContainText("$59.00");
    await expect(price).not.toHaveText(rangePrice);
    await expect(row.locator("td.product-table__cell--stock")).toHaveText("3 in stock");
    await expect(row.locator('input[name="variation_id"]')).toHaveValue(/^\d+$/);

    await row.getByRole("button", { name: `Clear the options of “${HOODIE}”` }).click();
    await expect(colour).toHaveValue("");
    await expect(size).toHaveValue("");
    await expect(row.locator('input[name="variation_id"]')).toHaveValue("");
    await expect(price).toHaveText(rangePrice);
  });

  test("the chosen variation's quantity range applies to the row's quantity field", async ({ page }) => {
    const row = await openHoodieRow(page);
    const quantity = row.getByRole("spinbutton", { name: `Quantity of “${HOODIE}”` });
    await row.getByRole("combobox", { name: `Colour for “${HOODIE}”` }).selectOption("green");
    // Green L is sold 2 to 6 at a time.
    await row.getByRole("combobox", { name: `Size for “${HOODIE}”` }).selectOption("l");
    await expect(quantity).toHaveValue("2");
    await expect(quantity).toHaveAttribute("min", "2");
    await expect(quantity).toHaveAttribute("max", "6");
    await row.getByRole("combobox", { name: `Size for “${HOODIE}”` }).selectOption("m");
    await expect(quantity).toHaveAttribute("min", "1");
    await expect(quantity).not.toHaveAttribute("max", /./);
  });

  test("adds the chosen variation to the cart from its row", async ({ page }) => {
    const row = await openHoodieRow(page);
    await row.getByRole("combobox", { name: `Size for “${HOODIE}”` }).selectOption("m");
    await row.getByRole("button", { name: `Add to cart: “${HOODIE}”` }).click();
    await expect(miniCart(page)).toBeVisible();
    await expect(miniCart(page)).toContainText(HOODIE);
    await expect(headerCart(page)).toContainText("1 item");
    await expectCartLine(page, "M");
  });

  test("an incomplete or unavailable choice is refused with the product page's words and sends nothing", async ({ page }) => {
    const alerts = collectAlerts(page);
    const requests = addRequests(page);
    const row = await openHoodieRow(page);
    const add = row.getByRole("button", { name: `Add to cart: “${HOODIE}”` });
    await expect(add).toHaveAttribute("aria-disabled", "true");
    await expect(add).toHaveClass(/wc-variation-selection-needed/);
    await add.click({ force: true });
    await expect.poll(() => alerts.at(-1)).toBe(MAKE_SELECTION);

    await row.getByRole("combobox", { name: `Colour for “${HOODIE}”` }).selectOption("green");
    await row.getByRole("combobox", { name: `Size for “${HOODIE}”` }).selectOption("xl");
    await expect(add).toHaveClass(/wc-variation-is-unavailable/);
    await add.click({ force: true });
    await expect.poll(() => alerts.at(-1)).toBe(UNAVAILABLE);
    expect(requests).toHaveLength(0);
    await expect(headerCart(page)).not.toContainText("1 item");
  });

  test("a product too large to embed its variations looks the row's choice up and shows its price", async ({ page }) => {
    const SNEAKER = "Build-Your-Own Sneaker";
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/product-table/variation/")) lookups.push(request.url());
    });
    await page.goto("/product-table?s=sneaker");
    const row = page.locator("table.product-table tbody tr[data-product-id]").filter({ has: page.getByRole("rowheader", { name: SNEAKER }) });
    await row.locator("form.variations_form[data-first-check=done]").waitFor({ state: "attached" });
    await row.getByRole("combobox", { name: `Material for “${SNEAKER}”` }).selectOption("suede");
    await row.getByRole("combobox", { name: `Size for “${SNEAKER}”` }).selectOption("43");
    await row.getByRole("combobox", { name: `Colour for “${SNEAKER}”` }).selectOption({ index: 1 });
    // Every size-43 suede sneaker is sold out: known from the index, before any lookup.
    await expect(row.getByRole("button", { name: `Add to cart: “${SNEAKER}”` })).toHaveClass(/wc-variation-is-unavailable/);
    await row.getByRole("combobox", { name: `Size for “${SNEAKER}”` }).selectOption("40");
    await expect(row.locator("td.product-table__cell--price")).toHaveText(/^\$99\.00/);
    await expect(row.locator('input[name="variation_id"]')).toHaveValue(/^\d+$/);
    expect(lookups.length).toBeGreaterThan(0);
  });

  test("has no axe violations with a choice made in a row", async ({ page }) => {
    const row = await openHoodieRow(page);
    await row.getByRole("combobox", { name: `Size for “${HOODIE}”` }).selectOption("l");
    await expect(row.locator("td.product-table__cell--price")).toContainText("$59.00");
    await expectNoAxeViolations(page);
  });
});

test.describe("product table quick view: the variations form", () => {
  async function openHoodieQuickView(page: Page): Promise<Locator> {
    await page.goto("/product-table?s=classic%20hoodie");
    await page.getByRole("button", { name: `Quick view of “${HOODIE}”` }).click();
    const dialog = page.getByRole("dialog", { name: HOODIE });
    await dialog.locator("form.variations_form[data-first-check=done]").waitFor({ state: "attached" });
    return dialog;
  }

  test("shows the chosen variation's price, stock and picture, and adds it to the cart", async ({ page }) => {
    const dialog = await openHoodieQuickView(page);
    const mainImage = dialog.locator('img[data-variation-image="main"]');
    const firstPicture = await mainImage.getAttribute("src");
    await dialog.getByRole("combobox", { name: "Colour" }).selectOption("green");
    await expect(dialog.getByRole("combobox", { name: "Size" }).locator('option[value="s"]:not([disabled])')).toHaveCount(0);
    await dialog.getByRole("combobox", { name: "Size" }).selectOption("m");
    // Green M has a picture of its own.
    await expect(mainImage).not.toHaveAttribute("src", firstPicture ?? "");
    await dialog.getByRole("combobox", { name: "Colour" }).selectOption("blue");
    await dialog.getByRole("combobox", { name: "Size" }).selectOption("l");
    await expect(mainImage).toHaveAttribute("src", firstPicture ?? "");
    await expect(dialog.locator("p.price")).toContainText("$59.00");
    await expect(dialog.locator("[data-variation-stock]")).toHaveText("3 in stock");
    await expect(dialog.locator('input[name="variation_id"]')).toHaveValue(/^\d+$/);

    await dialog.getByRole("button", { name: `Add to cart: “${HOODIE}”` }).click();
    await expect(dialog).toBeHidden();
    await expect(miniCart(page)).toContainText(HOODIE);
    await expectCartLine(page, "L");
  });

  test("an incomplete choice is refused with the product page's words", async ({ page }) => {
    const alerts = collectAlerts(page);
    const requests = addRequests(page);
    const dialog = await openHoodieQuickView(page);
    const add = dialog.getByRole("button", { name: `Add to cart: “${HOODIE}”` });
    await expect(add).toHaveAttribute("aria-disabled", "true");
    await add.click({ force: true });
    await expect.poll(() => alerts.at(-1)).toBe(MAKE_SELECTION);
    expect(requests).toHaveLength(0);
    await expect(dialog).toBeVisible();
  });
});

test.describe("product table without JavaScript: variable products", () => {
  test.use({ javaScriptEnabled: false });

  test("a row's options and quantity post to /cart, which adds the matching variation", async ({ page }) => {
    await page.goto("/product-table?s=classic%20hoodie");
    const row = hoodieRow(page);
    await expect(row.locator('input[name="variation_id"]')).toHaveValue("");
    await row.getByRole("combobox", { name: `Size for “${HOODIE}”` }).selectOption("m");
    await row.getByRole("spinbutton", { name: `Quantity of “${HOODIE}”` }).fill("2");
    await row.getByRole("button", { name: `Add to cart: “${HOODIE}”` }).click();
    await expect(page).toHaveURL(/\/product-table\?s=classic\+hoodie&added-to-cart=\d+$/);
    await expectCartLine(page, "M");
    await expect(page.getByRole("spinbutton", { name: `${HOODIE} quantity` })).toHaveValue("2");
  });
});
