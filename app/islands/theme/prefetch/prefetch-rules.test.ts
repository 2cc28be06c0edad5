import { describe, expect, it } from "vitest";
import { isPrefetchable, type PrefetchOptions } from "./prefetch-rules.ts";

const STRICT: PrefetchOptions = { allowQueryString: false, allowExternalLinks: false };
const HTTPS_PAGE = new URL("https://shop.example/shop");

function allowed(href: string, options: PrefetchOptions = STRICT, page = HTTPS_PAGE, optedOut = false): boolean {
  return isPrefetchable(new URL(href, page), page, options, optedOut);
}

describe("isPrefetchable (spec §5, instant.page's rules)", () => {
  it("prefetches a plain link to another page of the shop", () => {
    expect(allowed("/product/classic-hoodie")).toBe(true);
    expect(allowed("https://shop.example/product-category/clothing/")).toBe(true);
  });

  it("prefetches only http and https links", () => {
    expect(allowed("mailto:shop@example.com")).toBe(false);
    expect(allowed("tel:+15550100")).toBe(false);
    expect(allowed("javascript:void(0)")).toBe(false);
    expect(allowed("ftp://shop.example/file")).toBe(false);
  });

  it("never steps down from an https page to an http link, but an http page may link to http", () => {
    expect(allowed("http://shop.example/shop/page/2", { allowQueryString: false, allowExternalLinks: true })).toBe(false);
    const httpPage = new URL("http://localhost:3000/shop");
    expect(allowed("http://localhost:3000/product/beanie", STRICT, httpPage)).toBe(true);
  });

  it("skips links to other sites unless external links are allowed", () => {
    expect(allowed("https://other.example/page")).toBe(false);
    expect(allowed("https://other.example/page", { allowQueryString: false, allowExternalLinks: true })).toBe(true);
  });

  it("skips links with a query string unless query strings are allowed", () => {
    expect(allowed("/shop?orderby=price")).toBe(false);
    expect(allowed("/shop?orderby=price", { allowQueryString: true, allowExternalLinks: false })).toBe(true);
  });

  it("skips hash links into the same page, but not a hash link to another page", () => {
    expect(allowed("#reviews")).toBe(false);
    expect(allowed("/shop#main")).toBe(false);
    expect(allowed("/product/beanie#reviews")).toBe(true);
  });

  it("skips a link marked data-no-instant", () => {
    expect(allowed("/product/beanie", STRICT, HTTPS_PAGE, true)).toBe(false);
  });

  it("never prefetches the cart, checkout, account, log-out or social sign-in pages, nor the API, whatever is allowed", () => {
    const all: PrefetchOptions = { allowQueryString: true, allowExternalLinks: true };
    const paths = ["/cart", "/cart/", "/checkout", "/checkout/order-received/12/", "/my-account", "/my-account/orders", "/my-account/customer-logout", "/auth/google", "/auth/facebook/start", "/api/v1/cart"];
    for (const path of paths) {
      expect({ path, allowed: allowed(path, all) }).toEqual({ path, allowed: false });
    }
    expect(allowed("/cartography", all)).toBe(true);
  });

  it("never prefetches an add-to-cart link, even when query strings are allowed", () => {
    expect(allowed("/shop?add-to-cart=12", { allowQueryString: true, allowExternalLinks: false })).toBe(false);
    expect(allowed("/product/beanie?add-to-cart=12&quantity=2", { allowQueryString: true, allowExternalLinks: false })).toBe(false);
  });
});
