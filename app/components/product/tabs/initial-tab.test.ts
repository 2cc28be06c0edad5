import { describe, expect, it } from "vitest";
import { initialTab, requestedTab } from "./initial-tab.ts";
import type { ProductTabId } from "./product-tab-id.ts";

const all: ProductTabId[] = ["description", "additional_information", "reviews"];
const href = "https://shop.test/product/hoodie";

describe("initialTab", () => {
  it.each(["#reviews", "#comments", "#tab-reviews", "#comment-12", "#comment-"])("opens reviews for %s", (hash) => {
    expect(initialTab(hash, href, all)).toBe("reviews");
  });

  it.each([`${href}/comment-page-2/`, `${href}?cpage=3`])("opens reviews for paged comments at %s", (address) => {
    expect(initialTab("", address, all)).toBe("reviews");
  });

  it.each(["#tab-additional_information", "#additional_information"])("opens additional information for %s", (hash) => {
    expect(initialTab(hash, href, all)).toBe("additional_information");
  });

  it("lets paged comments win over another hash", () => {
    expect(initialTab("#tab-description", `${href}?cpage=2`, all)).toBe("reviews");
  });

  it("falls back to the first tab for other or missing hashes", () => {
    expect(initialTab("", href, all)).toBe("description");
    expect(initialTab("#&gid=1&pid=2", href, all)).toBe("description");
    expect(initialTab("#reviewsX", href, all)).toBe("description");
    expect(initialTab("#commentary", href, all)).toBe("description");
  });

  it("falls back when the wanted tab is not shown", () => {
    expect(initialTab("#reviews", href, ["description", "additional_information"])).toBe("description");
    expect(initialTab("#tab-additional_information", href, ["reviews"])).toBe("reviews");
  });

  it("returns null without tabs", () => {
    expect(initialTab("#reviews", href, [])).toBeNull();
  });
});

describe("requestedTab", () => {
  it("names only tabs the address asks for", () => {
    expect(requestedTab("#comment-3", href, all)).toBe("reviews");
    expect(requestedTab("#main", href, all)).toBeNull();
    expect(requestedTab("#reviews", href, ["description"])).toBeNull();
  });
});
