import { describe, expect, it } from "vitest";
import { DEFAULT_FONT_BODY, endsInGenericFamily, isSafeFontStack } from "./font-stack.ts";

describe("font stack setting", () => {
  it("accepts font-family lists with quoted and unquoted names", () => {
    expect(isSafeFontStack(DEFAULT_FONT_BODY)).toBe(true);
    expect(isSafeFontStack(`"Noto Sans Arabic", Tahoma, sans-serif`)).toBe(true);
    expect(isSafeFontStack(`'Source Serif 4', Georgia, serif`)).toBe(true);
  });

  it("refuses anything that could end the declaration, add rules or close the style element", () => {
    for (const hostile of ["serif; color: red", "serif}body{display:none", "serif</style><script>", "url(x), serif", "a\\62 , serif", "Arial,, serif", ""]) {
      expect(isSafeFontStack(hostile), hostile).toBe(false);
    }
  });

  it("asks the stack to end in a generic family", () => {
    expect(endsInGenericFamily("Georgia, serif")).toBe(true);
    expect(endsInGenericFamily("Georgia")).toBe(false);
  });
});
