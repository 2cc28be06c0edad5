import { describe, expect, it } from "vitest";
import { slugify } from "./slugify.ts";

describe("slugify", () => {
  it("follows WordPress slugs", () => {
    expect(slugify("Hoodie with Pocket and  Logo")).toBe("hoodie-with-pocket-and-logo");
    expect(slugify("T-Shirt")).toBe("t-shirt");
    expect(slugify("Crème Brûlée")).toBe("creme-brulee");
    expect(slugify("Men's  Shoes!")).toBe("mens-shoes");
    expect(slugify("  ")).toBe("");
  });
});
