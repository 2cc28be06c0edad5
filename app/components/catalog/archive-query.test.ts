import { describe, expect, it } from "vitest";
import { archivePageUrl, paginationItems, parseArchiveQuery, resultCountText, splitPagePath } from "./archive-query.ts";

describe("archive query", () => {
  it("reads the page from the WooCommerce /page/N/ suffix", () => {
    expect(splitPagePath("/shop/page/3/")).toEqual({ basePath: "/shop", page: 3 });
    expect(splitPagePath("/product-category/clothing/hoodies/page/2")).toEqual({ basePath: "/product-category/clothing/hoodies", page: 2 });
    expect(splitPagePath("/shop")).toEqual({ basePath: "/shop", page: 1 });
    expect(splitPagePath("/shop/page/0")).toEqual({ basePath: "/shop", page: 1 });
  });

  it("falls back to default sorting for an unknown orderby", () => {
    expect(parseArchiveQuery(new URL("http://x/shop?orderby=evil")).orderBy).toBe("menu_order");
    expect(parseArchiveQuery(new URL("http://x/shop?orderby=price-desc&s=%20mug%20")).search).toBe("mug");
  });

  it("keeps ordering and search in page links", () => {
    expect(archivePageUrl("/shop", 2, { orderBy: "price", search: "mug" })).toBe("/shop/page/2/?orderby=price&s=mug");
    expect(archivePageUrl("/shop", 1, { orderBy: "menu_order", search: "" })).toBe("/shop");
  });

  it("words the result count like WooCommerce", () => {
    expect(resultCountText(1, 1, 12, "en-US")).toBe("Showing the single result");
    expect(resultCountText(7, 1, 12, "en-US")).toBe("Showing all 7 results");
    expect(resultCountText(40, 4, 12, "en-US")).toBe("Showing 37–40 of 40 results");
  });

  it("elides distant page numbers", () => {
    expect(paginationItems(5, 20)).toEqual([1, null, 3, 4, 5, 6, 7, null, 20]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
  });
});
