import { describe, expect, it } from "vitest";
import { CSRF_COOKIE, checkCsrf, issueCsrfToken, readCookie } from "./csrf.ts";

const URL_BASE = "https://shop.example/api/v1/cart/add-item";
const TOKEN = "t0k3n-abcdefghijklmnopqrstuvwxyz";
/** The shop's own hosts (config.shop.acceptedHosts), never read from the request. */
const HOSTS = ["shop.example", "www.shop.example"];

function post(headers: Record<string, string>, body?: BodyInit): Request {
  return new Request(URL_BASE, { method: "POST", headers, ...(body === undefined ? {} : { body }) });
}

describe("CSRF", () => {
  it("lets safe methods through", async () => {
    expect(await checkCsrf(new Request(URL_BASE), HOSTS)).toEqual({ ok: true });
  });

  it("accepts a same-origin post echoing the cookie in the header", async () => {
    const request = post({ cookie: `a=1; ${CSRF_COOKIE}=${TOKEN}`, "x-csrf-token": TOKEN, origin: "https://shop.example", "sec-fetch-site": "same-origin" });
    expect(await checkCsrf(request, HOSTS)).toEqual({ ok: true });
  });

  it("accepts the hidden form field of a no-JS post and leaves the body readable", async () => {
    const body = new URLSearchParams({ csrf_token: TOKEN, email: "a@example.com" });
    const request = post({ cookie: `${CSRF_COOKIE}=${TOKEN}`, "content-type": "application/x-www-form-urlencoded" }, body);
    expect(await checkCsrf(request, HOSTS)).toEqual({ ok: true });
    expect((await request.formData()).get("email")).toBe("a@example.com");
  });

  it("refuses cross-site requests before looking at tokens", async () => {
    const base = { cookie: `${CSRF_COOKIE}=${TOKEN}`, "x-csrf-token": TOKEN };
    expect(await checkCsrf(post({ ...base, "sec-fetch-site": "cross-site" }), HOSTS)).toEqual({ ok: false, reason: "cross_origin" });
    expect(await checkCsrf(post({ ...base, "sec-fetch-site": "same-site" }), HOSTS)).toEqual({ ok: false, reason: "cross_origin" });
    expect(await checkCsrf(post({ ...base, origin: "https://evil.example" }), HOSTS)).toEqual({ ok: false, reason: "cross_origin" });
    expect(await checkCsrf(post({ ...base, origin: "null" }), HOSTS)).toEqual({ ok: false, reason: "cross_origin" });
    expect(await checkCsrf(post({ ...base, origin: "https://www.shop.example" }), HOSTS)).toEqual({ ok: true });
    // The request's own URL (its Host header) counts for nothing: only the configured hosts do.
    expect(await checkCsrf(new Request("https://evil.example/cart", { method: "POST", headers: { ...base, origin: "https://evil.example" } }), HOSTS)).toEqual({ ok: false, reason: "cross_origin" });
  });

  it("refuses a missing or different token", async () => {
    expect(await checkCsrf(post({ "x-csrf-token": TOKEN }), HOSTS)).toEqual({ ok: false, reason: "token_missing" });
    expect(await checkCsrf(post({ cookie: `${CSRF_COOKIE}=${TOKEN}` }), HOSTS)).toEqual({ ok: false, reason: "token_missing" });
    expect(await checkCsrf(post({ cookie: `${CSRF_COOKIE}=${TOKEN}`, "x-csrf-token": `${TOKEN}x` }), HOSTS)).toEqual({ ok: false, reason: "token_mismatch" });
  });

  it("issues a token once and reads cookies", () => {
    const fresh = issueCsrfToken(null);
    expect(fresh.isNew).toBe(true);
    expect(fresh.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issueCsrfToken(`${CSRF_COOKIE}=${fresh.token}`)).toEqual({ token: fresh.token, isNew: false });
    expect(readCookie("a=1; b=%20x", "b")).toBe(" x");
    expect(readCookie("a=1", "b")).toBeNull();
  });
});
