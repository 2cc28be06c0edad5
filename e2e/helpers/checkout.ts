import type { Locator, Page } from "@playwright/test";

// Filling in the checkout as a shopper does, by the fields' labels. The country and the state are
// chosen from their lists: a searchable combobox with JavaScript, a plain select without.

export const GUEST = {
  "First name": "Ada",
  "Last name": "Lovelace",
  "Country / Region": "United States (US)",
  "Street address": "1 Main Street",
  "Town / City": "Springfield",
  State: "Illinois",
  "ZIP Code": "62701",
  Phone: "555 0100",
  "Email address": "ada@example.com",
} as const;

const CHOSEN_FROM_A_LIST = new Set<string>(["Country / Region", "State"]);

/**
 * Chooses `option` in the field labelled `label`: types it into the combobox and clicks it in the
 * list, or selects it in the plain select (no JavaScript).
 */
export async function chooseOption(scope: Locator, label: string, option: string): Promise<void> {
  const field = scope.getByLabel(label, { exact: false }).first();
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
    await field.selectOption({ label: option });
    return;
  }
  await field.fill(option);
  await scope.getByRole("option", { name: option, exact: true }).click();
}

export async function fillBillingDetails(page: Page, overrides: Partial<Record<keyof typeof GUEST, string>> = {}): Promise<void> {
  const billing = page.locator(".woocommerce-billing-fields");
  for (const [label, value] of Object.entries({ ...GUEST, ...overrides })) {
    if (value !== "") {
      if (CHOSEN_FROM_A_LIST.has(label)) await chooseOption(billing, label, value);
      else await billing.getByLabel(label, { exact: false }).first().fill(value);
      continue;
    }
    // An empty value leaves the field empty, where the country has it at all.
    const field = billing.getByLabel(label, { exact: false }).first();
    if ((await field.count()) === 0) continue;
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption("");
    else await field.fill("");
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
