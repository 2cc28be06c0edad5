import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { COOKIE_NOTICE_DELAY_MS, CONSENT_COOKIE } from "../app/islands/theme/consent/consent-cookie.ts";
import { ANALYTICS_COOKIE_FLAGS, ANALYTICS_COOKIE_SECONDS } from "../app/islands/theme/consent/load-analytics.ts";
import { PREFETCH_HOVER_DELAY_MS } from "../app/islands/theme/prefetch/prefetch-rules.ts";
import { CAPTCHA_RENDER_DELAY_MS } from "../server/captcha/captcha.ts";
import { headerAccountLink, loginPopup } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { CONSENT_SHOP_SETTINGS, startConsentShop, type ConsentShop } from "./helpers/consent-shop.ts";

// The theme's consent-related behaviours (issue 12, decision 048) on a shop of their own with the
// cookie notice, GA4 analytics and ad-block counting on. Google's gtag.js is played by a local
// stand-in: it records that it ran and what the page queued for it.

const GTAG = "https://www.googletagmanager.com/gtag/js**";
const STAND_IN = "window.__gtagRuns = (window.__gtagRuns || 0) + 1; window.__gtagQueue = (window.dataLayer || []).map((args) => Array.from(args));";
const CLOCK_START = Date.parse("2026-12-07T09:00:00Z");

/** The page's clock stands still from before the page loads: every delay then runs on runFor() alone. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1000);
}

let shop: ConsentShop;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  shop = await startConsentShop();
});
test.afterAll(async () => {
  await shop.stop();
});

/** Serves the stand-in for gtag.js and counts how often the page asked for it. */
async function standInForGtag(page: Page): Promise<{ requests: () => number }> {
  let requests = 0;
  await page.route(GTAG, async (route) => {
    requests += 1;
    await route.fulfill({ contentType: "text/javascript", body: STAND_IN });
  });
  return { requests: () => requests };
}

/** Sums layout shifts (as CLS does, without input-driven ones) from the page's start. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)?.value;
}

test("the cookie notice shows 2.5 s after load without shifting the page, passes axe, and Reject keeps analytics away on every page", async ({ page }) => {
  const gtag = await standInForGtag(page);
  await recordLayoutShifts(page);
  await pauseClock(page);
  await page.goto(`${shop.baseURL}/shop`);
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await page.clock.runFor(COOKIE_NOTICE_DELAY_MS - 100);
  await expect(notice).toBeHidden();
  await page.clock.runFor(100);
  await expect(notice).toBeVisible();

  const accept = notice.getByRole("button", { name: "Accept" });
  const reject = notice.getByRole("button", { name: "Reject" });
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(a && r && { width: Math.round(a.width), height: Math.round(a.height) }).toEqual(r && { width: Math.round(r.width), height: Math.round(r.height) });
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.1);
  // axe waits on the page's timers: the notice's one has run, so the clock may go on.
  await page.clock.resume();
  await expectNoAxeViolations(page);

  await reject.focus();
  await page.keyboard.press("Enter");
  await expect(notice).toBeHidden();
  expect(await consentCookie(page)).toBe(encodeURIComponent(`rejected:${CONSENT_SHOP_SETTINGS.COOKIE_NOTICE_VERSION}`));

  await page.goto(`${shop.baseURL}/shop`);
  await page.clock.runFor(COOKIE_NOTICE_DELAY_MS * 2);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
  expect(gtag.requests()).toBe(0);
});

test("Accept loads analytics as spec §9 configures it, later pages load it at once, and a new notice version asks again", async ({ page }) => {
  const gtag = await standInForGtag(page);
  await pauseClock(page);
  await page.goto(`${shop.baseURL}/shop`);
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await page.clock.runFor(COOKIE_NOTICE_DELAY_MS);
  await expect(notice).toBeVisible();
  expect(gtag.requests()).toBe(0);

  await notice.getByRole("button", { name: "Accept" }).click();
  await expect(notice).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagRuns?: number }).__gtagRuns)).toBe(1);
  const queue = await page.evaluate(() => (window as unknown as { __gtagQueue: unknown[][] }).__gtagQueue);
  expect(queue.find((args) => args[0] === "config")).toEqual([
    "config",
    CONSENT_SHOP_SETTINGS.ANALYTICS_GA4_ID,
    { anonymize_ip: true, cookie_expires: ANALYTICS_COOKIE_SECONDS, cookie_flags: ANALYTICS_COOKIE_FLAGS },
  ]);
  expect(ANALYTICS_COOKIE_SECONDS).toBe(2_592_000);

  await page.goto(`${shop.baseURL}/cart`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagRuns?: number }).__gtagRuns)).toBe(1);
  expect(gtag.requests()).toBe(2);
  await page.clock.runFor(COOKIE_NOTICE_DELAY_MS);
  await expect(notice).toBeHidden();

  // The shop's notice is now version 3: an answer to version 2 no longer stands.
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent("accepted:2"), url: shop.baseURL }]);
  await page.goto(`${shop.baseURL}/shop`);
  await page.clock.runFor(COOKIE_NOTICE_DELAY_MS);
  await expect(notice).toBeVisible();
  expect(gtag.requests()).toBe(2);
});

/** Page views and blocked ones from `shop stats` ("Ad-block: 12.5 % of 8 page views"). */
function countsFrom(stats: string): { views: number; blocked: number } {
  const match = /^Ad-block: ([\d.]+) % of (\d+) page views?$/.exec(stats.trim());
  if (!match) return { views: 0, blocked: 0 };
  const views = Number(match[2]);
  return { views, blocked: Math.round((Number(match[1]) / 100) * views) };
}

test("ad-block detection reports 0 with its bait in place and 1 when a blocker removed it, and `shop stats` counts both", async ({ page }) => {
  const reports: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/v1/ad-block")) reports.push(request.postData() ?? "");
  });
  // Other tests' page views on this shop are counted too: compare with the counts before.
  const before = countsFrom(shop.runCli(["stats"]));
  const first = page.waitForResponse((r) => r.url().endsWith("/api/v1/ad-block"));
  await page.goto(`${shop.baseURL}/shop`);
  expect((await first).status()).toBe(204);
  expect(reports).toEqual(["result=0"]);

  // What a filter list does: the bait's element is gone before the page has loaded.
  await page.addInitScript(() => document.addEventListener("DOMContentLoaded", () => document.querySelector("[data-ad-bait]")?.remove()));
  const second = page.waitForResponse((r) => r.url().endsWith("/api/v1/ad-block"));
  await page.goto(`${shop.baseURL}/cart`);
  expect((await second).status()).toBe(204);
  expect(reports).toEqual(["result=0", "result=1"]);
  expect(countsFrom(shop.runCli(["stats"]))).toEqual({ views: before.views + 2, blocked: before.blocked + 1 });
});

/** The URLs the page has asked the browser to prefetch, by speculation rule or <link rel=prefetch>. */
function prefetchedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll("script[type=speculationrules]")].flatMap((s) => (JSON.parse(s.textContent ?? "{}") as { prefetch: { urls: string[] }[] }).prefetch.flatMap((rule) => rule.urls)),
    ...[...document.querySelectorAll<HTMLLinkElement>("link[rel=prefetch]")].map((link) => link.href),
  ]);
}

test("a product link is prefetched after the pointer rests on it 65 ms; the cart link never, nor anything when saving data", async ({ page }) => {
  await pauseClock(page);
  await page.goto(`${shop.baseURL}/shop`);
  const product = page.locator(".products-grid__item a[href^='/product/']").first();
  const href = new URL((await product.getAttribute("href")) ?? "", shop.baseURL).href;
  await product.hover();
  await page.clock.runFor(PREFETCH_HOVER_DELAY_MS - 1);
  expect(await prefetchedUrls(page)).toEqual([]);
  await page.clock.runFor(1);
  expect(await prefetchedUrls(page)).toEqual([href]);

  await page.locator("a[data-cart-link]").hover();
  await page.clock.runFor(PREFETCH_HOVER_DELAY_MS * 3);
  expect(await prefetchedUrls(page)).toEqual([href]);

  await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
  await page.goto(`${shop.baseURL}/shop`);
  await product.hover();
  await page.clock.runFor(PREFETCH_HOVER_DELAY_MS * 3);
  expect(await prefetchedUrls(page)).toEqual([]);
});

test("the inline login form renders its captcha 500 ms after it shows, refuses a login without a solution, and logs in once solved", async ({ page }) => {
  const email = `captcha-${Date.now()}@example.com`;
  const password = "captcha-e2e-password";
  shop.runCli(["create-user", "--email", email, "--password", password]);
  await pauseClock(page);
  await page.goto(`${shop.baseURL}/my-account`);
  const login = page.locator('[data-account-forms="inline"] [data-panel="login"]');
  await login.getByRole("textbox", { name: "Username or email address" }).fill(email);
  await login.getByLabel(/^Password/).fill(password);
  await expect(page.locator('[data-account-forms="inline"] form[data-account-form="login"][data-captcha="pending"]')).toHaveCount(1);
  await page.clock.runFor(CAPTCHA_RENDER_DELAY_MS - 1);
  await expect(login.locator("altcha-widget")).toHaveCount(0);

  // Sent before the widget is there: the server refuses it in the account catalogue's words.
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The anti-spam check did not pass. Please wait until it shows it is done, then send the form again.");
  await expect(login.getByRole("textbox", { name: "Username or email address" })).toHaveValue(email);

  await page.clock.runFor(1);
  await expect(login.locator("altcha-widget")).toHaveCount(1);
  // The proof of work runs in workers on the page's own timers from here.
  await page.clock.resume();
  await expect(login.locator('input[type=hidden][name="altcha"]')).not.toHaveValue("", { timeout: 30_000 });
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("navigation", { name: "Account pages" })).toBeVisible();
});

test("the login popup renders its captcha 500 ms after it opens, and not before it opens", async ({ page }) => {
  await pauseClock(page);
  await page.goto(`${shop.baseURL}/shop`);
  await page.clock.runFor(CAPTCHA_RENDER_DELAY_MS * 2);
  const popup = loginPopup(page);
  await expect(popup.locator("altcha-widget")).toHaveCount(0);
  await headerAccountLink(page).click();
  await expect(popup).toBeVisible();
  // The delay starts when the form is seen on screen (an IntersectionObserver, which the clock does not drive).
  await expect(popup.locator('form[data-account-form="login"][data-captcha="pending"]')).toHaveCount(1);
  await page.clock.runFor(CAPTCHA_RENDER_DELAY_MS - 1);
  await expect(popup.locator("altcha-widget")).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(popup.locator('[data-panel="login"] altcha-widget')).toHaveCount(1);
});
