import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

// The theme's consent settings (decision 048), beside config.test.ts to keep that file's history apart.
describe("loadConfig: cookie notice, analytics, ad-block detection and captcha", () => {
  it("has the cookie notice off, no analytics and no ad-block counting by default", () => {
    const config = loadConfig({});
    expect(config.consent).toEqual({ cookieNotice: "off", cookieNoticeVersion: "1", analytics: null });
    expect(config.adBlockTracking).toBe(false);
  });

  it("reads the notice variant, its version, a GA4 id or a self-hosted script, and AD_BLOCK_TRACKING", () => {
    const ga = loadConfig({ COOKIE_NOTICE: "banner", COOKIE_NOTICE_VERSION: "2026.2", ANALYTICS_GA4_ID: "G-ABC123XYZ", AD_BLOCK_TRACKING: "1" });
    expect(ga.consent).toEqual({ cookieNotice: "banner", cookieNoticeVersion: "2026.2", analytics: { kind: "ga4", measurementId: "G-ABC123XYZ" } });
    expect(ga.adBlockTracking).toBe(true);
    expect(loadConfig({ ANALYTICS_SCRIPT_URL: "https://stats.example/script.js" }).consent.analytics).toEqual({ kind: "script", src: "https://stats.example/script.js" });
  });

  it("stops on a bad value, naming the variable, and on two analytics providers", () => {
    expect(() => loadConfig({ COOKIE_NOTICE: "popup" })).toThrow(/COOKIE_NOTICE/);
    expect(() => loadConfig({ COOKIE_NOTICE_VERSION: "two words" })).toThrow(/COOKIE_NOTICE_VERSION/);
    expect(() => loadConfig({ ANALYTICS_GA4_ID: "UA-1234-1" })).toThrow(/ANALYTICS_GA4_ID/);
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: "javascript:alert(1)" })).toThrow(/ANALYTICS_SCRIPT_URL/);
    expect(() => loadConfig({ ANALYTICS_GA4_ID: "G-ABC123XYZ", ANALYTICS_SCRIPT_URL: "https://stats.example/s.js" })).toThrow(/not both/);
  });

  it("has captcha off by default, and on needs CAPTCHA_HMAC_KEY of at least 32 characters", () => {
    expect(loadConfig({}).captcha).toBeNull();
    expect(loadConfig({ CAPTCHA: "1", CAPTCHA_HMAC_KEY: "k".repeat(32) }).captcha).toEqual({ hmacKey: "k".repeat(32) });
    expect(() => loadConfig({ CAPTCHA: "1" })).toThrow(/CAPTCHA_HMAC_KEY/);
    expect(() => loadConfig({ CAPTCHA: "1", CAPTCHA_HMAC_KEY: "short" })).toThrow(/CAPTCHA_HMAC_KEY/);
  });
});
