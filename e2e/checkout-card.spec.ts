import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";

// Checkout with the card test mode and the DESIGN.md test cards: the card goes only to the
// tokenisation step, the order is paid, declined (and then paid by a retry) or sent through the
// 3-D Secure challenge.

async function checkoutWithCard(page: Page, number: string, email: string): Promise<void> {
  await addFromShop(page, "Canvas Dad Cap");
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": email });
  await payByTestCard(page, number);
  await acceptTerms(page);
}

test("the success card pays at once: the order-received page names the card method, and no card number was posted to the shop", async ({ page }) => {
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/checkout") posted.push(request.postData() ?? "");
  });
  await checkoutWithCard(page, "4242 4242 4242 4242", "card-ok@example.com");
  await expect(page.locator("li.payment_method_card_test")).toContainText("Test mode");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  await expect(page.locator(".woocommerce-order-overview")).toContainText("Payment method: Credit / Debit Card");
  expect(posted).toHaveLength(1);
  expect(posted[0]).toContain("payment_token=");
  expect(posted[0]).not.toMatch(/4242/);
});

test("a declined card shows the card's error, and a retry with a good card pays the order", async ({ page }) => {
  await checkoutWithCard(page, "4000 0000 0000 0002", "card-declined@example.com");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");
  await payByTestCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
});

test("a card field the gateway refuses is marked at the field and nothing is posted", async ({ page }) => {
  await checkoutWithCard(page, "4242 4242 4242 4241", "card-typo@example.com");
  await page.getByRole("button", { name: "Place order" }).click();
  const number = page.locator("[data-card-fields='card_test']").getByLabel("Card number");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Your card number is invalid.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("the 3-D Secure card: completing the challenge pays the order", async ({ page }) => {
  await checkoutWithCard(page, "4000 0027 6000 3184", "card-3ds@example.com");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Authenticate your payment" })).toBeVisible();
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
});

test("the 3-D Secure card: failing the challenge leaves the order failed with a way to pay, and the cart kept", async ({ page }) => {
  await checkoutWithCard(page, "4000 0027 6000 3184", "card-3ds-fail@example.com");
  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("button", { name: "Fail authentication" }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
  await expect(page.getByText(/Unfortunately your order cannot be processed/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay" })).toHaveAttribute("href", /\/checkout\/order-pay\/\d+\/\?pay_for_order=true&key=/);
  await page.goto("/cart");
  await expect(page.locator(".woocommerce-cart-form")).toContainText("Canvas Dad Cap");
});

test("a failed order is paid later on its pay-for-order page, which has no axe violations; without its key the page is not found", async ({ page }) => {
  await checkoutWithCard(page, "4000 0027 6000 3184", "pay-later@example.com");
  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("button", { name: "Fail authentication" }).click();
  await page.getByRole("link", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Pay for order", level: 1 })).toBeVisible();
  await expect(page.locator(".woocommerce-order-details")).toContainText("Canvas Dad Cap");
  await expectNoAxeViolations(page);
  const keyless = await page.request.get(page.url().replace(/&key=[^&]+/, ""));
  expect(keyless.status()).toBe(404);
  await payByTestCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Pay for order" }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
});
