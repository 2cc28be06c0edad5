import { describe, expect, it } from "vitest";
import { AUTH_ERROR_CODES } from "../auth/auth.ts";
import { SOCIAL_ERROR_CODES } from "../auth/social/social.ts";
import { CUSTOMER_ERROR_CODES } from "../customers/customers.ts";
import { safeRedirect } from "./account-reply.ts";
import { statusForCode } from "./error-status.ts";

describe("account replies", () => {
  it("redirects only to paths on this site", () => {
    expect(safeRedirect("/my-account/orders", "/")).toBe("/my-account/orders");
    expect(safeRedirect("//evil.example", "/")).toBe("/");
    expect(safeRedirect("https://evil.example", "/")).toBe("/");
    expect(safeRedirect("/\\evil.example", "/")).toBe("/");
    expect(safeRedirect(undefined, "/my-account")).toBe("/my-account");
  });

  it("maps every account code to a client-error status", () => {
    for (const code of [...AUTH_ERROR_CODES, ...SOCIAL_ERROR_CODES, ...CUSTOMER_ERROR_CODES]) {
      expect(statusForCode(code), code).toBeGreaterThanOrEqual(400);
      expect(statusForCode(code), code).toBeLessThan(500);
    }
    expect([statusForCode("rate_limited"), statusForCode("invalid_credentials"), statusForCode("csrf_failed")]).toEqual([429, 401, 403]);
  });
});
