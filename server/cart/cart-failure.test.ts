import { describe, expect, it } from "vitest";
import { cartFailure } from "./cart-failure.ts";

describe("cartFailure", () => {
  it("carries the code and params and a product URL only when given, with no words", () => {
    expect(cartFailure("out_of_stock", { name: "Mug" }, "/product/mug")).toEqual({
      ok: false,
      code: "out_of_stock",
      params: { name: "Mug" },
      productUrl: "/product/mug",
    });
    expect(cartFailure("invalid_quantity")).toEqual({ ok: false, code: "invalid_quantity", params: {} });
  });
});
