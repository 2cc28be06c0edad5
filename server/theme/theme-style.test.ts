import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { themeStyleRule } from "./theme-style.ts";

describe("theme style rule", () => {
  it("writes the brand colour, the colours chosen for it and the font stacks as custom properties on :root", () => {
    const rule = themeStyleRule(loadConfig({ THEME_BRAND_COLOR: "#F2C94C", THEME_FONT_BODY: "Georgia, serif" }).theme);
    expect(rule).toMatch(/^:root\{[^{}]*\}$/);
    expect(rule).toContain("--brand:#f2c94c;");
    expect(rule).toContain("--on-brand:#000000;");
    expect(rule).toContain("--brand-deepen:#ffffff;");
    expect(rule).toContain("--font-body:Georgia, serif;");
    expect(rule).toContain("--font-headings:Georgia, serif}");
  });
});
