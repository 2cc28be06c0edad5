import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop, headerCart } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";
import { openProduct } from "./helpers/product-page.ts";

// Buying a subscription (issue 10): the cart and the checkout show what it renews at beside
// today's total ("Recurring totals", "First renewal: <date>"), a guest must create an account, the
// card is kept for the renewals, and the order is placed with "Sign up now"; the new account then
// holds the subscription, active, renewing on that date.

/**
 * The Tea Club renews on the 1st (demo catalogue), at 03:00 in the shop's time zone (UTC here):
 * whether it is bought on the 1st (paid today) or later in the month, it first renews on the 1st
 * of next month.
 */
function nextFirstOfTheMonth(): string {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(first);
}

async function addTeaClubMonthly(page: Page): Promise<void> {
  await openProduct(page, "/product/tea-club");
  await page.getByLabel("Plan").selectOption("monthly");
  await expect(page.locator(".first-payment-date")).toContainText("First payment:");
  await page.getByRole("button", { name: "Sign up now", exact: true }).click();
  await expect(headerCart(page)).toContainText("1 item");
}

test("a guest signs up for the Tea Club: recurring totals on cart and checkout, an account required, the card saved, signed in after, the subscription active in the account", async ({ page }) => {
  const email = uniqueEmail("tea-club");
  const renewalDate = nextFirstOfTheMonth();
  const firstRenewal = `First renewal: ${renewalDate}`;
  await addTeaClubMonthly(page);

  await page.goto("/cart");
  await expect(page.locator(".cart_item")).toContainText("/ month with a $3.00 sign-up fee");
  const cartTotals = page.locator(".cart_totals");
  await expect(cartTotals.getByRole("columnheader", { name: "Recurring totals" })).toBeVisible();
  await expect(cartTotals.locator("tr.order-total.recurring-total")).toContainText("$19.00 / month");
  await expect(cartTotals).toContainText(firstRenewal);
  await expectNoAxeViolations(page);

  await page.goto("/checkout");
  const review = page.locator("[data-review-slot]");
  await expect(review.getByRole("columnheader", { name: "Recurring totals" })).toBeVisible();
  await expect(review).toContainText(firstRenewal);
  // A subscription needs an account: the box is ticked and cannot be unticked, and says why.
  const createAccount = page.getByRole("checkbox", { name: "Create an account?" });
  await expect(createAccount).toBeChecked();
  await expect(createAccount).toBeDisabled();
  await expect(page.getByText("An account is required to buy a subscription.")).toBeVisible();
  await fillBillingDetails(page, { "Email address": email });
  // The destination re-rates the renewals' shipping: the review comes back with it.
  await expect(review.locator("tr.shipping.recurring-total")).toContainText("/ month");
  await payByTestCard(page, "4242 4242 4242 4242");
  // The card is kept for the renewals without asking.
  await expect(page.getByText("Your card will be saved to your account to pay the subscription's renewals.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Save payment information to my account for future purchases" })).toHaveCount(0);
  await acceptTerms(page);
  await expectNoAxeViolations(page);

  // No password yet: the account cannot be made, and the order is not placed.
  await page.getByRole("button", { name: "Sign up now" }).click();
  await expect(page.getByRole("alert")).toContainText("Password must be minimum 6 characters.");
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole("textbox", { name: "Create account password" }).fill(TEST_PASSWORD);
  await payByTestCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Sign up now" }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  await expect(page.locator(".woocommerce-order-details")).toContainText("Tea Club");
  const orderNumber = (await page.locator(".woocommerce-order-overview__order strong").textContent()) ?? "";

  // Signed in to the new account, which keeps the card for the renewals.
  const me = (await (await page.request.get("/api/v1/account/me")).json()) as unknown;
  expect(JSON.stringify(me)).toContain(email);
  await page.goto("/my-account/payment-methods");
  await expect(page.getByRole("rowheader", { name: /Visa ending in 4242/ })).toBeVisible();

  // The order made the subscription, paid today, so active, its next payment the first renewal.
  await page.goto("/my-account/subscriptions");
  const row = page.locator("tr.order");
  await expect(row).toHaveCount(1);
  await expect(row.locator(".subscription-status")).toHaveText("Active");
  await expect(row.locator(".subscription-next-payment")).toHaveText(renewalDate);
  await expect(row.locator(".subscription-total")).toContainText("/ month");
  await row.getByRole("link", { name: /View subscription number \d+/ }).last().click();
  await expect(page).toHaveURL(/\/my-account\/view-subscription\/\d+$/);
  const details = page.getByRole("table", { name: "Subscription details" });
  await expect(details.getByRole("row", { name: /Status Active/ })).toBeVisible();
  await expect(details.getByRole("row", { name: /Next payment date/ })).toContainText(renewalDate);
  await expect(details.getByRole("row", { name: /Payment Via Visa ending in 4242/ })).toBeVisible();
  await expect(page.locator(".woocommerce-subscription-totals")).toContainText("Tea Club");
  await expect(page.getByRole("region", { name: "Related orders" }).getByRole("link", { name: `View order number ${orderNumber}` }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a mixed cart: the other product is in today's total only, and the plain monthly subscription renews a month on", async ({ page }) => {
  await addFromShop(page, "Canvas Dad Cap");
  await openProduct(page, "/product/filter-paper-refills");
  await page.getByRole("button", { name: "Sign up now", exact: true }).click();
  await expect(headerCart(page)).toContainText("2 items");

  await page.goto("/cart");
  await expect(page.locator(".cart_item").filter({ hasText: "Filter Paper Refills" })).toContainText("$8.00 / month");
  const recurring = page.locator(".cart_totals tr.recurring-total");
  await expect(recurring.filter({ hasText: "Subtotal" })).toContainText("$8.00 / month");
  await expect(recurring.filter({ hasText: "Recurring total" })).toContainText(/First renewal: \w+ \d{1,2}, \d{4}/);

  await page.goto("/checkout");
  const review = page.locator("[data-review-slot]");
  await expect(review.locator("tr.cart_item")).toHaveCount(2);
  await expect(review.locator("tr.cart-subtotal.recurring-total")).toHaveText(/\$8\.00 \/ month/);
  await expect(page.getByRole("button", { name: "Sign up now" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cart and the checkout show the recurring totals, rendered on the server", async ({ page }) => {
    await page.goto("/product/filter-paper-refills");
    await page.getByRole("button", { name: "Sign up now", exact: true }).click();
    await page.goto("/cart");
    await expect(page.locator(".cart_totals")).toContainText("Recurring totals");
    await page.goto("/checkout");
    await expect(page.locator("[data-review-slot]")).toContainText("Recurring total");
    await expect(page.locator("[data-review-slot]")).toContainText("First renewal:");
  });
});
