import { expect, test, type Page } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { headerCart } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";
import { openProduct } from "./helpers/product-page.ts";
import { nextPaymentOf, renewAsOf } from "./helpers/subscriptions.ts";

// Renewals (issue 10): a customer signs up for the demo's plain monthly subscription through the
// real checkout; the clock is then advanced past its next payment by running the renewal job's use
// case as of that later time on the shop's database (e2e/helpers/subscriptions.ts). A renewal
// paid off-session shows as a renewal order and moves the next payment a month on. A renewal the
// card cannot pay off-session (the test mode's 3-D Secure card fails with authentication_required)
// puts the subscription on hold; the customer pays the failed renewal order through checkout,
// told why by an error toast (spec §8), and the subscription is active again.

const SUCCESS_CARD = "4242 4242 4242 4242";
/** Authenticates on-session through the challenge page; off-session it fails (DESIGN.md's test cards). */
const AUTHENTICATION_CARD = "4000 0027 6000 3184";
const FAILED_RENEWAL_WORDS = "The renewal payment failed. Complete checkout to renew your subscription.";

/** As the account pages date it: the shop's calendar (UTC in the specs), "December 25, 2026". */
function shopDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

function minuteAfter(iso: string): Date {
  return new Date(new Date(iso).getTime() + 60_000);
}

/** Signs the signed-in customer up for Filter Paper Refills ($8.00 / month) with `card`; the subscription's id. */
async function signUpForFilterPaper(page: Page, email: string, card: string): Promise<number> {
  await openProduct(page, "/product/filter-paper-refills");
  await page.getByRole("button", { name: "Sign up now", exact: true }).click();
  await expect(headerCart(page)).toContainText("1 item");
  await page.goto("/checkout");
  await fillBillingDetails(page, { "Email address": email });
  await payByTestCard(page, card);
  await acceptTerms(page);
  await page.getByRole("button", { name: "Sign up now" }).click();
  if (card === AUTHENTICATION_CARD) await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
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
  expect((new Date(next).getUTCMonth() - new Date(due).getUTCMonth() + 12) % 12).toBe(1);
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
