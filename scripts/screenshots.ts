import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { startDemoShop } from "./demo-shop.ts";

// `npm run screenshots`: the README's pictures of the shop (home, shop, product, cart) on a wide
// screen and on a phone, taken with Chromium from a shop of its own on the demo data (needs
// `npm run build` first). Written as WebP, which keeps each picture to some tens of KB.

const OUT_DIR = fileURLToPath(new URL("../docs/screenshots/", import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const WEBP_QUALITY = 72;

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** A simple demo product the cart shot adds to the cart from its page. */
const CART_PRODUCT_PATH = "/product/canvas-dad-cap";

const PAGES: readonly { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: "home", open: async (page) => void (await page.goto("/")) },
  { name: "shop", open: async (page) => void (await page.goto("/shop")) },
  { name: "product", open: async (page) => void (await page.goto("/product/classic-hoodie")) },
  {
    name: "cart",
    open: async (page) => {
      await page.goto(CART_PRODUCT_PATH);
      // The cart script adds through the JSON API; the cart page is read once that answered.
      const added = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/api/v1/cart/add"));
      await page.locator("form.cart button[type=submit]").first().click();
      await added;
      await page.goto("/cart");
    },
  },
];

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const shop = await startDemoShop();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ baseURL: shop.baseURL, viewport, reducedMotion: "reduce", isMobile: viewport.name === "phone", hasTouch: viewport.name === "phone" });
      const page = await context.newPage();
      for (const shot of PAGES) {
        await shot.open(page);
        // Every picture above the fold in place before the shot.
        await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === "lazy"));
        const png = await page.screenshot({ type: "png" });
        const file = join(OUT_DIR, `${shot.name}-${viewport.name}.webp`);
        const info = await sharp(png).webp({ quality: WEBP_QUALITY, effort: 6 }).toFile(file);
        console.log(`${file}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}

await main();
