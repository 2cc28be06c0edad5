import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { registerThroughApi, TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails } from "./helpers/checkout.ts";
import { startStripeShop, STRIPE_SHOP_URL, type StripeShop } from "./helpers/stripe-shop.ts";

// Card payments through Stripe in the browser: the checkout script loads Stripe.js (here its
// local stand-in, which speaks Stripe.js's interface), mounts the Payment Element, creates the
// PaymentMethod from the card typed into the element's frame and posts only its pm_ id; the shop's
// real Stripe adapter confirms the PaymentIntent against the local Stripe-protocol server. The
// shop is a process of its own, configured with Stripe (e2e/helpers/stripe-shop.ts); the tests
// share it, so they run in order in one worker.

test.describe.configure({ mode: "serial" });
test.use({ baseURL: STRIPE_SHOP_URL });

let shop: StripeShop;

test.beforeAll(async () => {
  // Starting a shop process (migrations, the demo catalogue) takes a while on a busy machine.
  test.setTimeout(180_000);
  shop = await startStripeShop();
});

test.afterAll(async () => {
  await shop?.stop();
});

function paymentElement(page: Page) {
  return page.frameLocator('iframe[title="Secure payment input frame"]');
}

/** Chooses Stripe and types the card into the Payment Element's frame (Stripe's test numbers). */
async function typeStripeCard(page: Page, number: string, expiry = "12 / 34", cvc = "123"): Promise<void> {
  await page.getByRole("radio", { name: "Credit / Debit Card" }).check();
  const frame = paymentElement(page);
  await frame.getByLabel("Card number").fill(number);
  await frame.getByLabel("Expiration date").fill(expiry);
  await frame.getByLabel("Security code").fill(cvc);
}

async function startCheckout(page: Page, email: string): Promise<void> {
  await addFromShop(page, "Canvas Dad Cap");
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": email });
}

/** The POST bodies of the checkout form. */
function checkoutPosts(page: Page, path = "/checkout"): string[] {
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) posted.push(request.postData() ?? "");
  });
  return posted;
}

const ORDER_RECEIVED = /\/checkout\/order-received\/(\d+)\/\?key=/;

function orderIdOf(page: Page): number {
  return Number(ORDER_RECEIVED.exec(page.url())?.[1]);
}

/** The PaymentIntents the shop created at Stripe for an order. */
function intentsOf(orderId: number) {
  return [...shop.stripe.api.intents.values()].filter((intent) => intent.metadata["order_id"] === String(orderId));
}

test("the success card pays through the Payment Element: the shop is posted only the pm_ id Stripe.js created, and the order is processing", async ({ page }) => {
  const posted = checkoutPosts(page);
  await startCheckout(page, "stripe-ok@example.com");
  await typeStripeCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(ORDER_RECEIVED);
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  expect(posted).toHaveLength(1);
  const token = new URLSearchParams(posted[0]).get("payment_token") ?? "";
  expect(token).toMatch(/^pm_[a-f0-9]{24}$/);
  expect(posted[0]).not.toContain("4242");
  // Stripe.js made that PaymentMethod from the card (the stand-in's frame, with the publishable key) …
  expect(shop.stripe.api.methods.get(token)?.card.number).toBe("4242424242424242");
  // … and the shop's adapter paid this order with it.
  const orderId = orderIdOf(page);
  expect(intentsOf(orderId)).toEqual([expect.objectContaining({ status: "succeeded", payment_method: token })]);
  expect(shop.orderHeadline(orderId)).toMatch(/ processing$/);
});

test("a declined card shows Stripe's decline, and a retry with the success card pays the same order", async ({ page }) => {
  await startCheckout(page, "stripe-declined@example.com");
  await typeStripeCard(page, "4000 0000 0000 0002");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await typeStripeCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  const orderId = orderIdOf(page);
  expect(intentsOf(orderId).map((intent) => intent.status)).toEqual(["requires_payment_method", "succeeded"]);
  expect(shop.orderHeadline(orderId)).toMatch(/ processing$/);
});

test("a card number the Payment Element finds invalid is shown at the card box in the catalogue's words with the focus there, nothing is posted, and the corrected card pays", async ({ page }) => {
  const posted = checkoutPosts(page);
  await startCheckout(page, "stripe-typo@example.com");
  await typeStripeCard(page, "4242 4242 4242 4241");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  const cardError = page.locator("#stripe-card-error");
  await expect(cardError).toHaveText("Your card number is invalid.");
  await expect(cardError).toBeFocused();
  await expect(paymentElement(page).getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toEqual([]);
  await paymentElement(page).getByLabel("Card number").fill("4242 4242 4242 4242");
  await expect(cardError).toBeEmpty();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  expect(posted).toHaveLength(1);
});

test("a card Stripe refuses while creating the PaymentMethod (a live card in test mode) is shown at the card box as declined, and nothing is posted", async ({ page }) => {
  const posted = checkoutPosts(page);
  await startCheckout(page, "stripe-live-card@example.com");
  await typeStripeCard(page, "4000 0566 5566 5556");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  const cardError = page.locator("#stripe-card-error");
  await expect(cardError).toHaveText("Your card was declined.");
  await expect(cardError).toBeFocused();
  expect(posted).toEqual([]);
  await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled();
});

test("the 3-D Secure card sends the shopper to Stripe's authentication page, and completing it there pays the order", async ({ page }) => {
  await startCheckout(page, "stripe-3ds@example.com");
  await typeStripeCard(page, "4000 0027 6000 3184");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "3D Secure 2 Test Page" })).toBeVisible();
  expect(page.url().startsWith(`${shop.stripe.url}/test/authenticate/pi_`)).toBe(true);
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(page).toHaveURL(ORDER_RECEIVED);
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  expect(shop.orderHeadline(orderIdOf(page))).toMatch(/ processing$/);
});

test("after a failed 3-D Secure authentication, the order's pay-for-order page mounts the Payment Element and the success card pays it", async ({ page }) => {
  await startCheckout(page, "stripe-pay-later@example.com");
  await typeStripeCard(page, "4000 0027 6000 3184");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("button", { name: "Fail" }).click();
  await expect(page.getByText(/Unfortunately your order cannot be processed/)).toBeVisible();
  const orderId = orderIdOf(page);
  await page.getByRole("link", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Pay for order", level: 1 })).toBeVisible();
  await typeStripeCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Pay for order" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  expect(orderIdOf(page)).toBe(orderId);
  expect(intentsOf(orderId).map((intent) => intent.status)).toEqual(["requires_payment_method", "succeeded"]);
  expect(shop.orderHeadline(orderId)).toMatch(/ processing$/);
});

test('saving a card on Add payment method goes through the Payment Element and a SetupIntent, and lists "Visa ending in 4242"', async ({ page }) => {
  await registerThroughApi(page.request, uniqueEmail("stripe-save"), TEST_PASSWORD);
  const posted = checkoutPosts(page, "/my-account/add-payment-method");
  await page.goto("/my-account/add-payment-method");
  await typeStripeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Add payment method" }).click();
  await expect(page).toHaveURL(/\/my-account\/payment-methods/);
  await expect(page.locator("tr.payment-method")).toContainText("Visa ending in 4242");
  expect(posted).toHaveLength(1);
  expect(new URLSearchParams(posted[0]).get("payment_token")).toMatch(/^pm_[a-f0-9]{24}$/);
  expect(posted[0]).not.toContain("4242");
  expect(shop.stripe.requests.some((request) => request.path === "/v1/setup_intents")).toBe(true);
});

test("a card Stripe declines when saving comes back to Add payment method with the reason in the card box, and a good card is then saved", async ({ page }) => {
  await registerThroughApi(page.request, uniqueEmail("stripe-save-declined"), TEST_PASSWORD);
  await page.goto("/my-account/add-payment-method");
  await typeStripeCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: "Add payment method" }).click();
  await expect(page.locator("#stripe-card-error")).toHaveText("Your card was declined.");
  await expect(page).toHaveURL(/\/my-account\/add-payment-method$/);
  await typeStripeCard(page, "4242 4242 4242 4242");
  await expect(page.locator("#stripe-card-error")).toBeEmpty();
  await page.getByRole("button", { name: "Add payment method" }).click();
  await expect(page.locator("tr.payment-method")).toContainText("Visa ending in 4242");
});

test("Stripe.js is fetched on the checkout and on Add payment method only: not on the shop, a product page, the cart or other account pages", async ({ page }) => {
  const fetchedOn: string[] = [];
  page.on("request", (request) => {
    if (request.url() === shop.stripeJs.scriptUrl) fetchedOn.push(new URL(request.frame().url()).pathname);
  });
  await registerThroughApi(page.request, uniqueEmail("stripe-pages"), TEST_PASSWORD);
  await page.goto("/shop");
  await page.getByRole("link", { name: "Canvas Dad Cap" }).first().click();
  await expect(page.getByRole("heading", { name: "Canvas Dad Cap", level: 1 })).toBeVisible();
  await addFromShop(page, "Canvas Dad Cap");
  await page.goto("/cart");
  await page.goto("/my-account");
  await page.goto("/my-account/payment-methods");
  await page.goto("/my-account/edit-address");
  expect(fetchedOn).toEqual([]);
  await page.goto("/checkout");
  await expect(paymentElement(page).getByLabel("Card number")).toBeVisible();
  await page.goto("/my-account/add-payment-method");
  await expect(paymentElement(page).getByLabel("Card number")).toBeVisible();
  expect(fetchedOn).toEqual(["/checkout", "/my-account/add-payment-method"]);
});

test("the checkout with the Payment Element mounted has no axe violations", async ({ page }) => {
  await startCheckout(page, "stripe-axe@example.com");
  await page.getByRole("radio", { name: "Credit / Debit Card" }).check();
  await expect(paymentElement(page).getByLabel("Card number")).toBeVisible();
  await expectNoAxeViolations(page);
});
