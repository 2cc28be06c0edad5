import { readFileSync } from "node:fs";
import { expect, test } from "./helpers/test.ts";
import type { Page } from "@playwright/test";
import { transform } from "lightningcss";
import { STYLE_PART_FILES, STYLE_PARTS_IN_ORDER } from "../app/styles/style-parts.ts";
import { headerAccountLink, loginPopup, registerThroughApi, uniqueEmail } from "./helpers/account.ts";
import { addThroughApi, miniCart, productIdOnShop } from "./helpers/cart.ts";
import { acceptTerms, fillBillingDetails } from "./helpers/checkout.ts";
import { openProduct } from "./helpers/product-page.ts";

// Each page carries only the stylesheet's parts its page type needs (docs/decisions/055). This
// proves none is missing: on each page type, in its first state and with its dialogs open, every
// element's computed style (every property a stylesheet declares but custom ones, which only feed
// the others, plus its ::before and ::after content) is read, the WHOLE stylesheet (every part, in
// the cascade's order, from app/styles) is slipped in after the page's own and before the
// merchant's brand, and the styles are read again: nothing may change. A part a page lacks would
// change something.

/**
 * Vite's default build target ("baseline-widely-available": chrome111, edge111, firefox114,
 * safari16.4, ios16.4), which its CSS minifier, Lightning CSS, gets. The parts are minified as the
 * build minifies them, since minifying is not neutral (`background: none` becomes `background: 0 0`,
 * whose computed position differs); a Vite upgrade that changes the target makes this spec fail
 * everywhere, not pass wrongly.
 */
const VITE_CSS_TARGETS = { chrome: 111 << 16, edge: 111 << 16, firefox: 114 << 16, safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8) };

const WHOLE_STYLESHEET = STYLE_PARTS_IN_ORDER.map((part) => {
  const file = STYLE_PART_FILES[part];
  return transform({ filename: file, code: readFileSync(new URL(`../app/styles/${file}`, import.meta.url)), minify: true, targets: VITE_CSS_TARGETS }).code.toString();
}).join("\n");

const CAP = "Canvas Dad Cap";
const VARIABLE_PRODUCT = "/product/classic-hoodie";
const CATEGORY = "/product-category/clothing/hoodies";
/** A path no route matches: the root's error page, rendered without the root loader, carries the shell's parts alone. */
const UNMATCHED_PATH = "/no/such/page";

/**
 * The elements whose computed style the whole stylesheet changes, each with what changed (at most
 * 40 lines). All in one synchronous step, so no script runs between the readings; running
 * animations are paused first, and transitions the added stylesheet starts are finished, so a
 * reading is the styles' end state.
 */
async function changedByWholeStylesheet(page: Page): Promise<string[]> {
  return page.evaluate((whole) => {
    const elements = [document.documentElement, ...document.querySelectorAll("body, body *")];
    // Only what some stylesheet on the page, the whole stylesheet or an inline style declares is
    // read: a change to any other property's computed value has a cause among these, on the same
    // element or an ancestor, so it is seen there. Reading Chromium's 500-odd properties of every
    // element twice took most of this spec's time; these are 191 of the 526.
    const declared = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule || rule instanceof CSSKeyframeRule) for (const name of rule.style) declared.add(name);
        if ("cssRules" in rule) collect(rule.cssRules as CSSRuleList);
      }
    };
    const wholeSheet = new CSSStyleSheet();
    wholeSheet.replaceSync(whole);
    for (const sheet of [wholeSheet, ...document.styleSheets]) collect(sheet.cssRules);
    for (const element of elements) if (element instanceof HTMLElement || element instanceof SVGElement) for (const name of element.style) declared.add(name);
    const properties = [...declared].filter((name) => !name.startsWith("--"));
    const read = (element: Element) => {
      const style = getComputedStyle(element);
      const values = new Map<string, string>();
      for (const name of properties) values.set(name, style.getPropertyValue(name));
      values.set("::before content", getComputedStyle(element, "::before").content);
      values.set("::after content", getComputedStyle(element, "::after").content);
      return values;
    };
    const running = new Set(document.getAnimations());
    for (const animation of running) animation.pause();
    // The page's stylesheet is the head's first <style>; the merchant's brand follows it.
    const own = document.head.querySelector("style");
    if (own === null) throw new Error("the page has no inline stylesheet");
    const added = document.createElement("style");
    // Both readings follow a restyle of the whole page (a new custom property on the root): Chromium
    // reports some auto margins as 0px until one, which would read as a change.
    added.textContent = ":root{--page-styles-check:0}";
    own.after(added);
    const before = elements.map(read);
    added.textContent = `${whole}:root{--page-styles-check:1}`;
    for (const animation of document.getAnimations()) {
      if (running.has(animation)) continue;
      try {
        animation.finish();
      } catch {
        animation.pause();
      }
    }
    const after = elements.map(read);
    added.remove();
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${[...element.classList].map((c) => `.${c}`).join("")}`;
    const changes: string[] = [];
    elements.forEach((element, index) => {
      for (const [property, value] of before[index] ?? []) {
        const now = after[index]?.get(property);
        if (now !== value) changes.push(`${name(element)} ${property}: ${value} → ${now}`);
      }
    });
    return changes.slice(0, 40);
  }, WHOLE_STYLESHEET);
}

async function expectNothingMissing(page: Page): Promise<void> {
  expect(await changedByWholeStylesheet(page)).toEqual([]);
}

async function openLoginPopup(page: Page): Promise<void> {
  await headerAccountLink(page).click();
  await expect(loginPopup(page)).toBeVisible();
}

async function openMiniCart(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Show cart contents" }).click();
  await expect(miniCart(page).locator("li.mini_cart_item").first()).toBeVisible();
}

async function putCapInCart(page: Page): Promise<void> {
  await page.goto("/shop");
  await addThroughApi(page, await productIdOnShop(page, CAP));
}

/** Opens a page and waits until it has loaded, scripts and pictures included. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "load" });
}

test.describe("each page type carries every stylesheet part it needs (wide screen)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const PAGES: [string, string][] = [
    ["the home page", "/"],
    ["a content page (/about)", "/about"],
    ["a content page with a contact form (/contact)", "/contact"],
    ["/shop", "/shop"],
    ["a category page", CATEGORY],
    ["the product table", "/product-table"],
    ["/my-account, logged out", "/my-account"],
    ["the lost-password page", "/my-account/lost-password"],
    ["a content page's not-found page", "/no-such-page-here"],
  ];
  for (const [label, path] of PAGES) {
    test(`${label}: the whole stylesheet changes no element's computed style, as loaded and with the login popup open`, async ({ page }) => {
      await open(page, path);
      await expectNothingMissing(page);
      await openLoginPopup(page);
      await expectNothingMissing(page);
    });
  }

  test("the not-found page of a path no route matches, which carries only the shell's parts: the whole stylesheet changes no element's computed style", async ({ page }) => {
    const response = await page.goto(UNMATCHED_PATH, { waitUntil: "load" });
    expect(response?.status()).toBe(404);
    await expectNothingMissing(page);
  });

  test("a variable product's page: the whole stylesheet changes no element's computed style, as loaded, scrolled to its sticky add-to-cart bar, and with the login popup open", async ({ page }) => {
    await openProduct(page, VARIABLE_PRODUCT);
    await expectNothingMissing(page);
    await page.locator(".site-footer").scrollIntoViewIfNeeded();
    await expect(page.locator(".sticky-add-to-cart")).toHaveClass(/is-active/);
    await expectNothingMissing(page);
    await openLoginPopup(page);
    await expectNothingMissing(page);
  });

  test("the product table: the whole stylesheet changes no element's computed style with a product's quick view open", async ({ page }) => {
    await open(page, `/product-table?s=${encodeURIComponent(CAP)}`);
    await page.getByRole("button", { name: `Quick view of “${CAP}”` }).click();
    await expect(page.getByRole("dialog", { name: CAP }).getByRole("heading", { name: CAP })).toBeVisible();
    await expectNothingMissing(page);
  });

  test("/shop: the whole stylesheet changes no element's computed style with a product's quick view open", async ({ page }) => {
    await open(page, `/shop?s=${encodeURIComponent(CAP)}`);
    await page.getByRole("button", { name: `Quick view of “${CAP}”` }).click();
    await expect(page.getByRole("dialog", { name: CAP }).getByRole("heading", { name: CAP })).toBeVisible();
    await expectNothingMissing(page);
  });

  test("with a product in the cart, the whole stylesheet changes no element's computed style on /cart, on /checkout, and with the mini cart open on /shop and on /cart, and on the order-received page once the order is placed", async ({ page }) => {
    await putCapInCart(page);
    await open(page, "/cart");
    await expect(page.locator("main")).toContainText(CAP);
    await expectNothingMissing(page);
    await open(page, "/checkout");
    await expect(page.locator("form.woocommerce-checkout")).toBeVisible();
    await expectNothingMissing(page);
    for (const path of ["/shop", "/cart"]) {
      await open(page, path);
      await openMiniCart(page);
      await expectNothingMissing(page);
    }
    await open(page, "/checkout");
    await fillBillingDetails(page);
    await page.getByRole("radio", { name: "Direct bank transfer" }).check();
    await acceptTerms(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
    await page.waitForLoadState("load");
    await expectNothingMissing(page);
  });

  test("logged in, the whole stylesheet changes no element's computed style on the account dashboard, its orders, addresses, payment methods and account details", async ({ page }) => {
    await registerThroughApi(page.request, uniqueEmail("page-styles"));
    for (const path of ["/my-account", "/my-account/orders", "/my-account/edit-address", "/my-account/payment-methods", "/my-account/edit-account"]) {
      await open(page, path);
      await expect(page.locator(".woocommerce-MyAccount-navigation")).toBeVisible();
      await expectNothingMissing(page);
    }
  });
});

test.describe("each page type carries every stylesheet part it needs (phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/cart, which carries the fewest parts besides the shell's (cart.css): the whole stylesheet changes no element's computed style, as loaded and with the phone's Main Menu open", async ({ page }) => {
    await open(page, "/cart");
    await expectNothingMissing(page);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Main Menu" })).toBeVisible();
    await expectNothingMissing(page);
  });

  test("/shop: the whole stylesheet changes no element's computed style, as loaded and with the filters dialog open", async ({ page }) => {
    await open(page, "/shop");
    await expectNothingMissing(page);
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Filter" })).toBeVisible();
    await expectNothingMissing(page);
  });

  test("the product table's stacked rows and a variable product's page: the whole stylesheet changes no element's computed style", async ({ page }) => {
    await open(page, "/product-table");
    await expectNothingMissing(page);
    await openProduct(page, VARIABLE_PRODUCT);
    await expectNothingMissing(page);
  });
});
