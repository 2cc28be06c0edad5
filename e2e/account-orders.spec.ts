import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { registerThroughApi, TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";
import { runShopCli } from "./helpers/shop-cli.ts";

// My account → Orders and the view-order page, for a customer who placed an order by bank transfer.

async function signUpAndOrder(page: Page, email: string): Promise<string> {
  await registerThroughApi(page.request, email, TEST_PASSWORD);
  await addFromShop(page, "Canvas Dad Cap");
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": email });
  await page.getByRole("radio", { name: "Direct bank transfer" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  return (await page.locator(".woocommerce-order-overview__order strong").textContent()) ?? "";
}

test("the orders table lists the customer's order, and View opens it with its status, lines and no axe violations", async ({ page }) => {
  const number = await signUpAndOrder(page, uniqueEmail("account-orders"));
  await page.goto("/my-account/orders");
  const row = page.locator("tr.order").filter({ hasText: `#${number}` });
  await expect(row).toContainText("On hold");
  await expect(row).toContainText("for 1 item");
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: `View order number ${number}` }).last().click();
  await expect(page).toHaveURL(new RegExp(`/my-account/view-order/${number}$`));
  await expect(page.getByText(new RegExp(`Order #${number} was placed on .+ and is currently On hold\\.`))).toBeVisible();
  await expect(page.locator(".woocommerce-order-details")).toContainText("Canvas Dad Cap");
  await expectNoAxeViolations(page);
});

test("another customer's order answers 404, and so does a page past the last", async ({ page, browser }) => {
  const number = await signUpAndOrder(page, uniqueEmail("orders-owner"));
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await registerThroughApi(stranger.request, uniqueEmail("orders-stranger"), TEST_PASSWORD);
  expect((await stranger.goto(`/my-account/view-order/${number}`))?.status()).toBe(404);
  expect((await stranger.goto("/my-account/orders/2"))?.status()).toBe(404);
  await other.close();
});

test("on a phone the orders table scrolls sideways inside its region, not the page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndOrder(page, uniqueEmail("orders-phone"));
  await page.goto("/my-account/orders");
  const region = page.getByRole("region", { name: "Orders" });
  const overflow = await region.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth, page: document.documentElement.scrollWidth - document.documentElement.clientWidth }));
  expect(overflow.scrolls).toBe(true);
  expect(overflow.page).toBeLessThanOrEqual(0);
});

test("Cancel on an unpaid order cancels it with a notice, and a paid-for order offers no Cancel", async ({ page }) => {
  const email = uniqueEmail("orders-cancel");
  const onHold = await signUpAndOrder(page, email);
  await addFromShop(page, "Canvas Dad Cap");
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": email });
  await payByTestCard(page, "4000 0000 0000 0002");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");

  await page.goto("/my-account/orders");
  const failed = page.locator("tr.order").filter({ hasText: "Failed" });
  await expect(page.locator("tr.order").filter({ hasText: `#${onHold}` }).getByRole("button", { name: /Cancel/ })).toHaveCount(0);
  await failed.getByRole("button", { name: /^Cancel order/ }).click();
  await expect(page.getByText("Your order was cancelled.")).toBeVisible();
  await expect(page.locator("tr.order").filter({ hasText: "Cancelled" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the dashboard links to the customer's recent orders and to the account's pages", async ({ page }) => {
  const number = await signUpAndOrder(page, uniqueEmail("orders-dashboard"));
  await page.goto("/my-account");
  await expect(page.getByRole("link", { name: "recent orders" })).toHaveAttribute("href", "/my-account/orders");
  await expect(page.getByRole("link", { name: "shipping and billing addresses" })).toHaveAttribute("href", "/my-account/edit-address");
  const recent = page.getByRole("region", { name: "Recent orders" });
  await recent.getByRole("link", { name: `#${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/view-order/${number}$`));
});

test("Order again on a completed order fills the cart with its items and says so", async ({ page }) => {
  const number = await signUpAndOrder(page, uniqueEmail("orders-again"));
  runShopCli(["orders", "complete", number]);
  await page.goto(`/my-account/view-order/${number}`);
  await expect(page.getByText(/is currently Completed\./)).toBeVisible();
  await page.getByRole("button", { name: "Order again" }).click();
  await expect(page).toHaveURL(/\/cart\?order-again=order_again_filled$/);
  await expect(page.getByText("The cart has been filled with the items from your previous order.")).toBeVisible();
  await expect(page.locator("tr.cart_item")).toContainText("Canvas Dad Cap");
});
