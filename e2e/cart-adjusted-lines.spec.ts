import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { addThroughApi, headerCart } from "./helpers/cart.ts";

// Lines the catalogue no longer backs: the cart page says what changed and adjusts. The catalogue
// is changed in the shop's own database file, as an import or a sale elsewhere would change it.
// The demo's Walnut Wall Clock (4 in stock) is used by no other spec.

const CLOCK = "walnut-wall-clock";

function setClockStock(quantity: number): void {
  const dir = process.env.E2E_DIR;
  if (!dir) throw new Error("E2E_DIR is set by playwright.config.ts");
  const database = new DatabaseSync(join(dir, "shop.sqlite"));
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    // A new updated_at, as every catalogue save stamps one.
    database.prepare("update products set stock_quantity = ?, updated_at = ? where slug = ?").run(quantity, new Date().toISOString(), CLOCK);
  } finally {
    database.close();
  }
}

function clockId(): number {
  const dir = process.env.E2E_DIR ?? "";
  const database = new DatabaseSync(join(dir, "shop.sqlite"), { readOnly: true });
  try {
    const row = database.prepare("select id from products where slug = ?").get(CLOCK) as { id: number } | undefined;
    if (!row) throw new Error(`demo product ${CLOCK} is missing`);
    return row.id;
  } finally {
    database.close();
  }
}

test.describe("cart lines the catalogue changed under", () => {
  test.describe.configure({ mode: "serial" });
  test.afterAll(() => setClockStock(4));

  test("stock that shrank lowers the line, and stock that ran out removes it, each with a notice", async ({ page }) => {
    await addThroughApi(page, clockId(), 3);
    setClockStock(2);
    await page.goto("/cart");
    await expect(page.locator(".woocommerce-notices-wrapper")).toContainText(
      "The quantity of “Walnut Wall Clock” in your cart was reduced to 2 because of limited stock.",
    );
    await expect(page.getByRole("spinbutton", { name: "Walnut Wall Clock quantity" })).toHaveValue("2");
    await expect(headerCart(page)).toContainText("2 items");

    setClockStock(0);
    await page.goto("/cart");
    await expect(page.locator(".woocommerce-notices-wrapper")).toContainText(
      "“Walnut Wall Clock” has been removed from your cart because it can no longer be purchased.",
    );
    await expect(page.locator("tr.cart_item")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Return to shop" })).toBeVisible();
  });
});
