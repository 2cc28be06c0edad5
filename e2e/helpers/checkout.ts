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
