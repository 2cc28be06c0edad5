import { expect, test } from "./helpers/test.ts";
import type { Browser, Page } from "@playwright/test";
import { registerThroughApi, TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";

// My account → Payment methods and Add payment method with the card test mode (DESIGN.md test
// cards): cards added through the browser's tokenisation, made default and deleted by plain forms,
// each outcome a toast (spec §8), and the list working without JavaScript.

const LIST = "/my-account/payment-methods";
const ADD = "/my-account/add-payment-method";

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

function savedCardRow(page: Page, label: string) {
  return page.locator("tr.payment-method").filter({ has: page.getByRole("rowheader", { name: new RegExp(label) }) });
}

/** Types the card into the add form's test-mode fields and submits; the caller waits for the outcome. */
async function submitCard(page: Page, number: string): Promise<void> {
  if (!page.url().endsWith(ADD)) await page.goto(ADD);
  await payByTestCard(page, number);
  await page.getByRole("button", { name: "Add payment method" }).click();
}

async function addCard(page: Page, number: string, label: string): Promise<void> {
  await submitCard(page, number);
  await expect(page).toHaveURL(new RegExp(`${LIST}(\\?notice=payment_method_added)?$`));
  await expect(savedCardRow(page, label)).toBeVisible();
}

async function signUp(page: Page, label: string): Promise<void> {
  await registerThroughApi(page.request, uniqueEmail(label), TEST_PASSWORD);
}

test('adding the 4242 test card lists "Visa ending in 4242" as the default with its expiry, shows the added toast, and never posts the card number to the shop', async ({ page }) => {
  await signUp(page, "pm-add");
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === ADD) posted.push(request.postData() ?? "");
  });
  await page.goto(LIST);
  await expect(page.getByText("No saved methods found.")).toBeVisible();
  await page.getByRole("link", { name: "Add payment method" }).click();
  await expect(page).toHaveURL(new RegExp(`${ADD}$`));
  await addCard(page, "4242 4242 4242 4242", "Visa ending in 4242");
  await expect(toasts(page).locator(".toast--success")).toHaveText(/Payment method successfully added\./);
  const row = savedCardRow(page, "Visa ending in 4242");
  await expect(row).toContainText("Expires 12/34");
  await expect(row).toContainText("Default");
  await expect(row.getByRole("button", { name: /^Make default/ })).toHaveCount(0);
  // The notice is shown once: the script drops ?notice= from the address, so a reload shows no toast.
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await page.reload();
  await expect(row).toBeVisible();
  await expect(toasts(page).locator(".toast")).toHaveCount(0);
  expect(posted).toHaveLength(1);
  expect(posted[0]).toContain("payment_token=tok_test_");
  expect(posted[0]).not.toMatch(/4242/);
});

test("a second card made default with the keyboard takes the Default mark and shows the made-default toast; Delete removes a card with the deleted toast", async ({ page }) => {
  await signUp(page, "pm-default");
  await addCard(page, "4242 4242 4242 4242", "Visa ending in 4242");
  await addCard(page, "5555 5555 5555 4444", "Mastercard ending in 4444");
  const visa = savedCardRow(page, "Visa ending in 4242");
  const mastercard = savedCardRow(page, "Mastercard ending in 4444");
  await expect(mastercard).not.toContainText("Default");

  const makeDefault = mastercard.getByRole("button", { name: "Make default: Mastercard ending in 4444" });
  await makeDefault.focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page).locator(".toast--success")).toHaveText(/This payment method was successfully set as your default\./);
  await expect(mastercard).toContainText("Default");
  await expect(visa).not.toContainText("Default");
  await expect(visa.getByRole("button", { name: "Make default: Visa ending in 4242" })).toBeVisible();

  await visa.getByRole("button", { name: "Delete: Visa ending in 4242" }).click();
  await expect(toasts(page).locator(".toast--success")).toHaveText(/Payment method deleted\./);
  await expect(visa).toHaveCount(0);
  await expect(page.locator("tr.payment-method")).toHaveCount(1);
  await expect(mastercard).toContainText("Default");
});

test("a declined test card shows the error toast and the card's reason at its number, and the page stays usable for a good card", async ({ page }) => {
  await signUp(page, "pm-declined");
  await submitCard(page, "4000 0000 0000 0002");
  await expect(toasts(page).locator(".toast--error")).toHaveText(/There was a problem adding the payment method\. Please try again\./);
  await expect(page).toHaveURL(new RegExp(`${ADD}$`));
  const number = page.locator("[data-card-fields='card_test']").getByLabel("Card number");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  await addCard(page, "4242 4242 4242 4242", "Visa ending in 4242");
  await expect(page.locator("tr.payment-method")).toHaveCount(1);
});

test("the payment methods list and the add form have no axe violations", async ({ page }) => {
  await signUp(page, "pm-axe");
  await page.goto(LIST);
  await expectNoAxeViolations(page);
  await addCard(page, "4242 4242 4242 4242", "Visa ending in 4242");
  await expectNoAxeViolations(page);
  await page.goto(ADD);
  await expect(page.getByRole("button", { name: "Add payment method" })).toBeVisible();
  await expectNoAxeViolations(page);
});

async function withoutJavaScript(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return context.newPage();
}

test("without JavaScript, Make default and Delete are plain forms that redirect back with the notice in the page", async ({ page, browser }) => {
  await signUp(page, "pm-no-js");
  await addCard(page, "4242 4242 4242 4242", "Visa ending in 4242");
  await addCard(page, "5555 5555 5555 4444", "Mastercard ending in 4444");
  const plain = await withoutJavaScript(browser, page);
  await plain.goto(LIST);
  await savedCardRow(plain, "Mastercard ending in 4444").getByRole("button", { name: /^Make default/ }).click();
  await expect(plain).toHaveURL(new RegExp(`${LIST}\\?notice=payment_method_made_default$`));
  await expect(plain.getByRole("status")).toHaveText("This payment method was successfully set as your default.");
  await expect(savedCardRow(plain, "Mastercard ending in 4444")).toContainText("Default");
  await savedCardRow(plain, "Visa ending in 4242").getByRole("button", { name: /^Delete/ }).click();
  await expect(plain.getByRole("status")).toHaveText("Payment method deleted.");
  await expect(plain.locator("tr.payment-method")).toHaveCount(1);
  await plain.context().close();
});

test("a visitor who is not signed in gets the login form, and another customer's card answers 404 and stays", async ({ page, browser }) => {
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto(LIST);
  await expect(visitor).toHaveURL(/\/my-account$/);
  await expect(visitor.getByRole("button", { name: "Log in" })).toBeVisible();

  await signUp(page, "pm-owner");
  await addCard(page, "4242 4242 4242 4242", "Visa ending in 4242");
  const methodId = (await savedCardRow(page, "Visa ending in 4242").getAttribute("data-payment-method-id")) ?? "";
  await registerThroughApi(visitor.request, uniqueEmail("pm-stranger"), TEST_PASSWORD);
  const me = (await (await visitor.request.get("/api/v1/account/me")).json()) as { csrf_token: string };
  for (const action of ["make_default", "delete"]) {
    const answer = await visitor.request.post(LIST, { form: { csrf_token: me.csrf_token, payment_method_action: action, payment_method_id: methodId }, maxRedirects: 0 });
    expect(answer.status(), action).toBe(404);
  }
  await page.reload();
  await expect(savedCardRow(page, "Visa ending in 4242")).toContainText("Default");
  await guest.close();
});

test("at checkout the saved card is offered and chosen, hides the new card's fields, and pays the order with no card typed", async ({ page }) => {
  await signUp(page, "pm-checkout");
  await addCard(page, "4242 4242 4242 4242", "Visa ending in 4242");
  await addFromShop(page, "Canvas Dad Cap");
  await page.goto("/checkout");
  await fillBillingDetails(page);
  await page.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
  const saved = page.getByRole("radio", { name: "Visa ending in 4242 (Expires 12/34)" });
  await expect(saved).toBeChecked();
  await expect(page.locator("[data-card-fields='card_test']").getByLabel("Card number")).toBeHidden();
  await page.getByRole("radio", { name: "Use a new payment method" }).check();
  await expect(page.locator("[data-card-fields='card_test']").getByLabel("Card number")).toBeVisible();
  await saved.check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  await page.goto("/my-account/orders");
  await expect(page.locator("tr.order").first()).toContainText("Processing");
});
