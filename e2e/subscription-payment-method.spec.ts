import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { registerThroughApi, TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";
import { subscribeOrder } from "./helpers/subscriptions.ts";

// Issue 10's "Change payment method" and "Deleting a payment method that subscriptions use", in the
// browser: a customer with two subscriptions on their Visa moves one onto a new Mastercard, is
// offered (in a modal dialog, spec §8) to move the other too and accepts; without JavaScript the
// same offer is a form in the page; then deletes the Visa, their default card, is warned (the §8
// warning toast) and finds both on the Mastercard, the default card now.
// One account for the whole story: the auth rate limit allows few registrations per run.

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

/** An order of the cap through the real checkout, made a monthly subscription renewed with the customer's newest card. */
async function subscribeThroughCheckout(page: Page, email: string, card: "new" | "saved"): Promise<number> {
  await addFromShop(page, "Canvas Dad Cap");
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": email });
  if (card === "new") {
    await payByTestCard(page, "4242 4242 4242 4242");
    await page.getByRole("checkbox", { name: "Save payment information to my account for future purchases" }).check();
  }
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  const orderNumber = (await page.locator(".woocommerce-order-overview__order strong").textContent()) ?? "";
  return subscribeOrder(Number(orderNumber));
}

function paymentRow(page: Page) {
  return page.getByRole("table", { name: "Subscription details" }).getByRole("row", { name: /^Payment/ });
}

test("Change payment moves a subscription onto a new card and the modal's offer (or, without JavaScript, the plain form) moves the other too; deleting the default card both use moves them to the new default with the warning toast", async ({ page, browser }) => {
  const email = uniqueEmail("subscription-payment");
  await registerThroughApi(page.request, email, TEST_PASSWORD);
  const first = await subscribeThroughCheckout(page, email, "new");
  const second = await subscribeThroughCheckout(page, email, "saved");

  await page.goto(`/my-account/view-subscription/${first}`);
  await expect(paymentRow(page)).toContainText("Via Visa ending in 4242");
  await page.getByRole("link", { name: `Change payment method of subscription number ${first}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change payment method" })).toBeVisible();
  await expect(page.getByText(/Choose a new payment method\. Next payment is due/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A new test-mode card: its number goes to the gateway's tokenisation step, never in the post.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/my-account/change-payment-method/")) posts.push(request.postData() ?? "");
  });
  await page.getByRole("radio", { name: "Use a new payment method" }).check();
  await payByTestCard(page, "5555 5555 5555 4444");
  await page.getByRole("button", { name: "Change payment method" }).click();
  // The toast's ?notice= leaves the address at once; the offer's ?update_all= once the dialog closes.
  await expect(page).toHaveURL(new RegExp(`/my-account/view-subscription/${first}\\?update_all=1$`));
  expect(posts.join("")).not.toMatch(/5555|4444/);
  await expect(toasts(page).locator(".toast--success")).toHaveText(/Payment method updated\./);
  await expect(paymentRow(page)).toContainText("Via Mastercard ending in 4444");

  const offer = page.getByRole("dialog", { name: "Would you like to update your subscriptions to use this new payment method - Mastercard ending in 4444?" });
  await expect(offer).toBeVisible();
  const confirm = offer.getByRole("button", { name: "Update the payment method used for all of my current subscriptions" });
  await expect(confirm).toBeFocused();
  // Focus stays in the dialog: Tab moves between its two controls only.
  await page.keyboard.press("Tab");
  await expect(offer.getByRole("link", { name: "No" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(offer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/my-account/view-subscription/${first}$`));

  // Asked again (the same card chosen again), this time accepted with the keyboard.
  await page.getByRole("link", { name: `Change payment method of subscription number ${first}` }).click();
  await page.getByRole("radio", { name: /Mastercard ending in 4444/ }).check();
  await page.getByRole("button", { name: "Change payment method" }).click();
  await expect(offer).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(toasts(page).locator(".toast--success")).toHaveText(/Payment method updated for all your current subscriptions\./);
  await page.goto(`/my-account/view-subscription/${second}`);
  await expect(paymentRow(page)).toContainText("Via Mastercard ending in 4444");

  // Without JavaScript: a saved card needs no script, and the offer is a plain form in the page.
  const plainContext = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await plainContext.newPage();
  await plain.goto(`/my-account/change-payment-method/${second}`);
  await plain.getByRole("radio", { name: /Visa ending in 4242/ }).check();
  await plain.getByRole("button", { name: "Change payment method" }).click();
  await expect(plain.getByText("Payment method updated.", { exact: true })).toBeVisible();
  await expect(plain.getByRole("dialog")).toHaveCount(0);
  await expect(plain.getByRole("heading", { name: "Would you like to update your subscriptions to use this new payment method - Visa ending in 4242?" })).toBeVisible();
  await plain.getByRole("button", { name: "Update the payment method used for all of my current subscriptions" }).click();
  await expect(plain.getByText("Payment method updated for all your current subscriptions.")).toBeVisible();
  await plainContext.close();
  await page.goto(`/my-account/view-subscription/${first}`);
  await expect(paymentRow(page)).toContainText("Via Visa ending in 4242");

  // Deleting the default card both use: they move to the card that becomes the default.
  await page.goto("/my-account/payment-methods");
  const visa = page.locator("tr.payment-method").filter({ has: page.getByRole("rowheader", { name: /Visa ending in 4242/ }) });
  await visa.getByRole("button", { name: "Delete: Visa ending in 4242" }).click();
  await expect(toasts(page).locator(".toast--warning")).toHaveText(
    /The deleted payment method was used for automatic subscription payments\. To avoid failed renewal payments in future the subscriptions using this payment method have been updated to use your Mastercard ending in 4444\./,
  );
  await expect(toasts(page).locator(".toast--success")).toHaveText(/Payment method deleted\./);
  await expectNoAxeViolations(page);
  // Shown once: the script drops ?notice= and ?subscriptions= from the address.
  await expect(page).toHaveURL(/\/my-account\/payment-methods$/);
  await page.reload();
  await expect(toasts(page).locator(".toast")).toHaveCount(0);
  for (const id of [first, second]) {
    await page.goto(`/my-account/view-subscription/${id}`);
    await expect(paymentRow(page)).toContainText("Via Mastercard ending in 4444");
  }
});
