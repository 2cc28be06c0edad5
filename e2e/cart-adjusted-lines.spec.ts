import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { slugify } from "../server/catalog/slugify.ts";
import { addThroughApi, headerCart } from "./helpers/cart.ts";
import { importProductsCsv } from "./helpers/shop-cli.ts";

// Lines the catalogue no longer backs: the cart page says what changed and adjusts. The stock is
// changed by the shop's CSV import, run on the server's database as a merchant would run it next
// to the live shop. The product is this spec's own: made here under a name no other spec knows,
// hidden from the catalogue, so no listing or other spec sees it.

const RUN = randomBytes(4).toString("hex");
const CLOCK = { name: `Adjusted Lines Clock ${RUN}`, sku: `E2E-ADJUSTED-${RUN}` };
const INITIAL_STOCK = 4;

function clockCsv(stock: number): string {
  const header = "Type,SKU,Name,Published,Visibility in catalog,In stock?,Stock,Regular price";
  return `${header}\nsimple,${CLOCK.sku},${CLOCK.name},1,hidden,${stock > 0 ? 1 : 0},${stock},64\n`;
}

function setClockStock(stock: number): void {
  importProductsCsv(clockCsv(stock), true);
}

/** The product id, read from its page as the add-to-cart form carries it. */
async function clockId(page: Page): Promise<number> {
  await page.goto(`/product/${slugify(CLOCK.name)}`);
  return Number(await page.locator('form.cart input[name="product_id"]').inputValue());
}

test.describe("cart lines the catalogue changed under", () => {
  test.beforeAll(() => {
    importProductsCsv(clockCsv(INITIAL_STOCK), false);
  });

  test("stock that shrank lowers the line, and stock that ran out removes it, each with a notice", async ({ page }) => {
    await addThroughApi(page, await clockId(page), 3);
    setClockStock(2);
    await page.goto("/cart");
    await expect(page.locator(".woocommerce-notices-wrapper")).toContainText(
      `The quantity of "${CLOCK.name}" in your cart was reduced to 2 because of limited stock.`,
    );
    await expect(page.getByRole("spinbutton", { name: `${CLOCK.name} quantity` })).toHaveValue("2");
    await expect(headerCart(page)).toContainText("2 items");

    setClockStock(0);
    await page.goto("/cart");
    await expect(page.locator(".woocommerce-notices-wrapper")).toContainText(
      `"${CLOCK.name}" has been removed from your cart because it can no longer be purchased.`,
    );
    await expect(page.locator("tr.cart_item")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Return to shop" })).toBeVisible();
  });
});
