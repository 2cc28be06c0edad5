import type { Page } from "@playwright/test";

/** Opens a product page and waits until its island has hydrated and run the first variation check. */
export async function openProduct(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("#product-island[data-hydrated]").waitFor({ state: "attached" });
  // The variations form checks the initial choice 100 ms after load (spec §4) and marks it done.
  const form = page.locator("form.variations_form");
  if ((await form.count()) > 0) await page.locator("form.variations_form[data-first-check=done]").waitFor({ state: "attached" });
}

/** Collects window.alert texts and dismisses them. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  return alerts;
}
