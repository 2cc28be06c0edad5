import { describe, expect, it } from "vitest";
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
});
