import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { BACK_TO_TOP_SCROLL_MS } from "../app/islands/theme/header/back-to-top.ts";
import { HOVER_INTENT } from "../app/islands/theme/header/hover-intent.ts";
import { SUGGEST_DEBOUNCE_MS } from "../app/islands/theme/header/search-combobox.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";

// The header (issue 12; spec §4, §9; DESIGN.md "Theme (contract)"): sticky and hide-on-scroll,
// dropdowns with hover intent and the keyboard, the phone's "Main Menu" with its levels, search
// suggestions and "Back to top". Timings run on the page's controlled clock.

/** Any fixed start for the page's clock; the pause comes after every timer the page load set. */
const CLOCK_START = Date.parse("2026-01-05T09:00:00Z");
const CLOCK_PAUSE_AFTER_MS = 60_000;

async function freezeClockAfterLoad(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.goto(path);
  await page.clock.pauseAt(CLOCK_START + CLOCK_PAUSE_AFTER_MS);
}

const header = (page: Page) => page.locator("[data-site-header]");
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("sticks once scrolled past, without moving the page, publishes its height, and unsticks at the top", async ({ page }) => {
    await page.goto("/shop");
    const headingTop = () => page.getByRole("heading", { level: 1 }).evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    const before = await headingTop();
    const height = await header(page).evaluate((h) => h.getBoundingClientRect().height);
    await scrollTo(page, 60);
    await expect(header(page)).not.toHaveClass(/is-stuck/);
    await scrollTo(page, 600);
    await expect(header(page)).toHaveClass(/is-stuck/);
    expect(await headingTop()).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--sticky-header-height"))).toBe(`${height}px`);
    expect(await header(page).evaluate((h) => h.getBoundingClientRect().top)).toBe(0);
    await scrollTo(page, 0);
    await expect(header(page)).not.toHaveClass(/is-stuck/);
    expect(await headingTop()).toBe(before);
  });

  test("with hide-on-scroll, hides scrolling down past the header and shows scrolling up", async ({ page }) => {
    // The setting's markup (data-hide-on-scroll, rendered from HEADER_HIDE_ON_SCROLL: see
    // site-header.test.tsx) switched on in this page's HTML, instead of a second shop server.
    await page.route("**/shop", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace("data-sticky=\"\"", "data-sticky=\"\" data-hide-on-scroll=\"\"") });
    });
    await page.goto("/shop");
    await scrollTo(page, 600);
    await expect(header(page)).toHaveClass(/is-hidden/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--sticky-header-height"))).toBe("0px");
    await scrollTo(page, 500);
    await expect(header(page)).not.toHaveClass(/is-hidden/);
    await expect(header(page)).toHaveClass(/is-stuck/);
    await scrollTo(page, 900);
    await expect(header(page)).toHaveClass(/is-hidden/);
    await scrollTo(page, 0);
    await expect(header(page)).not.toHaveClass(/is-stuck|is-hidden/);
  });

  test("with hide-on-scroll, an anchor above the view comes to rest below the header that scrolling up to it shows again (WCAG 2.4.11)", async ({ page }) => {
    await page.route("**/shop", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace("data-sticky=\"\"", "data-sticky=\"\" data-hide-on-scroll=\"\"") });
    });
    await page.goto("/shop");
    const height = await header(page).evaluate((h) => h.getBoundingClientRect().height);
    const sorting = page.locator("#orderby");
    const sortingTop = await sorting.evaluate((s) => s.getBoundingClientRect().top + window.scrollY);
    await scrollTo(page, sortingTop + 1200);
    await expect(header(page)).toHaveClass(/is-hidden/);
    // The browser scrolls up to the anchor with the padding of the moment; the scroll up then shows the header.
    await page.evaluate(() => { location.hash = "#orderby"; });
    await expect(header(page)).not.toHaveClass(/is-hidden/);
    await expect(header(page)).toHaveClass(/is-stuck/);
    expect(await sorting.evaluate((s) => s.getBoundingClientRect().top)).toBeGreaterThanOrEqual(height - 1);
  });

  test("opens a dropdown when the pointer rests (hover intent), not when it passes through, and closes it 70 ms after leaving", async ({ page }) => {
    await freezeClockAfterLoad(page, "/shop");
    const parent = page.locator(".main-menu [data-menu-item]").filter({ hasText: "Clothing" });
    const submenu = parent.locator(".main-menu__sub");
    const box = (await parent.getByRole("link", { name: "Clothing", exact: true }).boundingBox())!;
    const y = box.y + box.height / 2;

    // Passing through: in and out again before the first sample.
    await page.mouse.move(box.x - 30, y);
    await page.mouse.move(box.x + box.width / 2, y);
    await page.clock.runFor(HOVER_INTENT.intervalMs / 2);
    await page.mouse.move(box.x + box.width / 2, y - 60);
    await page.clock.runFor(500);
    await expect(submenu).toBeHidden();

    // Resting: open one sample interval after the pointer stops.
    await page.mouse.move(box.x + box.width / 2, y);
    await page.clock.runFor(HOVER_INTENT.intervalMs - 1);
    await expect(submenu).toBeHidden();
    await page.clock.runFor(1);
    await expect(submenu).toBeVisible();

    // Leaving: still open just before the timeout, closed at it.
    await page.mouse.move(box.x + box.width / 2, y - 60);
    await page.clock.runFor(HOVER_INTENT.timeoutMs - 1);
    await expect(submenu).toBeVisible();
    await page.clock.runFor(1);
    await expect(submenu).toBeHidden();
  });

  test("opens and closes a dropdown from the keyboard; Escape closes it and returns focus to its button", async ({ page }) => {
    await page.goto("/shop");
    const toggle = page.getByRole("button", { name: "Clothing submenu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    // The shop's sidebar lists the same category: the submenu's link is the main menu's.
    const submenuLink = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Accessories" });
    await expect(submenuLink).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(submenuLink).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("suggests products as one types: one request after the pause, keyboard choice, cached, Enter searches", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/search-suggestions")) asked.push(new URL(request.url()).searchParams.get("s") ?? "");
    });
    await freezeClockAfterLoad(page, "/shop");
    const box = page.getByRole("combobox", { name: "Search products" });
    const listbox = page.getByRole("listbox", { name: "Product suggestions" });
    // The suggesting code loads on the box's first focus.
    await box.focus();
    await expect(page.locator("form[data-suggest-ready]")).toHaveCount(1);
    await box.pressSequentially("hood");
    await page.clock.runFor(SUGGEST_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    await page.clock.runFor(1);
    await expect(listbox.getByRole("option", { name: /Classic Hoodie/ })).toBeVisible();
    expect(asked).toEqual(["hood"]);
    await expect(box).toHaveAttribute("aria-expanded", "true");

    // The same term again is answered from memory.
    await box.fill("");
    await expect(listbox).toBeHidden();
    await box.pressSequentially("hood");
    await page.clock.runFor(SUGGEST_DEBOUNCE_MS);
    await expect(listbox.getByRole("option", { name: /Classic Hoodie/ })).toBeVisible();
    expect(asked).toEqual(["hood"]);
    // axe waits on timers of its own: the clock runs again from here.
    await page.clock.resume();
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(box).toHaveValue("hood");
    // Enter with no option active searches as before.
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/shop\?s=hood$/);

    await page.getByRole("combobox", { name: "Search products" }).pressSequentially("hoodie");
    const option = page.getByRole("option", { name: /Classic Hoodie/ });
    await expect(option).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("combobox", { name: "Search products" })).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/product\/classic-hoodie$/);
  });

  test("shows Back to top after a window's height of scrolling; it scrolls up in 300 ms and moves focus to the main content", async ({ page }) => {
    await freezeClockAfterLoad(page, "/shop");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await scrollTo(page, 1600);
    await expect(button).toBeVisible();
    await button.click();
    await page.clock.runFor(BACK_TO_TOP_SCROLL_MS / 2);
    const halfway = await page.evaluate(() => window.scrollY);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1600);
    await page.clock.runFor(BACK_TO_TOP_SCROLL_MS / 2 + 20);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main#main")).toBeFocused();
    await expect(button).toBeHidden();
  });
});

test.describe("phone header", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the Menu button opens Main Menu; a level slides in over 200 ms, Back returns; focus stays inside; Escape closes", async ({ page }) => {
    await page.goto("/shop");
    const opener = page.getByRole("button", { name: "Menu", exact: true });
    await opener.click();
    const menu = page.getByRole("dialog", { name: "Main Menu" });
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);

    await menu.getByRole("button", { name: "Clothing submenu" }).click();
    const back = menu.getByRole("button", { name: "Back" });
    await expect(back).toBeFocused();
    await expect(menu.getByRole("link", { name: "All Clothing" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Bundles" })).toBeHidden();
    // The level slides: a 200 ms transition of its transform (spec §9).
    expect(await back.evaluate((b) => getComputedStyle(b.closest("[data-menu-level]")!).transitionDuration.split(",")[0])).toBe("0.2s");

    await back.click();
    await expect(menu.getByRole("link", { name: "Bundles" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Clothing submenu" })).toBeFocused();

    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("without JavaScript the phone shows every menu link as a list", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto("/shop");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link", { name: "Hoodies" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
    await context.close();
  });
});
