import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { headerCart, miniCart } from "./helpers/cart.ts";
import { importProductsCsv } from "./helpers/shop-cli.ts";

// The product table's multi-add (issue 11, decision 038): a checkbox per row, "Select all", a
// sticky "Add N items to cart – <total>" bar whose "Add Selected To Cart" sends the ticked rows in
// one request, a per-line answer, the header and mini cart updated; and, without JavaScript, the
// multi-add form posting the ticked rows. The simple and out-of-stock products are this spec's own
// (a name no other spec knows, shown in search results only, so the table's counts elsewhere stay
// the demo catalogue's); the variable one is the demo's Classic Hoodie.

const RUN = randomBytes(4).toString("hex");
const SEARCH = `/product-table?s=multiadd+${RUN}`;
const KETTLE = `Multiadd ${RUN} Kettle`;
const LAMP = `Multiadd ${RUN} Lamp`;

const checkbox = (page: Page, name: string) => page.getByRole("checkbox", { name: `Select “${name}”` });
const bar = (page: Page) => page.getByRole("region", { name: "Selected products" });
const answer = (page: Page) => page.getByRole("list", { name: "Add to cart results" });
const addSelected = (page: Page) => bar(page).getByRole("button", { name: "Add Selected To Cart" });
const ADDED_KETTLE = `“${KETTLE}” has been added to your cart.`;
const REFUSED_LAMP = `You cannot add "${LAMP}" to the cart because the product is out of stock.`;

test.beforeAll(() => {
  const header = "Type,SKU,Name,Published,Visibility in catalog,In stock?,Stock,Regular price";
  importProductsCsv(`${header}\nsimple,E2E-MULTI-KETTLE-${RUN},${KETTLE},1,search,1,50,12.50\nsimple,E2E-MULTI-LAMP-${RUN},${LAMP},1,search,0,0,30\n`, false);
});

test.describe("product table multi-add", () => {
  test("ticks a simple product, raises its quantity to 2 and ticks an out-of-stock one, the bar follows with 3 items and their total, one request adds one and refuses the other per line, and the header and mini cart update", async ({ page }) => {
    await page.goto(SEARCH);
    const kettleRow = page.locator("tr[data-product-id]").filter({ has: page.getByRole("rowheader", { name: KETTLE }) });
    await checkbox(page, KETTLE).check();
    await expect(bar(page)).toContainText("Add 1 item to cart – $12.50");
    await kettleRow.getByRole("spinbutton", { name: `Quantity of “${KETTLE}”` }).fill("2");
    await expect(bar(page)).toContainText("Add 2 items to cart – $25.00");
    await checkbox(page, LAMP).check();
    await expect(bar(page)).toContainText("Add 3 items to cart – $55.00");
    await expectNoAxeViolations(page);

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/v1/cart/add-items")) posts.push(request.postData() ?? "");
    });
    await addSelected(page).dblclick();
    await expect(answer(page).getByRole("listitem")).toHaveText([ADDED_KETTLE, REFUSED_LAMP]);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0] ?? "{}")).toEqual({ items: [{ product_id: expect.any(Number), quantity: 2 }, { product_id: expect.any(Number), quantity: 1 }] });
    await expect(headerCart(page)).toContainText("2 items");
    await expect(miniCart(page)).toBeVisible();
    await expect(miniCart(page)).toContainText(KETTLE);
    // The added row is unticked; the refused one stays ticked for the shopper to decide.
    await expect(checkbox(page, KETTLE)).not.toBeChecked();
    await expect(checkbox(page, LAMP)).toBeChecked();
    await expect(bar(page)).toContainText("Add 1 item to cart – $30.00");
    await expectNoAxeViolations(page);
  });

  test("a variable product ticked with its size unchosen is counted without a total and refused with “Please choose product options…”; once chosen in its row it is priced and added", async ({ page }) => {
    await page.goto("/product-table?s=classic%20hoodie");
    const hoodieRow = page.locator("tr[data-product-id]").filter({ has: checkbox(page, "Classic Hoodie") });
    // The row's first variation check (100 ms after load) picks the default colour only.
    await hoodieRow.locator("form.variations_form[data-first-check=done]").waitFor({ state: "attached" });
    await checkbox(page, "Classic Hoodie").check();
    await expect(bar(page).locator("[data-multi-add-summary]")).toHaveText("Add 1 item to cart");
    await addSelected(page).click();
    await expect(answer(page).getByRole("listitem")).toHaveText(["Please choose product options…"]);
    await expect(headerCart(page)).toContainText("0 items");

    // The in-row variations script sets the row's data-unit-price for the chosen variation (decision 038).
    await hoodieRow.getByRole("combobox", { name: "Size for “Classic Hoodie”" }).selectOption("l");
    await checkbox(page, "Classic Hoodie").check();
    await expect(bar(page).locator("[data-multi-add-summary]")).toHaveText("Add 1 item to cart – $59.00");
    await addSelected(page).click();
    await expect(answer(page).getByRole("listitem")).toHaveCount(1);
    await expect(answer(page).getByRole("listitem")).not.toHaveText(["Please choose product options…"]);
    await expect(headerCart(page)).toContainText("1 item");
  });

  test("“Select all” ticks every row that can be added and unticks them again; pressed with none ticked, the button says to select products", async ({ page }) => {
    await page.goto("/product-table?length=10");
    const boxes = page.locator("table.product-table input.product-table__select");
    const count = await boxes.count();
    expect(count).toBeGreaterThan(5);
    await bar(page).getByRole("checkbox", { name: "Select all" }).check();
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    // Each row at quantity 1; the demo's variable rows have no price until chosen, so no total yet.
    await expect(bar(page).locator("[data-multi-add-summary]")).toHaveText(`Add ${count} items to cart`);
    await bar(page).getByRole("checkbox", { name: "Select all" }).uncheck();
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await expect(addSelected(page)).toBeDisabled();
    // aria-disabled keeps it focusable; pressed with nothing ticked, it says what to do.
    await addSelected(page).focus();
    await page.keyboard.press("Enter");
    await expect(bar(page).getByRole("status")).toHaveText("Please select one or more products.");
  });

  test("a failed request says the cart's usual words and leaves the rows ticked", async ({ page }) => {
    await page.goto(SEARCH);
    await page.route("**/api/v1/cart/add-items", (route) => route.abort());
    await checkbox(page, KETTLE).check();
    await addSelected(page).click();
    await expect(page.locator("[data-toasts]")).toContainText("Your cart could not be updated. Please try again.");
    await expect(checkbox(page, KETTLE)).toBeChecked();
  });

  test("has no axe violations on a phone with the bar showing, rows stacked and nothing scrolling sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(SEARCH);
    await checkbox(page, KETTLE).check();
    await expect(bar(page)).toContainText("Add 1 item to cart – $12.50");
    expect(await page.locator("tr[data-product-id]").first().evaluate((row) => getComputedStyle(row).display)).toBe("block");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe("product table multi-add without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts the ticked rows, comes back to the same table view with the per-line answer shown once, to this visitor only", async ({ page, browser, request }) => {
    await page.goto(SEARCH);
    await checkbox(page, KETTLE).check();
    await checkbox(page, LAMP).check();
    await addSelected(page).click();
    await expect(page).toHaveURL(new RegExp(`/product-table\\?s=multiadd\\+${RUN}$`));
    await expect(answer(page).getByRole("listitem")).toHaveText([ADDED_KETTLE, REFUSED_LAMP]);

    // Another visitor on the same URL gets the table without this answer (never from the cache).
    const other = await browser.newPage();
    await other.goto(SEARCH);
    await expect(other.getByRole("checkbox", { name: `Select “${KETTLE}”` })).toBeVisible();
    await expect(other.getByRole("list", { name: "Add to cart results" })).toHaveCount(0);
    await other.close();
    // The table view itself stays cacheable for everyone else.
    await request.get(SEARCH);
    expect((await request.get(SEARCH)).headers()["x-cache"]).toBe("hit");

    await page.reload();
    await expect(answer(page)).toHaveCount(0);
    await page.goto("/cart");
    await expect(page.getByRole("spinbutton", { name: `${KETTLE} quantity` })).toHaveValue("1");
  });

  test("posting with no row ticked says to select products", async ({ page }) => {
    await page.goto(SEARCH);
    await addSelected(page).click();
    await expect(page.getByRole("alert")).toHaveText("Please select one or more products.");
  });
});
