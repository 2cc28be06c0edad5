import { describe, expect, it } from "vitest";
import { handleStyleParts, pageStyleParts, SHELL_STYLE_PARTS, STYLE_PARTS_IN_ORDER } from "./style-parts.ts";

describe("pageStyleParts", () => {
  it("gives a page without parts of its own the shell's parts, in the cascade's order", () => {
    expect(pageStyleParts([])).toEqual(STYLE_PARTS_IN_ORDER.filter((part) => SHELL_STYLE_PARTS.includes(part)));
    expect(pageStyleParts([])[0]).toBe("tokens");
  });

  it("joins a route's parts with the shell's in the cascade's order, whatever order the route names them in, each once", () => {
    const parts = pageStyleParts(["mediaBlocks", "checkout", "tokens", "checkout", "productTable"]);
    expect(parts).toEqual(STYLE_PARTS_IN_ORDER.filter((part) => SHELL_STYLE_PARTS.includes(part) || ["mediaBlocks", "checkout", "productTable"].includes(part)));
    expect(parts.indexOf("productTable")).toBeLessThan(parts.indexOf("checkout"));
    expect(parts.indexOf("checkout")).toBeLessThan(parts.indexOf("mediaBlocks"));
  });

  it("gives every part, in order, when every part is asked for: the whole stylesheet", () => {
    expect(pageStyleParts([...STYLE_PARTS_IN_ORDER].reverse())).toEqual(STYLE_PARTS_IN_ORDER);
  });
});

describe("handleStyleParts", () => {
  it("reads the parts a route's handle names and nothing from a handle without them", () => {
    expect(handleStyleParts({ styles: ["product", "cart"] })).toEqual(["product", "cart"]);
    expect(handleStyleParts({ styles: ["product", "no-such-part", 3] })).toEqual(["product"]);
    expect(handleStyleParts(undefined)).toEqual([]);
    expect(handleStyleParts({ other: true })).toEqual([]);
  });
});
