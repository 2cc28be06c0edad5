import { expect, test } from "./helpers/test.ts";
import { headerAccountLink, loginPopup, TEST_PASSWORD } from "./helpers/account.ts";
import { startSocialShop, type SocialShop } from "./helpers/social-shop.ts";

// Force-register through the real pages (spec §4): Google (oauth2-mock-server) vouches for an
// address the shop does not know, so instead of creating the account the shop opens the register
// form prefilled from the provider; setting a password finishes the sign-in at the site root.

const STARTUP_TIMEOUT_MS = 150_000;

test.describe("social sign-in with force-register", () => {
  test.describe.configure({ mode: "serial" });
  let shop: SocialShop;
  const email = `social-${Date.now()}-${process.pid}@example.com`;

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_TIMEOUT_MS);
    shop = await startSocialShop({ sub: `google-${email}`, email, email_verified: true, given_name: "Noor", family_name: "Haddad" });
  });
  test.afterAll(async () => shop.stop());

  test("Google from the login popup → the prefilled register panel says to set a password → registering signs in at the site root", async ({ page }) => {
    await page.goto(`${shop.baseURL}/shop`);
    await headerAccountLink(page).click();
    await loginPopup(page).getByRole("link", { name: "Continue with Google" }).first().click();

    await expect(page).toHaveURL(`${shop.baseURL}/my-account?social=register`);
    const form = page.locator("form[data-account-form=register]:visible");
    await expect(page.getByText("Please set your password")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Email address" })).toHaveValue(email);
    await expect(form.getByRole("textbox", { name: "First name" })).toHaveValue("Noor");
    await expect(form.getByRole("textbox", { name: "Last name" })).toHaveValue("Haddad");
    await form.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await form.getByLabel("Repeat password").fill(TEST_PASSWORD);
    await form.getByRole("button", { name: "Register" }).click();

    await expect(page).toHaveURL(`${shop.baseURL}/`);
    const me = (await (await page.request.get(`${shop.baseURL}/api/v1/account/me`)).json()) as { customer: { email: string } | null };
    expect(me.customer?.email).toBe(email);
  });
});
