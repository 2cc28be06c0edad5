import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, consentCookie, consentGiven, noticeIsDue, readConsent } from "./consent-cookie.ts";

describe("the cookie notice's cookie", () => {
  it("reads an accepted or rejected answer with its version among other cookies", () => {
    expect(readConsent(`a=1; ${CONSENT_COOKIE}=accepted%3A3; b=2`)).toEqual({ choice: "accepted", version: "3" });
    expect(readConsent(`${CONSENT_COOKIE}=rejected:2026.1`)).toEqual({ choice: "rejected", version: "2026.1" });
  });

  it("reads no answer when the cookie is absent or holds something else", () => {
    expect(readConsent("")).toBeNull();
    expect(readConsent("other=accepted:1")).toBeNull();
    expect(readConsent(`${CONSENT_COOKIE}=yes`)).toBeNull();
    expect(readConsent(`${CONSENT_COOKIE}=maybe:1`)).toBeNull();
    expect(readConsent(`${CONSENT_COOKIE}=:1`)).toBeNull();
  });

  it("writes the answer and version for 365 days at the root, Secure on https only", () => {
    expect(consentCookie("accepted", "3", false)).toBe(`${CONSENT_COOKIE}=accepted%3A3; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(consentCookie("rejected", "3", true)).toBe(`${CONSENT_COOKIE}=rejected%3A3; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(readConsent(consentCookie("rejected", "v2", true).split(";")[0] ?? "")).toEqual({ choice: "rejected", version: "v2" });
  });

  it("shows the theme notice without an answer or with an answer to another version, for accept and reject alike", () => {
    expect(noticeIsDue("notice", null, "2")).toBe(true);
    expect(noticeIsDue("notice", { choice: "accepted", version: "1" }, "2")).toBe(true);
    expect(noticeIsDue("notice", { choice: "rejected", version: "1" }, "2")).toBe(true);
    expect(noticeIsDue("notice", { choice: "accepted", version: "2" }, "2")).toBe(false);
    expect(noticeIsDue("notice", { choice: "rejected", version: "2" }, "2")).toBe(false);
  });

  it("shows the banner only while no answer exists, whatever its version", () => {
    expect(noticeIsDue("banner", null, "2")).toBe(true);
    expect(noticeIsDue("banner", { choice: "rejected", version: "1" }, "2")).toBe(false);
  });

  it("counts as consent only an accepted answer that still stands", () => {
    expect(consentGiven("notice", { choice: "accepted", version: "2" }, "2")).toBe(true);
    expect(consentGiven("notice", { choice: "accepted", version: "1" }, "2")).toBe(false);
    expect(consentGiven("notice", { choice: "rejected", version: "2" }, "2")).toBe(false);
    expect(consentGiven("notice", null, "2")).toBe(false);
    expect(consentGiven("banner", { choice: "accepted", version: "1" }, "2")).toBe(true);
  });
});
