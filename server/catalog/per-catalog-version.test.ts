import { describe, expect, it } from "vitest";
import type { TableTerms } from "./get-product-table-terms.ts";
import { perCatalogVersion } from "./per-catalog-version.ts";

function catalogueVersion(): TableTerms {
  return { facets: { categories: [], tags: [], attributes: [] }, listedCount: 0, categoryLinks: [], tagIds: new Map(), attributeIds: new Map() };
}

describe("perCatalogVersion", () => {
  it("lets requests for the same key share one computation while it runs", async () => {
    const remember = perCatalogVersion<Promise<number>>(10);
    const version = catalogueVersion();
    let computations = 0;
    let finish: (value: number) => void = () => undefined;
    const count = () => {
      computations += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = remember(version, "shop", count);
    const second = remember(version, "shop", count);
    finish(42);
    expect(await Promise.all([first, second])).toEqual([42, 42]);
    expect(computations).toBe(1);
  });

  it("computes again for another catalogue version", async () => {
    const remember = perCatalogVersion<Promise<number>>(10);
    const older = await remember(catalogueVersion(), "shop", () => Promise.resolve(1));
    const newer = await remember(catalogueVersion(), "shop", () => Promise.resolve(2));
    expect([older, newer]).toEqual([1, 2]);
  });

  it("forgets a failed computation, so the next request computes again", async () => {
    const remember = perCatalogVersion<Promise<number>>(10);
    const version = catalogueVersion();
    await expect(remember(version, "shop", () => Promise.reject(new Error("connection lost")))).rejects.toThrow("connection lost");
    expect(await remember(version, "shop", () => Promise.resolve(3))).toBe(3);
  });
});
