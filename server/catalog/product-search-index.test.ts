import { describe, expect, it } from "vitest";
import { searchIndexServes } from "./product-search-index.ts";

describe("searchIndexServes", () => {
  it("takes words of three characters or more, counting characters rather than UTF-16 units", () => {
    expect(searchIndexServes("mug")).toBe(true);
    expect(searchIndexServes("mu")).toBe(false);
    expect(searchIndexServes("☕☕")).toBe(false);
    expect(searchIndexServes("😀😀")).toBe(false);
    expect(searchIndexServes("😀😀😀")).toBe(true);
  });

  it("leaves a word holding a NUL to the LIKE scan, since FTS5 would end its query there", () => {
    expect(searchIndexServes("ab\u0000cd")).toBe(false);
  });
});
