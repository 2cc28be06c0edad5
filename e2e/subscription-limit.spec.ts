import { expect, test } from "./helpers/test.ts";
import { registerThroughApi, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { headerCart } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";
import { openProduct } from "./helpers/product-page.ts";

// Limits (issue 10): the demo's Monthly Coffee Box is limited to one active subscription per
// customer (WooCommerce Subscriptions' "Limit to one active subscription"). A customer who holds
// one is refused a second one when adding it to the cart, in WooCommerce Subscriptions' words.

const LIMIT_WORDS = "You have an active subscription to this product already.";

test("a customer with an active Monthly Coffee Box subscription cannot add a second one to the cart, and is told why", async ({ page }) => {
  const email = uniqueEmail("coffee-box-limit");
  await registerThroughApi(page.request, email);
  await openProduct(page, "/product/monthly-coffee-box");
  await page.getByRole("button", { name: "Sign up now", exact: true }).click();
  await expect(headerCart(page)).toContainText("1 item");
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": email });
  await payByTestCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Sign up now" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();

  await openProduct(page, "/product/monthly-coffee-box");
  await page.getByRole("button", { name: "Sign up now", exact: true }).click();
  await expect(page.getByText(LIMIT_WORDS).first()).toBeVisible();
  await expect(headerCart(page)).toContainText("0 items");
  await expectNoAxeViolations(page);
});
