import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to the embedded SQLite file on port 3000", () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBe("sqlite:var/shop.sqlite");
    expect(config.port).toBe(3000);
    expect(config.shop.currency).toBe("USD");
  });

  it("accepts PostgreSQL URLs", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://shop@db:5432/shop" }).databaseUrl).toBe("postgres://shop@db:5432/shop");
  });

  it("stops with a message naming the variable for any other database URL", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("rejects a bad port or currency with the variable's name", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadConfig({ SHOP_CURRENCY: "dollars" })).toThrow(/SHOP_CURRENCY/);
  });

  it("reads the storefront cart settings", () => {
    expect(loadConfig({}).cart).toEqual({ style: "dropdown", redirectAfterAdd: false, requestTimeoutMs: 5000 });
    const cart = loadConfig({ CART_STYLE: "off-canvas", CART_REDIRECT_AFTER_ADD: "1", CART_REQUEST_TIMEOUT_MS: "8000" }).cart;
    expect(cart).toEqual({ style: "off-canvas", redirectAfterAdd: true, requestTimeoutMs: 8000 });
    expect(() => loadConfig({ CART_STYLE: "popup" })).toThrow(/CART_STYLE/);
  });

  it("offers the quick view on the shop's listings unless QUICK_VIEW_ON_LISTINGS turns it off", () => {
    expect(loadConfig({}).productTable.quickViewOnListings).toBe(true);
    expect(loadConfig({ QUICK_VIEW_ON_LISTINGS: "0" }).productTable.quickViewOnListings).toBe(false);
    expect(() => loadConfig({ QUICK_VIEW_ON_LISTINGS: "maybe" })).toThrow(/QUICK_VIEW_ON_LISTINGS/);
  });

  it("stops a production start without SHOP_URL, naming the variable", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SHOP_URL/);
  });

  it("answers in production only for SHOP_URL's host", () => {
    const config = loadConfig({ NODE_ENV: "production", SHOP_URL: "https://Shop.Example/" });
    expect(config.shop.url).toBe("https://shop.example");
    expect(config.shop.acceptedHosts).toEqual(["shop.example"]);
  });

  it("defaults in development to http://localhost:$PORT and also answers the loopback aliases on that port", () => {
    const config = loadConfig({ PORT: "4100" });
    expect(config.shop.url).toBe("http://localhost:4100");
    expect(config.shop.acceptedHosts).toEqual(["localhost:4100", "127.0.0.1:4100", "[::1]:4100"]);
  });

  it("refuses a SHOP_URL that is more than an origin", () => {
    expect(() => loadConfig({ SHOP_URL: "https://shop.example/store" })).toThrow(/SHOP_URL/);
    expect(() => loadConfig({ SHOP_URL: "ftp://shop.example" })).toThrow(/SHOP_URL/);
  });

  it("runs the scheduled jobs in the shop process unless JOBS_IN_PROCESS turns them off", () => {
    expect(loadConfig({}).jobsInProcess).toBe(true);
    expect(loadConfig({ JOBS_IN_PROCESS: "false" }).jobsInProcess).toBe(false);
    expect(() => loadConfig({ JOBS_IN_PROCESS: "sometimes" })).toThrow(/JOBS_IN_PROCESS/);
  });

  it("runs without Stripe unless both its keys are given, names a missing or malformed one, and loads Stripe.js from js.stripe.com unless STRIPE_JS_URL names another", () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc" }).stripe).toEqual({ secretKey: "sk_test_abc", publishableKey: "pk_test_abc", webhookSecret: null, apiUrl: null, jsUrl: "https://js.stripe.com/v3" });
    const local = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc", STRIPE_JS_URL: "http://127.0.0.1:4010/v3" };
    expect(loadConfig(local).stripe?.jsUrl).toBe("http://127.0.0.1:4010/v3");
    expect(() => loadConfig({ ...local, STRIPE_JS_URL: "js.stripe.com/v3" })).toThrow(/STRIPE_JS_URL/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it("sends the shop's order mails to SHOP_ADMIN_EMAIL, by default to the address mail is sent from", () => {
    expect(loadConfig({}).shop.adminEmail).toBe("no-reply@localhost");
    expect(loadConfig({ MAIL_FROM: "Corner Shop <orders@corner.example>" }).shop.adminEmail).toBe("orders@corner.example");
    expect(loadConfig({ MAIL_FROM: "orders@corner.example" }).shop.adminEmail).toBe("orders@corner.example");
    expect(loadConfig({ SHOP_ADMIN_EMAIL: "kim@corner.example , lee@corner.example" }).shop.adminEmail).toBe("kim@corner.example, lee@corner.example");
    expect(() => loadConfig({ SHOP_ADMIN_EMAIL: "Kim" })).toThrow(/SHOP_ADMIN_EMAIL/);
    expect(() => loadConfig({ SHOP_ADMIN_EMAIL: "kim@corner.example,," })).toThrow(/SHOP_ADMIN_EMAIL/);
  });

  it("keeps the shop's calendar in SHOP_TIMEZONE, UTC by default, and stops on a zone that is not an IANA name", () => {
    expect(loadConfig({}).shop.timeZone).toBe("UTC");
    expect(loadConfig({ SHOP_TIMEZONE: "Europe/London" }).shop.timeZone).toBe("Europe/London");
    expect(() => loadConfig({ SHOP_TIMEZONE: "Mars/Olympus_Mons" })).toThrow(/SHOP_TIMEZONE/);
  });

  it("prorates a synchronised subscription's first period only when SUBSCRIPTIONS_PRORATE_FIRST_PERIOD is on (off by default, as in WooCommerce Subscriptions)", () => {
    expect(loadConfig({}).subscriptions.prorateFirstPeriod).toBe(false);
    expect(loadConfig({ SUBSCRIPTIONS_PRORATE_FIRST_PERIOD: "1" }).subscriptions.prorateFirstPeriod).toBe(true);
    expect(() => loadConfig({ SUBSCRIPTIONS_PRORATE_FIRST_PERIOD: "sometimes" })).toThrow(/SUBSCRIPTIONS_PRORATE_FIRST_PERIOD/);
  });
  it("reads the theme's brand colour, font stacks, direction and newsletter link, with the default blue left to right", () => {
    const defaults = loadConfig({}).theme;
    expect(defaults).toMatchObject({ brand: { brand: "#1f5fa8", onBrand: "#ffffff" }, rtl: false, newsletterUrl: null });
    expect(defaults.fontHeadings).toBe(defaults.fontBody);
    const set = loadConfig({ THEME_BRAND_COLOR: "#F2C94C", THEME_FONT_BODY: "Georgia, serif", THEME_FONT_HEADINGS: `"Playfair Display", serif`, THEME_RTL: "1", THEME_NEWSLETTER_URL: "https://news.example/signup" }).theme;
    expect(set).toMatchObject({ brand: { brand: "#f2c94c", onBrand: "#000000" }, fontBody: "Georgia, serif", fontHeadings: `"Playfair Display", serif`, rtl: true, newsletterUrl: "https://news.example/signup" });
  });

  it("refuses a theme setting that is not a colour, a safe font stack or a web address, naming the variable", () => {
    expect(() => loadConfig({ THEME_BRAND_COLOR: "blue" })).toThrow(/THEME_BRAND_COLOR/);
    expect(() => loadConfig({ THEME_FONT_BODY: "serif;}body{display:none" })).toThrow(/THEME_FONT_BODY/);
    expect(() => loadConfig({ THEME_FONT_HEADINGS: "Georgia" })).toThrow(/THEME_FONT_HEADINGS/);
    expect(() => loadConfig({ THEME_NEWSLETTER_URL: "javascript:alert(1)" })).toThrow(/THEME_NEWSLETTER_URL/);
  });

  it("has no live chat until a widget id is given, fills it into Tawk's script address or LIVE_CHAT_SCRIPT_URL's {key}, and refuses a template without {key}", () => {
    expect(loadConfig({}).liveChatScriptUrl).toBeNull();
    expect(loadConfig({ LIVE_CHAT_WIDGET_ID: "5f1a2b3c" }).liveChatScriptUrl).toBe("https://embed.tawk.to/5f1a2b3c/default");
    expect(loadConfig({ LIVE_CHAT_WIDGET_ID: "w-1", LIVE_CHAT_SCRIPT_URL: "http://127.0.0.1:4020/widget/{key}.js" }).liveChatScriptUrl).toBe("http://127.0.0.1:4020/widget/w-1.js");
    expect(() => loadConfig({ LIVE_CHAT_WIDGET_ID: "w-1", LIVE_CHAT_SCRIPT_URL: "https://chat.example/widget.js" })).toThrow(/LIVE_CHAT_SCRIPT_URL/);
    expect(() => loadConfig({ LIVE_CHAT_WIDGET_ID: '"><script>' })).toThrow(/LIVE_CHAT_WIDGET_ID/);
  });
});
