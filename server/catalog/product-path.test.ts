import { describe, expect, it } from "vitest";
import { productPath } from "./product-path.ts";

describe("productPath", () => {
  it("puts the slug under WooCommerce's /product/ base", () => {
    expect(productPath("classic-hoodie")).toBe("/product/classic-hoodie");
  });
});
