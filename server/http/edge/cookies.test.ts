import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { appendCookies, cookiesAreSecure, expiredCookie, sentCookieNames, serializeCookie } from "./cookies.ts";

describe("the edge's cookie writer", () => {
  it("writes every cookie Path=/ and SameSite=Lax, with HttpOnly, Max-Age and Secure as asked", () => {
    expect(serializeCookie({ name: "a", value: "x y", httpOnly: true, maxAge: 60 }, true)).toBe("a=x%20y; Path=/; SameSite=Lax; HttpOnly; Max-Age=60; Secure");
    expect(serializeCookie({ name: "b", value: "1", httpOnly: false }, false)).toBe("b=1; Path=/; SameSite=Lax");
    expect(serializeCookie(expiredCookie("c", true), false)).toBe("c=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0");
  });

  it("appends one Set-Cookie header per cookie", () => {
    const headers = new Headers();
    appendCookies(headers, [{ name: "a", value: "1", httpOnly: false }, expiredCookie("b", false)], false);
    expect(headers.getSetCookie()).toEqual(["a=1; Path=/; SameSite=Lax", "b=; Path=/; SameSite=Lax; Max-Age=0"]);
  });

  it("makes cookies Secure exactly when SHOP_URL is https, whatever the request says", () => {
    expect(cookiesAreSecure(loadConfig({ SHOP_URL: "https://shop.example" }))).toBe(true);
    expect(cookiesAreSecure(loadConfig({ SHOP_URL: "http://127.0.0.1:3000" }))).toBe(false);
  });

  it("lists the names of the cookies a request sent", () => {
    expect(sentCookieNames("a=1; b=; c")).toEqual(new Set(["a", "b", "c"]));
    expect(sentCookieNames(null)).toEqual(new Set());
  });
});
