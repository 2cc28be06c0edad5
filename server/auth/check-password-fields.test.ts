import { describe, expect, it } from "vitest";
import { authMessage } from "./auth-messages.ts";
import { checkPasswordFields } from "./update-account-details.ts";

describe("checkPasswordFields (WooCommerce's account-details order)", () => {
  it.each([
    ["", "", "", null],
    ["cur", "", "", "password_fields_incomplete"],
    ["", "new-pass", "new-pass", "current_password_required"],
    ["cur", "new-pass", "", "confirm_password_required"],
    ["cur", "new-pass", "new-pasS", "new_passwords_dont_match"],
    ["cur", "", "new-pass", "new_passwords_dont_match"],
    ["cur", "short", "short", "password_too_short"],
    ["cur", "new-pass", "new-pass", null],
  ])("current %j, new %j, confirm %j → %s", (current, next, confirm, code) => {
    expect(checkPasswordFields(current, next, confirm)?.code ?? null).toBe(code);
  });

  it("words the spec's messages", () => {
    expect(authMessage("fields_required")).toBe("Please fill both the fields");
    expect(authMessage("set_your_password")).toBe("Please set your password");
    expect(authMessage("rate_limited", { retryAfterSeconds: 61 })).toBe("Too many attempts. Please try again in 2 minutes.");
  });
});
