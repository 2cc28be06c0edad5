import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { headerAccountLink, mailsTo, readResetLink, registerThroughApi, TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";

// The inline login form on /my-account and /my-account/lost-password, and the account pages.

function inline(page: Page) {
  return page.locator('[data-account-forms="inline"]');
}

function panel(page: Page, name: string) {
  return inline(page).locator(`[data-panel="${name}"]`);
}

async function logInInline(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto("/my-account");
  await panel(page, "login").getByRole("textbox", { name: "Username or email address" }).fill(email);
  await panel(page, "login").getByLabel(/^Password/).fill(password);
  await panel(page, "login").getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("navigation", { name: "Account pages" })).toBeVisible();
}

test.describe("inline login form", () => {
  test("logs in inline, then the dashboard, orders' empty state and logging out", async ({ page }) => {
    const email = uniqueEmail("inline-login");
    await registerThroughApi(page.context().request, email);
    await page.context().clearCookies();
    await page.goto("/my-account");
    await expect(panel(page, "login")).toBeVisible();
    await expect(panel(page, "register")).toBeHidden();
    await expectNoAxeViolations(page);
    await logInInline(page, email);
    await expect(page.getByText("Hello Robin Tester")).toBeVisible();
    await expect(headerAccountLink(page)).toHaveText("My account");

    await page.getByRole("link", { name: "Orders", exact: true }).click();
    await expect(page.getByText("No order has been made yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/shop");

    await page.getByRole("navigation", { name: "Account pages" }).getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(panel(page, "login")).toBeVisible();
    await expect(headerAccountLink(page)).toHaveText("Log in");
  });

  test("registers inline and switches panels", async ({ page }) => {
    await page.goto("/my-account");
    await panel(page, "login").getByRole("link", { name: "Sign up" }).click();
    const register = panel(page, "register");
    await expect(register).toBeVisible();
    await register.getByRole("textbox", { name: "Email address" }).fill(uniqueEmail("inline-register"));
    await register.getByLabel(/^Password/).fill("short");
    await register.getByLabel("Repeat password").fill("short");
    await register.getByRole("button", { name: "Register" }).click();
    await expect(register.getByLabel(/^Password/)).toHaveAccessibleDescription("Password must be minimum 6 characters.");
    await register.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await register.getByLabel("Repeat password").fill(TEST_PASSWORD);
    await register.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("navigation", { name: "Account pages" })).toBeVisible();
  });

  test("a social sign-in without an email says why", async ({ page }) => {
    await page.goto("/my-account?social_error=social_no_email");
    await expect(inline(page).getByRole("alert")).toHaveText("Your account with this provider did not share an email address, so no account was created.");
    // No provider is configured in the e2e server, so no social buttons show.
    await expect(page.getByRole("link", { name: /Continue with/ })).toHaveCount(0);
  });

  test("lost password: same reply for known and unknown emails, the mailed link opens the reset panel, the new password works", async ({ page }) => {
    const email = uniqueEmail("reset");
    await registerThroughApi(page.context().request, email);
    await page.context().clearCookies();
    await page.goto("/my-account/lost-password");
    const lost = panel(page, "lost-password");
    await lost.getByRole("textbox", { name: "Username or email address" }).fill(uniqueEmail("unknown"));
    await lost.getByRole("button", { name: "Reset password" }).click();
    const sent = "If an account exists for that email address, a password reset email has been sent to it.";
    await expect(inline(page).getByRole("status")).toHaveText(sent);
    await expect(lost.locator("form")).toBeHidden();

    await lost.getByRole("link", { name: "Back to login" }).click();
    await panel(page, "login").getByRole("link", { name: "Lost your password?" }).click();
    await lost.getByRole("textbox", { name: "Username or email address" }).fill(email);
    await lost.getByRole("button", { name: "Reset password" }).click();
    await expect(inline(page).getByRole("status")).toHaveText(sent);

    const link = new URL(await readResetLink(email));
    expect(mailsTo(email)).toBe(1);
    const response = await page.goto(link.pathname + link.search);
    expect(response?.headers()["referrer-policy"]).toBe("same-origin");
    const reset = panel(page, "reset-password");
    await expect(reset).toBeVisible();
    await expect(reset).toBeInViewport();
    await reset.getByLabel(/^New password/).fill("brand-new-pass");
    await reset.getByLabel("Re-enter new password").fill("brand-new-pass");
    await reset.getByRole("button", { name: "Save changes" }).click();
    await expect(inline(page).getByRole("status")).toHaveText("Your password has been reset successfully.");
    await expect(reset.locator("form")).toHaveCount(0);
    await expect(reset.getByText("Enter a new password below.")).toHaveCount(0);

    await logInInline(page, email, "brand-new-pass");
  });

  test("account details answer with toasts", async ({ page }) => {
    const email = uniqueEmail("details");
    await registerThroughApi(page.context().request, email);
    await page.goto("/my-account/edit-account");
    const toasts = page.locator("[data-toasts]");
    const details = page.locator("form[data-account-details]");
    await details.getByLabel(/^Current password/).fill("not-my-password");
    await details.getByLabel(/^New password/).fill("another-pass");
    await details.getByLabel(/^Confirm new password/).fill("another-pass");
    await details.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts.locator(".toast--error")).toHaveText(/Your current password is incorrect\./);

    await details.getByLabel(/^Current password/).fill(TEST_PASSWORD);
    await details.getByLabel(/^Confirm new password/).fill("different-pass");
    await details.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts.locator(".toast--error").last()).toHaveText(/New passwords do not match\./);

    await details.getByLabel(/^First name/).fill("Renamed");
    await details.getByLabel(/^Current password/).fill("");
    await details.getByLabel(/^New password/).fill("");
    await details.getByLabel(/^Confirm new password/).fill("");
    await details.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts.locator(".toast--success")).toHaveText(/Account details changed successfully\./);
    await page.reload();
    await expect(details.getByLabel(/^First name/)).toHaveValue("Renamed");
  });
});

test.describe("inline login form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("login and register both show and post to the page", async ({ page }) => {
    const email = uniqueEmail("nojs-login");
    await registerThroughApi(page.context().request, email);
    await page.context().clearCookies();
    await page.goto("/my-account");
    await expect(panel(page, "login")).toBeVisible();
    await expect(panel(page, "register")).toBeVisible();

    await panel(page, "login").getByRole("textbox", { name: "Username or email address" }).fill(email);
    await panel(page, "login").getByLabel(/^Password/).fill("wrong-password");
    await panel(page, "login").getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The email address or password you entered is incorrect.");
    await expect(panel(page, "login").getByRole("textbox", { name: "Username or email address" })).toHaveValue(email);
    await logInInline(page, email);
  });

  test("register with a mismatch, then for real", async ({ page }) => {
    await page.goto("/my-account");
    const register = panel(page, "register");
    const email = uniqueEmail("nojs-register");
    await register.getByRole("textbox", { name: "Email address" }).fill(email);
    await register.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await register.getByLabel("Repeat password").fill("something-else");
    await register.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("alert").first()).toHaveText("Passwords don't match.");
    await expect(register.getByLabel("Repeat password")).toHaveAttribute("aria-invalid", "true");
    await register.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await register.getByLabel("Repeat password").fill(TEST_PASSWORD);
    await register.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("navigation", { name: "Account pages" })).toBeVisible();
  });

  // The reset page keeps its key from other sites but not from itself: a plain form post there
  // carries the page's origin, which the origin check needs (it refused "Origin: null" before).
  test("lost password: the request and the mailed link's reset both work as plain form posts", async ({ page }) => {
    const email = uniqueEmail("nojs-reset");
    await registerThroughApi(page.context().request, email);
    await page.context().clearCookies();
    await page.goto("/my-account/lost-password");
    const lost = panel(page, "lost-password");
    await lost.getByRole("textbox", { name: "Username or email address" }).fill(email);
    await lost.getByRole("button", { name: "Reset password" }).click();
    await expect(inline(page).getByRole("status")).toHaveText("If an account exists for that email address, a password reset email has been sent to it.");

    const link = new URL(await readResetLink(email));
    await page.goto(link.pathname + link.search);
    const reset = panel(page, "reset-password");
    await reset.getByLabel(/^New password/).fill("plain-post-pass");
    await reset.getByLabel("Re-enter new password").fill("plain-post-pass");
    await reset.getByRole("button", { name: "Save changes" }).click();
    await expect(inline(page).getByRole("status")).toHaveText("Your password has been reset successfully.");
    await logInInline(page, email, "plain-post-pass");
  });
});
