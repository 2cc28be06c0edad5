import { expect, test } from "./helpers/test.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { collectAlerts, openProduct } from "./helpers/product-page.ts";

test.describe("product tabs", () => {
  test("the first tab opens by default and arrows move between tabs", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie");
    const description = page.getByRole("tab", { name: "Description" });
    await expect(description).toHaveAttribute("aria-selected", "true");
    await description.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Additional information" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Additional information" })).toContainText("Organic cotton");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: /Reviews \(\d+\)/ })).toHaveAttribute("aria-selected", "true");
  });

  for (const address of ["#reviews", "#comments", "#tab-reviews", "#comment-12", "?cpage=2"]) {
    test(`the reviews tab opens for ${address}`, async ({ page }) => {
      await openProduct(page, `/product/classic-hoodie${address}`);
      await expect(page.getByRole("tab", { name: /Reviews \(\d+\)/ })).toHaveAttribute("aria-selected", "true");
    });
  }

  test("the additional information hash opens that tab", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie#tab-additional_information");
    await expect(page.getByRole("tab", { name: "Additional information" })).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("reviews", () => {
  test("a review without a rating is refused with an alert; a rated one is published", async ({ page }) => {
    const alerts = collectAlerts(page);
    await openProduct(page, "/product/linen-notebook#reviews");
    const text = `Sturdy binding and the paper takes fountain pen ink well. (${Date.now()})`;
    await page.getByLabel("Your review").fill(text);
    await page.getByRole("textbox", { name: "Name" }).fill("Robin");
    await page.getByRole("textbox", { name: "Email" }).fill("robin@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    expect(alerts.at(-1)).toBe("Please select a rating");
    await page.getByRole("radio", { name: "4 of 5 stars" }).check({ force: true });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole("tab", { name: /Reviews \(\d+\)/ })).toHaveAttribute("aria-selected", "true");
  });

  test("the reviews tab has no axe violations", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie#reviews");
    await expectNoAxeViolations(page);
  });
});

test.describe("reviews without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses a review without a rating and keeps what was typed", async ({ page }) => {
    await page.goto("/product/linen-notebook");
    await page.getByLabel("Your review").fill("No stars from me.");
    await page.getByRole("textbox", { name: "Name" }).fill("Sam");
    await page.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please select a rating").first()).toBeVisible();
    await expect(page.getByLabel("Your review")).toHaveValue("No stars from me.");
  });
});
