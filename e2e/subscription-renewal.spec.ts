import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { headerCart } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";
import { openProduct } from "./helpers/product-page.ts";
import { runShopCli } from "./helpers/shop-cli.ts";
import { nextPaymentOf, renewAsOf } from "./helpers/subscriptions.ts";

// Renewals (issue 10): a customer signs up for the demo's plain monthly subscription through the
// real checkout; the clock is then advanced past its next payment by running the renewal job's use
// case as of that later time on the shop's database (e2e/helpers/subscriptions.ts). A renewal
// paid off-session shows as a renewal order and moves the next payment a month on. A renewal the
// card cannot pay off-session (the test mode's 3-D Secure card fails with authentication_required)
// puts the subscription on hold; the customer pays the failed renewal order through checkout,
// told why by an error toast (spec §8), and the subscription is active again. A subscription paid
// by bank transfer is renewed by hand: its "Renew now" leads to checkout of an early renewal order
// ("Complete checkout to renew now.", an info toast), and paying it moves the next payment a month on.

const SUCCESS_CARD = "4242 4242 4242 4242";
/** Authenticates on-session through the challenge page; off-session it fails (DESIGN.md's test cards). */
const AUTHENTICATION_CARD = "4000 0027 6000 3184";
/** Not a card: the checkout's "Direct bank transfer", whose subscriptions renew by hand. */
const BANK_TRANSFER = "bank transfer";
const FAILED_RENEWAL_WORDS = "The renewal payment failed. Complete checkout to renew your subscription.";

/** As the account pages date it: the shop's calendar (UTC in the specs), "December 25, 2026". */
function shopDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

function minuteAfter(iso: string): Date {
  return new Date(new Date(iso).getTime() + 60_000);
}

/**
 * Signs the signed-in customer up for Filter Paper Refills ($8.00 / month), paying with `card` (a
 * test card's number, or BANK_TRANSFER, which the merchant then marks paid with `shop orders
 * complete`); the subscription's id.
 */
async function signUpForFilterPaper(page: Page, email: string, card: string, javaScript = true): Promise<number> {
  // Without JavaScript the product page is a plain form (no island to wait for, no header count).
  if (javaScript) await openProduct(page, "/product/filter-paper-refills");
  else await page.goto("/product/filter-paper-refills");
  await page.getByRole("button", { name: "Sign up now", exact: true }).click();
  if (javaScript) await expect(headerCart(page)).toContainText("1 item");
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": email });
  if (card === BANK_TRANSFER) await page.getByRole("radio", { name: "Direct bank transfer" }).check();
  else await payByTestCard(page, card);
  await acceptTerms(page);
  await page.getByRole("button", { name: "Sign up now" }).click();
  if (card === AUTHENTICATION_CARD) await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  if (card === BANK_TRANSFER) runShopCli(["orders", "complete", (await page.locator(".woocommerce-order-overview__order strong").textContent()) ?? ""]);
  await page.goto("/my-account/subscriptions");
  const view = page.getByRole("link", { name: /View subscription number \d+/ }).last();
  const id = Number(/view-subscription\/(\d+)/.exec((await view.getAttribute("href")) ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

function subscriptionDetails(page: Page) {
  return page.getByRole("table", { name: "Subscription details" });
}

test("advancing the clock past the next payment renews the subscription: a paid renewal order in its related orders, the next payment a month on", async ({ page }) => {
  const email = uniqueEmail("renewal-paid");
  await registerThroughApi(page.request, email);
  const subscriptionId = await signUpForFilterPaper(page, email, SUCCESS_CARD);
  const due = await nextPaymentOf(subscriptionId);
  await page.goto(`/my-account/view-subscription/${subscriptionId}`);
  await expect(subscriptionDetails(page).getByRole("row", { name: /Next payment date/ })).toContainText(shopDate(due));

  expect(await renewAsOf(subscriptionId, minuteAfter(due))).toMatchObject({ kind: "paid" });

  const next = await nextPaymentOf(subscriptionId);
  // A month on, on the shop's calendar (the 31st steps to a shorter month's last day).
  expect(isAMonthOn(due, next)).toBe(true);
  await page.reload();
  await expect(subscriptionDetails(page).getByRole("row", { name: /Status Active/ })).toBeVisible();
  await expect(subscriptionDetails(page).getByRole("row", { name: /Next payment date/ })).toContainText(shopDate(next));
  const related = page.getByRole("region", { name: "Related orders" });
  // The parent order and the renewal order, paid, so nothing to pay.
  await expect(related.locator("tbody tr")).toHaveCount(2);
  await expect(related.locator("tbody tr").last()).toContainText("Processing");
  await expect(related.getByRole("link", { name: /^Pay for order/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a renewal the card cannot pay off-session puts the subscription on hold; paying the failed renewal order through checkout, told so by an error toast, makes it active again", async ({ page }) => {
  const email = uniqueEmail("renewal-failed");
  await registerThroughApi(page.request, email);
  const subscriptionId = await signUpForFilterPaper(page, email, AUTHENTICATION_CARD);
  const due = await nextPaymentOf(subscriptionId);

  expect(await renewAsOf(subscriptionId, minuteAfter(due))).toMatchObject({ kind: "failed", code: "authentication_required" });

  await page.goto(`/my-account/view-subscription/${subscriptionId}`);
  await expect(subscriptionDetails(page).getByRole("row", { name: /Status On hold/ })).toBeVisible();
  const related = page.getByRole("region", { name: "Related orders" });
  const renewalRow = related.locator("tbody tr").last();
  await expect(renewalRow).toContainText("Failed");
  await renewalRow.getByRole("link", { name: /^Pay for order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/order-pay\/\d+\/\?pay_for_order=true&key=/);

  // The account script shows the page's notice as an error toast and takes it out of the page.
  const toast = page.locator("[data-toasts] .toast--error");
  await expect(toast).toHaveText(new RegExp(FAILED_RENEWAL_WORDS.replace(/\./g, "\\.")));
  await expect(page.locator("[data-renewal-notice]")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A new card, typed in, pays the renewal on-session.
  await page.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
  await page.getByRole("radio", { name: "Use a new payment method" }).check();
  await payByTestCard(page, SUCCESS_CARD);
  await acceptTerms(page);
  await page.getByRole("button", { name: "Pay for order" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();

  const next = await nextPaymentOf(subscriptionId);
  expect(new Date(next).getTime()).toBeGreaterThan(new Date(due).getTime());
  await page.goto(`/my-account/view-subscription/${subscriptionId}`);
  await expect(subscriptionDetails(page).getByRole("row", { name: /Status Active/ })).toBeVisible();
  await expect(subscriptionDetails(page).getByRole("row", { name: /Next payment date/ })).toContainText(shopDate(next));
  await expect(related.locator("tbody tr").last()).toContainText("Processing");
  await expect(related.getByRole("link", { name: /^Pay for order/ })).toHaveCount(0);
});

/** A month on from `iso`, on the shop's calendar: its month is the next one. */
function isAMonthOn(from: string, to: string): boolean {
  return (new Date(to).getUTCMonth() - new Date(from).getUTCMonth() + 12) % 12 === 1;
}

test("Renew now on a subscription renewed by hand leads to checkout of its early renewal, told so by an info toast; paying it moves the next payment a month on", async ({ page }) => {
  const email = uniqueEmail("renew-now");
  await registerThroughApi(page.request, email);
  const subscriptionId = await signUpForFilterPaper(page, email, BANK_TRANSFER);
  const next = await nextPaymentOf(subscriptionId);
  await page.goto(`/my-account/view-subscription/${subscriptionId}`);
  await expect(subscriptionDetails(page).getByRole("row", { name: /Status Active/ })).toBeVisible();
  await expect(subscriptionDetails(page).getByRole("row", { name: /Payment Manual renewal/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const renewNow = page.locator("form.subscription-early-renewal").getByRole("button", { name: "Renew now" });
  await renewNow.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/order-pay\/\d+\/\?pay_for_order=true&key=/);
  await expect(page.locator("[data-toasts] .toast--info")).toHaveText(/Complete checkout to renew now\./);
  await expectNoAxeViolations(page);
  // Nothing moves until the order is paid.
  expect(await nextPaymentOf(subscriptionId)).toBe(next);

  await payByTestCard(page, SUCCESS_CARD);
  await acceptTerms(page);
  await page.getByRole("button", { name: "Pay for order" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();

  const after = await nextPaymentOf(subscriptionId);
  expect(isAMonthOn(next, after)).toBe(true);
  await page.goto(`/my-account/view-subscription/${subscriptionId}`);
  await expect(subscriptionDetails(page).getByRole("row", { name: /Status Active/ })).toBeVisible();
  await expect(subscriptionDetails(page).getByRole("row", { name: /Next payment date/ })).toContainText(shopDate(after));
  const related = page.getByRole("region", { name: "Related orders" });
  await expect(related.locator("tbody tr")).toHaveCount(2);
  await expect(related.locator("tbody tr").last()).toContainText("Processing");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Renew now posts its form and lands on the early renewal order's pay page, whose notice says to complete checkout to renew now", async ({ page }) => {
    const email = uniqueEmail("renew-now-no-js");
    await registerThroughApi(page.request, email);
    const subscriptionId = await signUpForFilterPaper(page, email, BANK_TRANSFER, false);
    await page.goto(`/my-account/view-subscription/${subscriptionId}`);
    await page.locator("form.subscription-early-renewal").getByRole("button", { name: "Renew now" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-pay\/\d+\/\?pay_for_order=true&key=/);
    await expect(page.locator("[data-renewal-notice='early']")).toHaveText("Complete checkout to renew now.");
    // The same form sent again finds the same order.
    const first = page.url();
    await page.goto(`/my-account/view-subscription/${subscriptionId}`);
    await page.locator("form.subscription-early-renewal").getByRole("button", { name: "Renew now" }).click();
    expect(page.url()).toBe(first);
  });
});
