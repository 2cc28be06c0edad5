import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { startDemoShop, type DemoShop } from "../scripts/demo-shop.ts";
import { brandColours, parseHexColour } from "../server/theme/brand-colour.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";

// The theme's look (issue 12, docs/decisions/044): product cards' second picture, pictures that
// keep their room while they load, and the merchant's settings (brand colour, heading font, right
// to left, newsletter link) reaching every page, which stays accessible with them.

/** A simple demo product the cart checks add from its page. */
const SIMPLE_PRODUCT_PATH = "/product/canvas-dad-cap";
const GALLERY_PRODUCT_PATH = "/product/classic-hoodie";

function rgb(hex: string): string {
  const { r, g, b } = parseHexColour(hex);
  return `rgb(${r}, ${g}, ${b})`;
}

/** Every <img> on the page carries width and height, so its box is known before it loads. */
async function imagesWithoutSize(page: Page): Promise<string[]> {
  return page.locator("img").evaluateAll((images) => images.filter((image) => !image.hasAttribute("width") || !image.hasAttribute("height")).map((image) => image.outerHTML));
}

async function addToCartFromProductPage(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${SIMPLE_PRODUCT_PATH}`);
  const added = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/cart/add-item" && response.ok());
  await page.locator("form.cart button[type=submit]").first().click();
  await added;
}

test.describe("the default look", () => {
  test("a product card fades in its second picture, loaded lazily, while the pointer rests on it; a card without one has none", async ({ page }) => {
    await page.goto("/shop");
    const withSecond = page.locator(".product-card:has(.product-card__hover-image)").first();
    const second = withSecond.locator(".product-card__hover-image");
    await expect(second).toHaveAttribute("loading", "lazy");
    await expect(second).toHaveCSS("opacity", "0");
    await withSecond.scrollIntoViewIfNeeded();
    const frame = await withSecond.locator(".product-card__image").boundingBox();
    await withSecond.hover();
    await expect(second).toHaveCSS("opacity", "1");
    // The second picture lies exactly over the first, in the same frame: hovering moves nothing.
    expect(await second.boundingBox()).toEqual(await withSecond.locator(".product-card__image img").first().boundingBox());
    expect(await withSecond.locator(".product-card__image").boundingBox()).toEqual(frame);
    await expect(page.locator(".product-card:not(:has(.product-card__hover-image))").first()).toBeVisible();
  });

  test("on a touch screen the cards' second pictures are not displayed, so they are never fetched", async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ ...(baseURL === undefined ? {} : { baseURL }), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    const fetched: string[] = [];
    await page.goto("/shop");
    expect(await page.evaluate(() => matchMedia("(hover: none)").matches), "the emulated phone cannot hover").toBe(true);
    const seconds = page.locator(".product-card__hover-image");
    const urls = await seconds.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(urls.length).toBeGreaterThan(0);
    page.on("request", (request) => fetched.push(request.url()));
    await expect(seconds.first()).toBeHidden();
    // Scrolling past every card brings none of them in either.
    await page.locator(".site-footer").scrollIntoViewIfNeeded();
    expect(await page.evaluate((sources) => performance.getEntriesByType("resource").filter((entry) => sources.includes(entry.name)).length, urls)).toBe(0);
    expect(fetched.filter((url) => urls.includes(url))).toEqual([]);
    await phone.close();
  });

  test("the shop and product pages' pictures have width and height, and the shop page loads without layout shift", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/shop", { waitUntil: "load" });
    await expect(page.locator(".products-grid__item")).toHaveCount(12);
    // Every picture of the first screen in place (the cards' lazy second pictures need not be).
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === "lazy"));
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total);
    expect(shift).toBeLessThan(0.1);
    expect(await imagesWithoutSize(page)).toEqual([]);
    await page.goto(GALLERY_PRODUCT_PATH);
    expect(await imagesWithoutSize(page)).toEqual([]);
    // No newsletter is configured on this shop, so the footer has no such column.
    await expect(page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" })).toHaveCount(0);
  });
});

// A light red: the server picks black text on it (4.65:1 against white's 4.51:1), and darkens it
// for links on the light backgrounds.
const BRAND = "#e03131";
const NEWSLETTER_URL = "https://newsletter.example/signup";

test.describe("the merchant's brand colour, heading font and right-to-left pages", () => {
  // One shop of its own for these settings, started once: the tests share it, one after the other.
  test.describe.configure({ mode: "serial" });
  let shop: DemoShop;
  test.beforeAll(async () => {
    shop = await startDemoShop({ THEME_BRAND_COLOR: BRAND, THEME_RTL: "1", THEME_FONT_HEADINGS: "Georgia, serif", THEME_NEWSLETTER_URL: NEWSLETTER_URL });
  });
  test.afterAll(async () => {
    await shop.stop();
  });

  test("reach the page: dir=rtl, the brand colour with the text colour chosen for it, the fonts, mirrored sides and the newsletter link", async ({ page }) => {
    const expected = brandColours(BRAND);
    await page.goto(`${shop.baseURL}/shop`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const button = page.locator(".product-card__button").first();
    await expect(button).toHaveCSS("background-color", rgb(BRAND));
    await expect(button).toHaveCSS("color", rgb(expected.onBrand));
    expect(expected.onBrand).toBe("#000000");
    await expect(page.locator(".breadcrumbs a").first()).toHaveCSS("color", rgb(expected.ink));
    await expect(page.locator("h1")).toHaveCSS("font-family", "Georgia, serif");

    // Mirrored: the breadcrumbs run from the right, the sale badge sits at the picture's right.
    const crumbs = page.locator(".breadcrumbs li");
    const [home, current] = [await crumbs.nth(0).boundingBox(), await crumbs.nth(1).boundingBox()];
    expect(home!.x).toBeGreaterThan(current!.x);
    const saleCard = page.locator(".product-card:has(.onsale)").first();
    const [badge, picture] = [await saleCard.locator(".onsale").boundingBox(), await saleCard.locator(".product-card__image").boundingBox()];
    expect(badge!.x + badge!.width / 2).toBeGreaterThan(picture!.x + picture!.width / 2);

    const newsletter = page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });
    await expect(newsletter.getByRole("link", { name: "Sign up to the newsletter" })).toHaveAttribute("href", NEWSLETTER_URL);
  });

  test("keep the home, shop, product and cart pages free of accessibility violations", async ({ page }) => {
    for (const path of ["/", "/shop", GALLERY_PRODUCT_PATH]) {
      await page.goto(`${shop.baseURL}${path}`);
      await expectNoAxeViolations(page);
    }
    await addToCartFromProductPage(page, shop.baseURL);
    await page.goto(`${shop.baseURL}/cart`);
    await expect(page.locator(".woocommerce-cart-form__cart-item")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
