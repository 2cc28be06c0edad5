import { expect, test } from "./helpers/test.ts";
import type { Browser, Page } from "@playwright/test";
import { TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { headerCart } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";
import { openProduct } from "./helpers/product-page.ts";

// Switching a subscription (issue 10, docs/decisions/033): a customer who bought the demo Tea Club
// monthly through the real checkout follows "Upgrade or Downgrade" from the subscription, chooses
// the quarterly plan, reads what the switch costs today, confirms it, and sees the subscription
// renew quarterly with WooCommerce Subscriptions' "Subscription Switch Complete". Switching to the
// plan the line already has is refused with WooCommerce's words. One account is registered.

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

async function buyTeaClubMonthly(page: Page): Promise<void> {
  await openProduct(page, "/product/tea-club");
  await page.getByLabel("Plan").selectOption("monthly");
  await expect(page.locator(".first-payment-date")).toContainText("First payment:");
  await page.getByRole("button", { name: "Sign up now", exact: true }).click();
  await expect(headerCart(page)).toContainText("1 item");
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": uniqueEmail("tea-switch") });
  await page.getByRole("textbox", { name: "Create account password" }).fill(TEST_PASSWORD);
  await payByTestCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Sign up now" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
}

/** The same customer's session in a browser without JavaScript. */
async function withoutJavaScript(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), baseURL: new URL(page.url()).origin });
  return context.newPage();
}

test("a customer switches the Tea Club from monthly to quarterly: the choices, what it costs today, the switch complete toast, and the subscription renewing quarterly; then back to monthly without JavaScript", async ({ page, browser }) => {
  await buyTeaClubMonthly(page);
  await page.goto("/my-account/subscriptions");
  await page.getByRole("link", { name: /View subscription number \d+/ }).last().click();
  const totals = page.locator(".woocommerce-subscription-totals");
  await expect(totals).toContainText("/ month");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Upgrade or Downgrade Tea Club" }).click();
  await expect(page).toHaveURL(/\/my-account\/switch-subscription\/\d+\?item=0$/);
  const choices = page.getByRole("group", { name: /Choose a new subscription\./ });
  await expect(choices.getByRole("radio", { name: /Monthly \(current\)/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  await choices.getByRole("radio", { name: /Quarterly – \$52\.00 every 3 months/ }).check();
  await page.getByRole("button", { name: "Switch subscription" }).click();
  const review = page.getByRole("table", { name: "Your switch" });
  await expect(review.getByRole("row", { name: /From Tea Club – Monthly/ })).toBeVisible();
  await expect(review.getByRole("row", { name: /To Tea Club – Quarterly – \$[\d.]+ every 3 months/ })).toBeVisible();
  await expect(review.getByRole("row", { name: /Due today \$\d+\.\d\d/ })).toBeVisible();
  await expect(review.getByRole("row", { name: /Next payment \w+ \d{1,2}, \d{4}/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Confirm switch" }).click();
  // The account script shows the notice as a toast and takes it out of the address.
  await expect(toasts(page).locator(".toast--success")).toHaveText(/Subscription Switch Complete/);
  await expect(page).toHaveURL(/\/my-account\/view-subscription\/\d+$/);
  await expect(totals).toContainText("Quarterly");
  await expect(totals).toContainText("every 3 months");
  await expectNoAxeViolations(page);

  // Back to the switch page: the quarterly plan is now the current one, and asking for it by
  // address is refused, the subscription unchanged.
  await page.getByRole("link", { name: "Upgrade or Downgrade Tea Club" }).click();
  const current = page.getByRole("radio", { name: /Quarterly \(current\)/ });
  await expect(current).toBeDisabled();
  const quarterlyId = await current.getAttribute("value");
  await page.goto(`${new URL(page.url()).pathname}?item=0&variation=${quarterlyId ?? ""}`);
  await expect(page.getByRole("alert")).toHaveText("You can not switch to the same subscription.");
  await expect(page.getByRole("button", { name: "Confirm switch" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Without JavaScript: the same forms, posted and redirected; the notice shows on the page.
  const plain = await withoutJavaScript(browser, page);
  await plain.goto(new URL(page.url()).pathname.replace(/\?.*$/, "") + "?item=0");
  await plain.getByRole("radio", { name: /Monthly – \$19\.00 \/ month/ }).check();
  await plain.getByRole("button", { name: "Switch subscription" }).click();
  await expect(plain.getByRole("table", { name: "Your switch" }).getByRole("row", { name: /To Tea Club – Monthly/ })).toBeVisible();
  await plain.getByRole("button", { name: "Confirm switch" }).click();
  await expect(plain).toHaveURL(/\/my-account\/view-subscription\/\d+\?notice=subscription_switched$/);
  await expect(plain.getByRole("status")).toHaveText("Subscription Switch Complete");
  await expect(plain.locator(".woocommerce-subscription-totals")).toContainText("Monthly");
  await plain.context().close();
});
