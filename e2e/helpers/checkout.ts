import type { Page } from "@playwright/test";

// Filling in the checkout as a shopper does, by the fields' labels.

export const GUEST = {
  "First name": "Ada",
  "Last name": "Lovelace",
  "Country / Region": "US",
  "Street address": "1 Main Street",
  "Town / City": "Springfield",
  State: "IL",
  "ZIP Code": "62701",
  Phone: "555 0100",
  "Email address": "ada@example.com",
} as const;

export async function fillBillingDetails(page: Page, overrides: Partial<Record<keyof typeof GUEST, string>> = {}): Promise<void> {
  const billing = page.locator(".woocommerce-billing-fields");
  for (const [label, value] of Object.entries({ ...GUEST, ...overrides })) {
    await billing.getByLabel(label, { exact: false }).first().fill(value);
  }
}

export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole("checkbox", { name: /I have read and agree to the website terms and conditions/ }).check();
}

/** Chooses the card test mode and types a card into its fields (they go to the gateway, never to the shop). */
export async function payByTestCard(page: Page, number: string): Promise<void> {
  await page.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
  const card = page.locator("[data-card-fields='card_test']");
  await card.getByLabel("Card number").fill(number);
  await card.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await card.getByLabel("Security code").fill("123");
}
