import { describe, expect, it } from "vitest";
import { AA_TEXT_CONTRAST, PAGE_BACKGROUNDS, brandColours, contrastRatio, mixSrgb, parseHexColour, readableTextOn } from "./brand-colour.ts";

describe("brand colour", () => {
  it("reads six- and three-digit hex colours and refuses anything else", () => {
    expect(parseHexColour("#1F5FA8")).toEqual({ r: 0x1f, g: 0x5f, b: 0xa8 });
    expect(parseHexColour("#15a")).toEqual({ r: 0x11, g: 0x55, b: 0xaa });
    expect(() => parseHexColour("red")).toThrow();
    expect(() => parseHexColour("#12345")).toThrow();
  });

  it("measures contrast as WCAG 2 does: 21 for black on white, 1 for a colour on itself", () => {
    expect(contrastRatio(parseHexColour("#000"), parseHexColour("#fff"))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHexColour("#1f5fa8"), parseHexColour("#1f5fa8"))).toBe(1);
    // #767676 is the well-known lightest grey that passes AA on white.
    expect(contrastRatio(parseHexColour("#767676"), parseHexColour("#fff"))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it("puts white text on dark brand colours and black text on light ones", () => {
    expect(readableTextOn(parseHexColour("#1f5fa8"))).toBe("#ffffff");
    expect(readableTextOn(parseHexColour("#f2c94c"))).toBe("#000000");
    expect(readableTextOn(parseHexColour("#ffffff"))).toBe("#000000");
  });

  it.each(["#1f5fa8", "#f2c94c", "#ffffff", "#000000", "#00a86b", "#ff4f00", "#7a1f5c", "#808080"])("keeps text on brand colour %s, and the colour as link text, at AA contrast", (value) => {
    const colours = brandColours(value);
    const brand = parseHexColour(colours.brand);
    expect(contrastRatio(brand, parseHexColour(colours.onBrand))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    const ink = parseHexColour(colours.ink);
    const soft = mixSrgb(brand, parseHexColour("#fff"), 0.12);
    for (const background of [...PAGE_BACKGROUNDS, soft]) expect(contrastRatio(ink, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it("keeps a brand colour that already reads on white as its own link colour, and darkens a light one", () => {
    expect(brandColours("#1f5fa8").ink).toBe("#1f5fa8");
    const yellow = brandColours("#f2c94c");
    expect(yellow.ink).not.toBe("#f2c94c");
    expect(contrastRatio(parseHexColour(yellow.ink), parseHexColour("#fff"))).toBeLessThan(7);
  });

  it("deepens the hover shade away from the text colour, so hovering never lowers the text's contrast", () => {
    expect(brandColours("#1f5fa8").deepen).toBe("#000000");
    expect(brandColours("#f2c94c").deepen).toBe("#ffffff");
  });
});
