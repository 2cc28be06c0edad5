import { describe, expect, it } from "vitest";
import { decodeMultiAddAnswer, encodeMultiAddAnswer } from "./multi-add-answer-cookie.ts";

describe("the no-JS multi-add answer cookie", () => {
  it("carries each line's product, code and numeric params across the redirect; names are looked up again", () => {
    const value = encodeMultiAddAnswer([
      { productId: 12, ok: true },
      { productId: 13, ok: false, code: "out_of_stock", params: { name: "Vase" }, productUrl: "/product/vase" },
      { productId: 14, ok: false, code: "insufficient_stock", params: { stock: 3, in_cart: 2 } },
    ]);
    expect(value).toBe("12!added.13!out_of_stock.14!insufficient_stock!stock~3!in_cart~2");
    expect(encodeURIComponent(value)).toBe(value);
    expect(decodeMultiAddAnswer(value)).toEqual([
      { productId: 12, code: "added", params: {} },
      { productId: 13, code: "out_of_stock", params: {} },
      { productId: 14, code: "insufficient_stock", params: { stock: 3, in_cart: 2 } },
    ]);
  });

  it("stays under a browser's 4 KB cookie limit by leaving out the lines past it", () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ productId: 2_000_000_000 + i, ok: false as const, code: "insufficient_stock" as const, params: { stock: 99999, in_cart: 99999 } }));
    const value = encodeMultiAddAnswer(lines);
    expect(value.length).toBeLessThanOrEqual(3800);
    expect(decodeMultiAddAnswer(value).length).toBeGreaterThan(50);
  });

  it("reads a malformed or hostile value as no answer", () => {
    for (const value of [null, "", "abc", "12!added.x", "12!<script>", "1!added!name~Vase", "12!added.".repeat(500)]) {
      expect(decodeMultiAddAnswer(value), String(value)).toEqual([]);
    }
  });
});
