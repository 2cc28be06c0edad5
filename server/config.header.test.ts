import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

// The header's settings (issue 12), apart from config.test.ts so parallel work on other settings does not collide.
describe("loadConfig: header settings", () => {
  it("shows the shop's name as the logo unless HEADER_LOGO_URL names an image, whose alt defaults to the shop's name", () => {
    expect(loadConfig({}).header.logo).toBeNull();
    expect(loadConfig({ SHOP_NAME: "Lumen", HEADER_LOGO_URL: "/media/logo.svg" }).header.logo).toEqual({ url: "/media/logo.svg", alt: "Lumen" });
    expect(loadConfig({ HEADER_LOGO_URL: "https://cdn.example/logo.png", HEADER_LOGO_ALT: "Lumen lamps" }).header.logo).toEqual({ url: "https://cdn.example/logo.png", alt: "Lumen lamps" });
  });

  it("refuses a logo address that is neither http(s) nor a path on the shop", () => {
    expect(() => loadConfig({ HEADER_LOGO_URL: "javascript:alert(1)" })).toThrow(/HEADER_LOGO_URL/);
    expect(() => loadConfig({ HEADER_LOGO_URL: "//evil.example/logo.png" })).toThrow(/HEADER_LOGO_URL/);
  });

  it("sticks the header by default and hides it on scroll only when HEADER_HIDE_ON_SCROLL is on", () => {
    expect(loadConfig({}).header).toMatchObject({ sticky: true, hideOnScroll: false });
    expect(loadConfig({ HEADER_STICKY: "0", HEADER_HIDE_ON_SCROLL: "1" }).header).toMatchObject({ sticky: false, hideOnScroll: true });
    expect(() => loadConfig({ HEADER_HIDE_ON_SCROLL: "sometimes" })).toThrow(/HEADER_HIDE_ON_SCROLL/);
  });
});
