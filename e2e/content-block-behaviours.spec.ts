import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { startOwnShop, type OwnShop } from "./helpers/own-shop.ts";
import { PAGE_LOADER_MS } from "../app/islands/blocks/page-loader.ts";
import { CAROUSEL_AUTOPLAY_MS } from "../app/islands/blocks/carousel-timing.ts";
import { COUNT_UP_DURATION_MS } from "../app/islands/blocks/count-up-value.ts";
import { SCROLL_TO_SECTION_MS } from "../app/islands/blocks/scroll-to-timing.ts";
import { TOOLTIP_DELAY_MS, TOOLTIP_SPEED_MS, TOOLTIP_TOLERANCE_MS } from "../app/islands/blocks/tooltip-machine.ts";

// Issue 12's block behaviours on the demo's pages (decision 046), timed on the page's own clock:
// it stands still once the page has loaded, and each step runs it forward by the spec's figures.

/** Any fixed start for the page's clock; the pause comes after every timer the page load set. */
const CLOCK_START = Date.parse("2026-01-05T09:00:00Z");
const CLOCK_PAUSE_AFTER_MS = 60_000;

async function openWithStillClock(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.goto(path);
  await page.clock.pauseAt(CLOCK_START + CLOCK_PAUSE_AFTER_MS);
}

test.describe("the home page's blocks with JavaScript", () => {
  test("the product slider advances every 3000 ms, pausing while the pointer is over it and while focus is in it", async ({ page }) => {
    await openWithStillClock(page, "/");
    const slider = page.getByRole("region", { name: "Featured" });
    await expect(slider).toHaveAttribute("aria-roledescription", "carousel");
    await expect(slider.getByRole("group", { name: /^1 of \d+$/ })).toHaveAttribute("aria-roledescription", "slide");
    const status = slider.locator("[data-carousel-status]");
    const previous = slider.getByRole("button", { name: "Previous slide" });

    // The pointer over it holds it however long (back to the first slide meanwhile).
    await slider.hover();
    while (await previous.isEnabled()) await previous.click();
    await page.clock.runFor(3 * CAROUSEL_AUTOPLAY_MS);
    await expect(slider).toHaveAttribute("data-carousel-index", "0");
    await expect(status).toHaveAttribute("aria-live", "polite");
    const next = slider.getByRole("button", { name: "Next slide" });
    await next.click();
    await expect(status).toHaveText(/^Slide 2 of \d+$/);

    // Focus inside (on the button just pressed) holds it too once the pointer has left.
    await page.mouse.move(0, 0);
    await page.clock.runFor(3 * CAROUSEL_AUTOPLAY_MS);
    await expect(slider).toHaveAttribute("data-carousel-index", "1");

    // Leaving both starts a fresh 3000 ms, and the moves are no longer announced.
    await next.blur();
    await expect(status).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS - 1);
    await expect(slider).toHaveAttribute("data-carousel-index", "1");
    await page.clock.runFor(1);
    await expect(slider).toHaveAttribute("data-carousel-index", "2");
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
    await expect(slider).toHaveAttribute("data-carousel-index", "3");

    // The visitor can stop it for good (WCAG 2.2.2).
    const rotation = slider.locator(".block-carousel__rotation");
    await expect(rotation).toHaveAccessibleName("Stop automatic slide show");
    await rotation.click();
    await page.mouse.move(0, 0);
    await rotation.blur();
    await page.clock.runFor(3 * CAROUSEL_AUTOPLAY_MS);
    await expect(slider).toHaveAttribute("data-carousel-index", "3");
    await expect(slider.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  });

  for (const width of [1280, 700, 400]) {
    test(`a slider going live takes the room kept for it: its size and what is below it stay put (${width} px wide)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // The carousel script's embla chunk waits until the page has been measured as it first paints.
      let releaseEmbla!: () => void;
      const emblaHeld = new Promise<void>((resolve) => { releaseEmbla = resolve; });
      await page.route("**/embla-carousel.esm-*.js", async (route) => {
        await emblaHeld;
        await route.continue();
      });
      await page.goto("/");
      const slider = page.getByRole("region", { name: "Featured" });
      const layout = () =>
        page.evaluate(() => ({
          slider: Array.from(document.querySelectorAll("[data-carousel]"), (s) => Math.round(s.getBoundingClientRect().height)),
          slide: Math.round(document.querySelector(".block-slider__item")!.getBoundingClientRect().width),
          faq: Math.round(document.querySelector("#faq")!.getBoundingClientRect().top + window.scrollY),
        }));
      const before = await layout();
      await expect(slider).not.toHaveAttribute("aria-roledescription", "carousel");
      releaseEmbla();
      await expect(slider).toHaveAttribute("aria-roledescription", "carousel");
      expect(await layout()).toEqual(before);
    });
  }

  test("count-up numbers count for 4 s once in view, the final number always in the page for screen readers", async ({ page }) => {
    await openWithStillClock(page, "/");
    const numbers = page.getByRole("region", { name: "Shopwright in numbers" });
    const percent = numbers.locator("[data-count-to='98']");
    // Below the fold it waits, however long.
    await expect(percent).not.toHaveAttribute("data-count-state");
    await expect(percent.locator("[aria-hidden='true']")).toHaveText("0%");
    await percent.scrollIntoViewIfNeeded();
    await expect(percent).toHaveAttribute("data-count-state", "counting");
    await page.clock.runFor(COUNT_UP_DURATION_MS / 2);
    const halfway = Number((await percent.locator("[aria-hidden='true']").textContent())?.replace("%", ""));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(98);
    await expect(percent.locator(".visually-hidden")).toHaveText("98%");
    await page.clock.runFor(COUNT_UP_DURATION_MS / 2);
    await expect(percent).toHaveAttribute("data-count-state", "done");
    await expect(percent.locator("[aria-hidden='true']")).toHaveText("98%");
  });

  test("a tooltip appears 200 ms after hover over 350 ms, stays 350 ms after leaving, shows on keyboard focus and hides on Escape", async ({ page }) => {
    await openWithStillClock(page, "/");
    const term = page.getByRole("main").getByText("the same day", { exact: true });
    const tooltip = page.getByRole("tooltip");
    await expect(term).toHaveAttribute("aria-describedby", /block-tooltip-/);
    await term.hover();
    await page.clock.runFor(TOOLTIP_DELAY_MS - 1);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(1);
    await expect(tooltip).toHaveAttribute("data-state", "appearing");
    await page.clock.runFor(TOOLTIP_SPEED_MS);
    await expect(tooltip).toHaveAttribute("data-state", "shown");
    await expect(tooltip).toHaveText("Orders placed before 2 pm leave our workshop the same working day.");
    // Hoverable: the pointer may move onto the tooltip itself.
    await tooltip.hover();
    await page.clock.runFor(TOOLTIP_TOLERANCE_MS * 3);
    await expect(tooltip).toHaveAttribute("data-state", "shown");
    await page.mouse.move(0, 0);
    await page.clock.runFor(TOOLTIP_TOLERANCE_MS - 1);
    await expect(tooltip).toHaveAttribute("data-state", "shown");
    await page.clock.runFor(1);
    await expect(tooltip).toHaveAttribute("data-state", "disappearing");
    await page.clock.runFor(TOOLTIP_SPEED_MS);
    await expect(tooltip).toBeHidden();

    await term.focus();
    await page.clock.runFor(TOOLTIP_DELAY_MS + TOOLTIP_SPEED_MS);
    await expect(tooltip).toBeVisible();
    await expect(term).toHaveAccessibleDescription("Orders placed before 2 pm leave our workshop the same working day.");
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await expect(term).toBeFocused();
  });

  test("a link to a section scrolls there over 500 ms and takes its hash; the bullets mark the section in view", async ({ page }) => {
    await openWithStillClock(page, "/");
    const bullets = page.getByRole("navigation", { name: "Sections" });
    await expect(bullets.getByRole("link")).toHaveText(["Featured", "New in", "Shopwright in numbers", "Frequently asked questions"]);
    // Measured on the finished page: the carousels above the FAQ are live.
    await expect(page.getByRole("region", { name: "Featured" })).toHaveAttribute("aria-roledescription", "carousel");
    // Where the window ends up: the FAQ at the top, or the page's end if it is too short for that.
    const end = await page.locator("#faq").evaluate((faq) => Math.min(Math.round(faq.getBoundingClientRect().top + window.scrollY), document.documentElement.scrollHeight - window.innerHeight));
    const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
    expect(end).toBeGreaterThan(100);
    await page.getByRole("main").getByRole("link", { name: "Read the FAQ" }).click();
    await expect(page).toHaveURL(/#faq$/);
    expect(await scrolled()).toBe(0);
    await page.clock.runFor(SCROLL_TO_SECTION_MS / 2);
    const halfway = await scrolled();
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(end);
    await page.clock.runFor(SCROLL_TO_SECTION_MS / 2);
    expect(Math.abs((await scrolled()) - end)).toBeLessThanOrEqual(1);
    await expect(page.locator("#faq")).toBeFocused();
    await expect(bullets.getByRole("link", { name: "Frequently asked questions" })).toHaveAttribute("aria-current", "true");
    await expect(bullets.locator("[aria-current]")).toHaveCount(1);
  });

  test("the button's modal opens, is trimmed to 90 % of a short window, closes on Escape and the backdrop, and gives focus back", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 400 });
    await page.goto("/");
    const button = page.getByRole("link", { name: "Shipping and returns" });
    const dialog = page.getByRole("dialog", { name: "Shipping and returns" });
    await expect(dialog).toBeHidden();
    await button.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    expect(Math.round((await dialog.boundingBox())?.height ?? 0)).toBe(360);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.press("Enter");
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a tabs block is a tab list of one shown panel, moved by arrows, Home and End", async ({ page }) => {
    await page.goto("/privacy-policy");
    const tabs = page.getByRole("tablist");
    const first = tabs.getByRole("tab", { name: "Cookies" });
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel", { name: "Cookies" })).toContainText("We use cookies");
    await first.focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Your rights" })).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Your rights" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: "Questions" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Questions" })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test.describe("the blocks with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the slider does not play by itself and the numbers do not count", async ({ page }) => {
    await openWithStillClock(page, "/");
    const slider = page.getByRole("region", { name: "Featured" });
    await expect(slider).toHaveAttribute("data-carousel-index", "0");
    await expect(slider.locator(".block-carousel__rotation")).toBeHidden();
    await page.clock.runFor(3 * CAROUSEL_AUTOPLAY_MS);
    await expect(slider).toHaveAttribute("data-carousel-index", "0");
    const percent = page.getByRole("region", { name: "Shopwright in numbers" }).locator("[data-count-to='98']");
    await percent.scrollIntoViewIfNeeded();
    await expect(percent).toHaveText("98%");
    await expect(percent).not.toHaveAttribute("data-count-state");
  });
});

test.describe("the blocks without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the slider is a scrolling list, the modal's content and every tab's panel show in the page, numbers at their final value", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("list", { name: "Featured" })).toHaveCSS("scroll-snap-type", "x mandatory");
    await expect(main.getByRole("link", { name: "Shipping and returns" })).toHaveAttribute("href", "#block-5-modal");
    await expect(page.locator("#block-5-modal")).toBeVisible();
    await expect(page.locator("#block-5-modal")).toContainText("Returns are free within 30 days of delivery");
    await expect(main.getByRole("region", { name: "Shopwright in numbers" })).toContainText("98%");
    await page.goto("/privacy-policy");
    for (const title of ["Cookies", "Your rights", "Questions"]) await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
  });
});

test.describe("the page loader (PAGE_LOADER on)", () => {
  let shop: OwnShop;
  test.beforeAll(async () => {
    shop = await startOwnShop({ PAGE_LOADER: "true" });
  });
  test.afterAll(() => shop.stop());

  test("covers a page made of blocks and is removed 1000 ms after the blocks script starts", async ({ page }) => {
    // The clock stands still from before the page loads, so the script's 1000 ms are counted on it alone.
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + CLOCK_PAUSE_AFTER_MS);
    await page.goto(`${shop.baseURL}/`);
    const loader = page.locator("[data-page-loader]");
    await expect(loader).toBeVisible();
    await page.clock.runFor(PAGE_LOADER_MS - 1);
    await expect(loader).toBeVisible();
    await page.clock.runFor(1);
    await expect(loader).toHaveCount(0);
  });
});
