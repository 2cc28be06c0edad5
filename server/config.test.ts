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
});
