import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { slugify } from "../server/catalog/slugify.ts";
import { registerThroughApi, TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { headerCart } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";
import { openProduct } from "./helpers/product-page.ts";
import { importProductsCsv, runShopCli } from "./helpers/shop-cli.ts";

// The customer's actions on a subscription bought through the real checkout (issue 10, spec §8):
// Renew now, Cancel, Reactivate, Remove and Resubscribe, each posting its form and seeing its toast (Resubscribe: the checkout), by
// keyboard where it matters, with no axe violations; and the same forms without JavaScript, their
// notices in the page. One account per test (the sign-up rate limit is shared by the whole run).

const RUN = randomBytes(4).toString("hex");
/** A second plain monthly subscription of this spec's own (hidden from the catalogue), so one checkout makes a subscription of two lines. */
const DESCALER = { name: `Descaler Tablets ${RUN}`, sku: `E2E-SUB-ACTIONS-${RUN}` };

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

function detailsRow(page: Page, name: RegExp) {
  return page.getByRole("table", { name: "Subscription details" }).getByRole("row", { name });
}

/** Registers, signs up for the products (their pages' "Sign up now") through the checkout with the 4242 card, and opens the subscription. */
async function subscribeTo(page: Page, label: string, productPaths: string[]): Promise<string> {
  const email = uniqueEmail(label);
  await registerThroughApi(page.request, email, TEST_PASSWORD);
  for (const [index, path] of productPaths.entries()) {
    await openProduct(page, path);
    await page.getByRole("button", { name: "Sign up now", exact: true }).click();
    await expect(headerCart(page)).toContainText(`${index + 1} item`);
  }
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": email });
  await payByTestCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Sign up now" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  await page.goto("/my-account/subscriptions");
  await expect(page.locator("tr.order")).toHaveCount(1);
  await page.locator("tr.order").getByRole("link", { name: /View subscription number \d+/ }).last().click();
  await expect(page).toHaveURL(/\/my-account\/view-subscription\/\d+$/);
  return email;
}

// Each test buys its subscription through the whole checkout first: give them room on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(() => {
  const header = "Type,SKU,Name,Published,Visibility in catalog,In stock?,Regular price,Meta: _subscription_price,Meta: _subscription_period,Meta: _subscription_period_interval";
  importProductsCsv(`${header}\nsubscription,${DESCALER.sku},${DESCALER.name},1,hidden,1,4,4,month,1\n`, false);
});

test("Renew now pays the next period and moves the next payment a month on, Cancel leaves it pending cancellation, Reactivate makes it active again, each with its toast", async ({ page }) => {
  await subscribeTo(page, "sub-actions", ["/product/filter-paper-refills"]);
  const nextPayment = (await detailsRow(page, /Next payment date/).locator("td").textContent()) ?? "";
  const related = page.getByRole("region", { name: "Related orders" }).locator("tbody tr");
  await expect(related).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Renew now, from the keyboard.
  await page.getByRole("button", { name: "Renew now" }).focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page).locator(".toast--success")).toHaveText(/Your early renewal order was successful\./);
  await expect(related).toHaveCount(2);
  await expect(detailsRow(page, /Next payment date/)).not.toContainText(nextPayment);
  await expect(detailsRow(page, /Status Active/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(toasts(page).locator(".toast--success")).toHaveText(/Your subscription has been cancelled\./);
  await expect(detailsRow(page, /Status Pending cancellation/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Renew now" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Reactivate" }).click();
  await expect(toasts(page).locator(".toast--success")).toHaveText(/Your subscription has been reactivated\./);
  await expect(detailsRow(page, /Status Active/)).toBeVisible();
  // Still the one early renewal: nothing else was charged.
  await expect(related).toHaveCount(2);
});

test("Remove takes one product out of a subscription of two, reprices it, and says so in a toast", async ({ page }) => {
  await subscribeTo(page, "sub-remove", ["/product/filter-paper-refills", `/product/${slugify(DESCALER.name)}`]);
  const totals = page.locator(".woocommerce-subscription-totals");
  await expect(totals).toContainText(DESCALER.name);
  // $12.00 of products and the $5.00 a US order ships for.
  await expect(totals.locator("tfoot tr").last()).toContainText("$17.00 / month");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Remove ${DESCALER.name}` }).click();
  await expect(toasts(page).locator(".toast--success")).toContainText(`“${DESCALER.name}” has been removed from your subscription.`);
  await expect(totals).not.toContainText(DESCALER.name);
  await expect(totals.locator("tfoot tr").last()).toContainText("$13.00 / month");
  // One line left: nothing more to remove.
  await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("Resubscribe to a cancelled subscription fills the cart and goes to the checkout, whose new subscription is linked to the old one", async ({ page }) => {
  const email = await subscribeTo(page, "sub-resubscribe", ["/product/filter-paper-refills"]);
  const oldAddress = page.url();
  const subscriptionId = oldAddress.split("/").at(-1) ?? "";
  // The merchant suspends it; on hold, nothing is paid ahead, so the customer's Cancel ends it at once.
  runShopCli(["subscriptions", "suspend", subscriptionId]);
  await page.reload();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(toasts(page).locator(".toast--success")).toHaveText(/Your subscription has been cancelled\./);
  await expect(detailsRow(page, /Status Cancelled/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Resubscribe" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator("[data-review-slot]")).toContainText("Filter Paper Refills");
  await fillBillingDetails(page, { "Email address": email });
  // The card saved by the first checkout is offered, chosen.
  await page.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
  await expect(page.getByRole("radio", { name: "Visa ending in 4242 (Expires 12/34)" })).toBeChecked();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Sign up now" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  const orderNumber = (await page.locator(".woocommerce-order-overview__order strong").textContent()) ?? "";

  await page.goto("/my-account/subscriptions");
  await expect(page.locator("tr.order")).toHaveCount(2);
  await page.goto(oldAddress);
  await expect(page.getByRole("region", { name: "Related orders" }).getByRole("link", { name: `View order number ${orderNumber}` }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Resubscribe" })).toHaveCount(0);
});

test("without JavaScript, Cancel and Reactivate post the page and show their notices in it", async ({ page, browser }) => {
  await subscribeTo(page, "sub-no-js", ["/product/filter-paper-refills"]);
  const address = page.url();
  const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noJs.newPage();
  await plain.goto(address);
  await plain.getByRole("button", { name: "Cancel" }).click();
  await expect(plain.getByRole("status")).toHaveText("Your subscription has been cancelled.");
  await expect(plain.getByRole("table", { name: "Subscription details" }).getByRole("row", { name: /Status Pending cancellation/ })).toBeVisible();
  await plain.getByRole("button", { name: "Reactivate" }).click();
  await expect(plain.getByRole("status")).toHaveText("Your subscription has been reactivated.");
  await noJs.close();
});
