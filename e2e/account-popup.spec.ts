import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { REDIRECT_DELAY_MS } from "../app/islands/account/account-constants.ts";
import { headerAccountLink, loginPopup, registerThroughApi, TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";

/** Any fixed start for the page's clock; the pause comes after every timer the page load set. */
const CLOCK_START = Date.parse("2026-01-05T09:00:00Z");
const CLOCK_PAUSE_AFTER_MS = 60_000;

/** Holds the next navigation to `glob` so the page's notice can be read before it goes. */
async function holdNavigation(page: Page, glob: string) {
  let requested = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    if (route.request().isNavigationRequest() && !requested) {
      requested = true;
      await held;
    }
    await route.continue();
  });
  return {
    isRequested: () => requested,
    requested: () => expect.poll(() => requested).toBe(true),
    release: async () => {
      release();
      await page.waitForURL(glob);
    },
  };
}

// The login popup on a cached catalogue page (spec §2, §4, §5, §8).
test.describe("login popup", () => {
  test("opens from the header trigger, switches panels, and passes axe while open", async ({ page }) => {
    await page.goto("/shop");
    const trigger = headerAccountLink(page);
    await expect(trigger).toHaveText("Log in");
    await trigger.click();
    const popup = loginPopup(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("heading", { name: "Login" })).toBeVisible();
    await expect(popup.getByRole("textbox", { name: "Username or email address" })).toBeFocused();
    await expectNoAxeViolations(page);

    await popup.getByRole("link", { name: "Sign up" }).click();
    await expect(popup.getByRole("heading", { name: "Register" })).toBeVisible();
    await expect(popup.getByRole("heading", { name: "Login" })).toBeHidden();
    await popup.getByRole("link", { name: "Log in" }).click();
    await popup.getByRole("link", { name: "Lost your password?" }).click();
    await expect(popup.getByRole("heading", { name: "Lost password" })).toBeVisible();
    await popup.getByRole("link", { name: "Back to login" }).click();
    await expect(popup.getByRole("heading", { name: "Login" })).toBeVisible();
  });

  test("closes by the close control, Escape and a backdrop click, clears its notice and returns focus", async ({ page }) => {
    await page.goto("/shop");
    const trigger = headerAccountLink(page);
    const popup = loginPopup(page);

    await trigger.click();
    await popup.getByRole("textbox", { name: "Username or email address" }).fill(uniqueEmail("nobody"));
    await popup.locator("[data-panel]:visible").getByLabel(/^Password/).fill("wrong-password");
    await popup.getByRole("button", { name: "Log in" }).click();
    await expect(popup.getByRole("alert").first()).toHaveText("The email address or password you entered is incorrect.");
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(popup).toBeVisible();
    await expect(popup.locator("[data-account-notice]")).toBeEmpty();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(popup).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(popup).toBeHidden();
  });

  test("keeps the focus inside while open", async ({ page }) => {
    await page.goto("/shop");
    await headerAccountLink(page).click();
    const popup = loginPopup(page);
    // The account script may still be arriving when the click lands; the popup opens once it has.
    await expect(popup).toBeVisible();
    await expect.poll(() => popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press("Tab");
      expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
  });

  test("register checks the password length and the repeat, tying messages to their fields", async ({ page }) => {
    await page.goto("/shop");
    await headerAccountLink(page).click();
    const popup = loginPopup(page);
    await popup.getByRole("link", { name: "Sign up" }).click();
    await popup.getByRole("textbox", { name: "Email address" }).fill(uniqueEmail("short"));
    const password = popup.locator("[data-panel]:visible").getByLabel(/^Password/);
    const repeat = popup.locator("[data-panel]:visible").getByLabel("Repeat password");
    await password.fill("12345");
    await repeat.fill("12345");
    await popup.getByRole("button", { name: "Register" }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription("Password must be minimum 6 characters.");
    await expect(password).toBeFocused();

    await password.fill("123456");
    await repeat.fill("654321");
    await popup.getByRole("button", { name: "Register" }).click();
    await expect(repeat).toHaveAccessibleDescription("Passwords don't match.");
    await expect(password).not.toHaveAttribute("aria-invalid", "true");
  });

  test("password fields have a show/hide toggle: an SVG eye icon, no text glyph, its state in aria-pressed", async ({ page }) => {
    await page.goto("/shop");
    await headerAccountLink(page).click();
    const popup = loginPopup(page);
    const password = popup.locator("[data-panel]:visible").getByLabel(/^Password/);
    const toggle = popup.locator('[data-panel="login"]').getByRole("button", { name: "Show password" });
    // The icon is drawn, not a character: fonts without it showed an empty box.
    const glyph = await toggle.evaluate((button) => ({ text: button.textContent, before: getComputedStyle(button, "::before").content }));
    expect(glyph).toEqual({ text: "", before: "none" });
    const icon = toggle.locator("svg:visible");
    await expect(icon).toHaveCount(1);
    await expect(icon).toHaveClass(/show-password__icon--show/);
    expect(await icon.boundingBox()).toMatchObject({ width: 20, height: 20 });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await password.fill("secret");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveAttribute("type", "text");
    await expect(icon).toHaveCount(1);
    await expect(icon).toHaveClass(/show-password__icon--hide/);
    await toggle.click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test("register goes to the reply's page after 300 ms, shows a processing button, and the header shows the account", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.goto("/shop");
    await headerAccountLink(page).click();
    const popup = loginPopup(page);
    await popup.getByRole("link", { name: "Sign up" }).click();
    await popup.getByRole("textbox", { name: "Email address" }).fill(uniqueEmail("popup-register"));
    await popup.getByRole("textbox", { name: "First name" }).fill("Pat");
    await popup.locator("[data-panel]:visible").getByLabel(/^Password/).fill(TEST_PASSWORD);
    await popup.locator("[data-panel]:visible").getByLabel("Repeat password").fill(TEST_PASSWORD);
    const button = popup.locator('[data-panel="register"] [data-submit]');
    let releaseReply = () => {};
    const replyHeld = new Promise<void>((resolve) => (releaseReply = resolve));
    await page.route("**/api/v1/account/register", async (route) => {
      await replyHeld;
      await route.continue();
    });
    const navigation = await holdNavigation(page, "**/shop");
    // The page's clock stands still from here: the redirect delay runs on it alone.
    await page.clock.pauseAt(CLOCK_START + CLOCK_PAUSE_AFTER_MS);
    await button.click();
    await expect(button).toHaveClass(/is-processing/);
    const replied = page.waitForResponse("**/api/v1/account/register");
    releaseReply();
    await replied;
    await expect(popup.getByRole("status")).toHaveText("Registration successful, redirecting...");
    await expect(button).toHaveText("Register");
    await page.clock.runFor(REDIRECT_DELAY_MS - 1);
    expect(navigation.isRequested()).toBe(false);
    await page.clock.runFor(1);
    await navigation.requested();
    await navigation.release();
    await page.clock.resume();
    await expect(headerAccountLink(page)).toHaveText("My account");
    await headerAccountLink(page).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByText("Hello Pat")).toBeVisible();
  });

  test("logs in from the popup and stays on the page", async ({ page }) => {
    const email = uniqueEmail("popup-login");
    await registerThroughApi(page.context().request, email);
    await page.context().clearCookies();
    await page.clock.install({ time: CLOCK_START });
    await page.goto("/product/enamel-camp-mug");
    await headerAccountLink(page).click();
    const popup = loginPopup(page);
    await popup.getByRole("textbox", { name: "Username or email address" }).fill(email);
    await popup.locator("[data-panel]:visible").getByLabel(/^Password/).fill(TEST_PASSWORD);
    const navigation = await holdNavigation(page, "**/product/enamel-camp-mug");
    // The redirect waits on the paused page clock, so a busy machine cannot let it start (and hold
    // every locator behind the held navigation) before the notice is read.
    await page.clock.pauseAt(CLOCK_START + CLOCK_PAUSE_AFTER_MS);
    await popup.getByRole("button", { name: "Log in" }).click();
    await expect(popup.getByRole("status")).toHaveText("Login successful, redirecting...");
    await page.clock.runFor(REDIRECT_DELAY_MS);
    await navigation.requested();
    await navigation.release();
    await page.clock.resume();
    await expect(headerAccountLink(page)).toHaveText("My account");
  });

  test("a reply without an error field shows the conflict message", async ({ page }) => {
    await page.goto("/shop");
    await page.route("**/api/v1/account/login", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ notice: "hi" }) }));
    await headerAccountLink(page).click();
    const popup = loginPopup(page);
    await popup.getByRole("textbox", { name: "Username or email address" }).fill("a@example.com");
    await popup.locator("[data-panel]:visible").getByLabel(/^Password/).fill("whatever");
    await popup.getByRole("button", { name: "Log in" }).click();
    await expect(popup.getByRole("alert")).toContainText("Some other plugin is controlling the login/signup request");
  });

  test("an anonymous page view makes no account request", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) requests.push(request.url());
    });
    await page.goto("/shop");
    await expect(headerAccountLink(page)).toHaveText("Log in");
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
  });
});
