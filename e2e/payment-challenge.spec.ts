import { expect, test } from "./helpers/test.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { paymentOutcome, startChallengedPayment } from "./helpers/test-mode-payment.ts";

// The card test mode's 3-D Secure challenge page: the shopper completes or fails the
// authentication, by keyboard too, and comes back to the shop's return address; the payment then
// reads succeeded or failed (authentication_failed). An answered challenge is gone.

test("completing the challenge by keyboard pays and returns to the shop, and the page has no axe violations", async ({ page }) => {
  const { transactionId, redirectUrl } = startChallengedPayment("/cart?returned=complete");
  await page.goto(redirectUrl);
  await expect(page.getByRole("heading", { name: "Authenticate your payment" })).toBeVisible();
  await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
  await expect(page.getByText(/\$12\.34 with Visa ending in 3184/)).toBeVisible();
  await expectNoAxeViolations(page);
  const complete = page.getByRole("button", { name: "Complete authentication" });
  await complete.focus();
  await expect(complete).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/cart?returned=complete");
  expect(paymentOutcome(transactionId)).toMatchObject({ status: "succeeded", transactionId });
});

test("failing the challenge returns to the shop with the payment failed, and the challenge is then gone", async ({ page }) => {
  const { transactionId, redirectUrl } = startChallengedPayment("/cart?returned=fail");
  await page.goto(redirectUrl);
  await page.getByRole("button", { name: "Fail authentication" }).click();
  await page.waitForURL("**/cart?returned=fail");
  expect(paymentOutcome(transactionId)).toEqual({ status: "failed", code: "authentication_failed" });
  const again = await page.goto(redirectUrl);
  expect(again?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This authentication has already been answered or does not exist." })).toBeVisible();
});
