import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { registerThroughApi, TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";
import { subscribeOrder } from "./helpers/subscriptions.ts";

// My account → Subscriptions and view-subscription, for a customer whose card order became a
// monthly subscription (made on the server as the checkout will make it: e2e/helpers/subscriptions.ts).

async function signUpAndSubscribe(page: Page, email: string): Promise<{ subscriptionId: number; orderNumber: string }> {
  await registerThroughApi(page.request, email, TEST_PASSWORD);
  await addFromShop(page, "Canvas Dad Cap");
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": email });
  await payByTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("checkbox", { name: "Save payment information to my account for future purchases" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  const orderNumber = (await page.locator(".woocommerce-order-overview__order strong").textContent()) ?? "";
  return { subscriptionId: await subscribeOrder(Number(orderNumber)), orderNumber };
}

test("the subscriptions table lists the customer's subscription, and View shows its dates, card, recurring totals and parent order, with no axe violations", async ({ page }) => {
  const { subscriptionId, orderNumber } = await signUpAndSubscribe(page, uniqueEmail("account-subscriptions"));
  await page.goto("/my-account");
  await page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Subscriptions" }).click();
  await expect(page).toHaveURL(/\/my-account\/subscriptions$/);
  const row = page.locator("tr.order").filter({ hasText: `#${subscriptionId}` });
  await expect(row).toContainText("Active");
  await expect(row).toContainText(/\/ month/);
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: `View subscription number ${subscriptionId}` }).last().click();
  await expect(page).toHaveURL(new RegExp(`/my-account/view-subscription/${subscriptionId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Subscription #${subscriptionId}` })).toBeVisible();
  const details = page.getByRole("table", { name: "Subscription details" });
  await expect(details.getByRole("row", { name: /Status Active/ })).toBeVisible();
  await expect(details.getByRole("row", { name: /Next payment date/ })).not.toContainText("-");
  await expect(details.getByRole("row", { name: /Payment Via Visa ending in 4242/ })).toBeVisible();
  await expect(page.locator(".woocommerce-subscription-totals")).toContainText("Canvas Dad Cap");
  await expect(page.locator(".woocommerce-subscription-totals")).toContainText(/\/ month/);
  await expect(page.getByRole("region", { name: "Related orders" }).getByRole("link", { name: `View order number ${orderNumber}` }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("another customer's subscription answers 404, and a customer without any is told so", async ({ page, browser }) => {
  const { subscriptionId } = await signUpAndSubscribe(page, uniqueEmail("subscriptions-owner"));
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await registerThroughApi(stranger.request, uniqueEmail("subscriptions-stranger"), TEST_PASSWORD);
  expect((await stranger.goto(`/my-account/view-subscription/${subscriptionId}`))?.status()).toBe(404);
  await stranger.goto("/my-account/subscriptions");
  await expect(stranger.getByText("You have no active subscriptions.")).toBeVisible();
  await expectNoAxeViolations(stranger);
  await other.close();
});
