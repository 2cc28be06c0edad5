import { gzipSync } from "node:zlib";
import { expect, test } from "./helpers/test.ts";
import type { Page, Response } from "@playwright/test";
import { CHECKOUT_PAGE_INITIAL_JS_BUDGET_KB } from "../bench/initial-js-size.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop } from "./helpers/cart.ts";
import { acceptTerms, chooseOption, fillBillingDetails } from "./helpers/checkout.ts";

// The checkout's address fields follow the country: searchable country and state selects (a WAI-ARIA
// combobox with the §8 dropdown messages), lines ordered, labelled and required as the country
// writes them, postcodes checked by the country's shape; plain selects without JavaScript.

/** The bench's units: 1 KB = 1000 bytes, node:zlib's default gzip level. */
const BYTES_PER_KB = 1000;
const GZIP_LEVEL = 6;

const billing = (page: Page) => page.locator(".woocommerce-billing-fields");
const country = (page: Page) => billing(page).getByRole("combobox", { name: "Country / Region" });

test.describe("checkout address fields", () => {
  test.beforeEach(async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
  });

  test("the country combobox works by keyboard: type, arrow down, Enter", async ({ page }) => {
    const box = country(page);
    await expect(box).toHaveValue("United States (US)");
    await box.click();
    await box.press("ControlOrMeta+a");
    await box.pressSequentially("United K");
    const listbox = page.getByRole("listbox", { name: "Country / Region" }).first();
    await expect(listbox.getByRole("option")).toHaveText(["United Kingdom (GB)"]);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    expect(active).not.toBeNull();
    await expect(page.locator(`#${active}`)).toHaveText("United Kingdom (GB)");
    await box.press("Enter");
    await expect(box).toHaveValue("United Kingdom (GB)");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(billing(page).locator('select[name="billing_country"]')).toHaveValue("GB");
    // "Unit" lists every country with the word, and the first is chosen the same way.
    await box.fill("Unit");
    await expect(listbox.getByRole("option")).toContainText(["United Arab Emirates (AE)", "United Kingdom (GB)", "United States (US)"]);
    await box.press("Escape");
    await expect(box).toHaveValue("United Kingdom (GB)");
  });

  test("nonsense finds nothing: 'No results found' is shown and announced, and the choice stays", async ({ page }) => {
    const box = country(page);
    await box.fill("zqxw");
    const status = billing(page).locator("#billing_country-status");
    await expect(status).toHaveText("No results found");
    await expect(status).toHaveAttribute("role", "status");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.press("Tab");
    await expect(box).toHaveValue("United States (US)");
  });

  test("the state list changes with the country; the UK asks for a Postcode and an optional County", async ({ page }) => {
    const fields = billing(page);
    await chooseOption(fields, "State", "Illinois");
    await expect(fields.locator('select[name="billing_state"]')).toHaveValue("IL");
    await chooseOption(fields, "Country / Region", "Canada (CA)");
    await expect(fields.getByRole("combobox", { name: "Province" })).toBeVisible();
    await expect(fields.locator('select[name="billing_state"]')).toHaveValue("");
    await chooseOption(fields, "Province", "Ontario");
    await expect(fields.locator('select[name="billing_state"]')).toHaveValue("ON");
    await chooseOption(fields, "Country / Region", "United Kingdom (GB)");
    await expect(fields.getByRole("textbox", { name: "County (optional)" })).toBeVisible();
    await expect(fields.getByRole("textbox", { name: /^Postcode/ })).toBeVisible();
    await expect(fields.getByText("ZIP Code")).toHaveCount(0);
    await chooseOption(fields, "Country / Region", "Germany (DE)");
    await expect(fields.locator("#billing_state_field")).toBeHidden();
    await expect(fields.getByRole("textbox", { name: /County|State|Province/ })).toHaveCount(0);
    // Germany writes the postcode before the town.
    const order = await fields.locator("[data-address-field]:not([hidden])").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-address-field")));
    expect(order).toEqual(["country", "address_1", "address_2", "postcode", "city"]);
  });

  test("changing the country refreshes the review (UK VAT)", async ({ page }) => {
    await fillBillingDetails(page);
    const review = page.locator("[data-review-slot]");
    await expect(review.getByRole("radio", { name: "Flat rate: $5.00" })).toBeChecked();
    await chooseOption(billing(page), "Country / Region", "United Kingdom (GB)");
    await expect(review.getByRole("radio", { name: "Flat rate: $9.50" })).toBeChecked();
    await expect(review.getByRole("row", { name: "VAT $5.70" })).toBeVisible();
  });

  test("a US ZIP of the wrong shape is refused at its field", async ({ page }) => {
    await fillBillingDetails(page, { "ZIP Code": "1234" });
    await acceptTerms(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert")).toContainText("Billing ZIP Code is not a valid postcode / ZIP.");
    const zip = billing(page).getByRole("textbox", { name: "ZIP Code" });
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(zip).toBeFocused();
    await expect(billing(page).locator("#billing_postcode-error")).toHaveText("ZIP Code is not a valid postcode / ZIP.");
  });

  test("the checkout has no axe violations with the country list open", async ({ page }) => {
    await country(page).click();
    await expect(page.getByRole("listbox", { name: "Country / Region" }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await country(page).fill("zqxw");
    await expect(billing(page).locator("#billing_country-status")).toHaveText("No results found");
    await expectNoAxeViolations(page);
  });
});

test("the checkout page's initial JavaScript, comboboxes included, stays under the 120 KB gzip budget", async ({ page }) => {
  await addFromShop(page, "Canvas Dad Cap");
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  await page.goto("/checkout");
  await expect(country(page)).toBeVisible();
  const paths = scripts.map((response) => new URL(response.url()).pathname);
  expect(paths.some((path) => path.startsWith("/islands/assets/checkout"))).toBe(true);
  // Measured as bench/initial-js-size.ts measures it: each file gzipped at level 6.
  const bodies = await Promise.all(scripts.map((response) => response.body()));
  const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: GZIP_LEVEL }).length, 0);
  expect(gzipBytes).toBeLessThanOrEqual(CHECKOUT_PAGE_INITIAL_JS_BUDGET_KB * BYTES_PER_KB);
});

test.describe("checkout address fields without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("country and state are plain selects, and a UK order goes through after 'Update totals'", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }).click();
    await page.goto("/checkout");
    const fields = billing(page);
    await expect(fields.getByRole("combobox", { name: "Country / Region" })).toHaveJSProperty("tagName", "SELECT");
    await fields.getByLabel("Country / Region").selectOption({ label: "United Kingdom (GB)" });
    await page.getByRole("button", { name: "Update totals" }).click();
    await expect(fields.getByRole("textbox", { name: "County (optional)" })).toBeVisible();
    await fillBillingDetails(page, { "Country / Region": "United Kingdom (GB)", State: "", "ZIP Code": "" });
    await fields.getByLabel("Postcode").fill("SW1A 2AA");
    await page.getByRole("radio", { name: "Direct bank transfer" }).check();
    await acceptTerms(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  });
});
