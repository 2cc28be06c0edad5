import { describe, expect, it } from "vitest";
import { accountCodeText, accountUiMessages } from "../../i18n/account-messages.en.ts";
import { AUTH_ERROR_CODES, AUTH_NOTICE_CODES } from "../../../server/auth/auth.ts";
import { SOCIAL_ERROR_CODES } from "../../../server/auth/social/social.ts";
import { sessionCookies } from "../../../server/auth/session-cookies.ts";
import { decideReply } from "./reply.ts";
import { validatePanel } from "./validation.ts";

describe("decideReply (spec §4, §8)", () => {
  it("shows the conflict message when the reply has no error field", () => {
    expect(decideReply({ code: "logged_in" }, "login")).toEqual({ kind: "conflict" });
    expect(decideReply("<html>", "login")).toEqual({ kind: "conflict" });
    expect(decideReply(null, "register")).toEqual({ kind: "conflict" });
  });

  it("redirects on error 0 with a redirect, only to a path on this site", () => {
    expect(decideReply({ error: 0, code: "logged_in", redirect: "/my-account" }, "login")).toEqual({ kind: "redirect", code: "logged_in", params: {}, url: "/my-account" });
    expect(decideReply({ error: 0, code: "logged_in", redirect: "//evil.example" }, "login").kind).toBe("hide-form");
  });

  it("hides and resets the form on error 0 without a redirect; removes it after a password reset", () => {
    expect(decideReply({ error: 0, code: "reset_link_sent" }, "lost-password").kind).toBe("hide-form");
    expect(decideReply({ error: 0, code: "password_reset" }, "reset-password").kind).toBe("remove-form");
  });

  it("passes errors on with their code and field", () => {
    expect(decideReply({ error: 1, code: "passwords_dont_match", field: "password_repeat" }, "register")).toEqual({
      kind: "error",
      code: "passwords_dont_match",
      params: {},
      field: "password_repeat",
    });
    expect(decideReply({ error: 1, code: "invalid_credentials" }, "login")).toMatchObject({ kind: "error", field: null });
  });

  it("turns the server's retry_after seconds into whole minutes for the words", () => {
    const action = decideReply({ error: 1, code: "rate_limited", retry_after: 61 }, "login");
    expect(action).toMatchObject({ kind: "error", params: { minutes: 2 } });
    expect(action.kind === "error" && accountCodeText(action.code, action.params)).toBe("Too many attempts. Please try again in 2 minutes.");
  });
});

describe("validatePanel (spec §5)", () => {
  it("applies only the length and the repeat checks, on register and reset", () => {
    expect(validatePanel("register", { password: "12345", password_repeat: "12345" })).toEqual([{ field: "password", message: "account.passwordTooShort" }]);
    expect(validatePanel("register", { password: "123456", password_repeat: "123457" })).toEqual([{ field: "password_repeat", message: "account.passwordsDontMatch" }]);
    expect(validatePanel("reset-password", { password: "1", password_repeat: "" })).toHaveLength(1);
    expect(validatePanel("register", { password: "123456", password_repeat: "123456" })).toEqual([]);
    expect(validatePanel("login", { password: "1", password_repeat: "" })).toEqual([]);
  });

  it("words the checks as the spec does", () => {
    expect(accountUiMessages["account.passwordTooShort"]).toBe("Password must be minimum 6 characters.");
    expect(accountUiMessages["account.passwordsDontMatch"]).toBe("Passwords don't match.");
  });
});

describe("account words", () => {
  it("has its own words for every code the account API answers with", () => {
    const failed = accountUiMessages["account.requestFailed"];
    for (const code of [...AUTH_ERROR_CODES, ...AUTH_NOTICE_CODES, ...SOCIAL_ERROR_CODES]) expect(accountCodeText(code), code).not.toBe(failed);
  });

  it("words a code it does not know as a failed request", () => {
    expect(accountCodeText("brand_new_code")).toBe(accountUiMessages["account.requestFailed"]);
  });

  it("words the spec's messages", () => {
    expect(accountCodeText("fields_required")).toBe("Please fill both the fields");
    expect(accountCodeText("set_your_password")).toBe("Please set your password");
  });
});

describe("session cookies", () => {
  it("sets a readable signed-in marker beside the httpOnly session, with the same lifetime, clears any editor marker, and clears all on logout", () => {
    const set = sessionCookies({ token: "t", remember: true, expiresAt: "", editor: false });
    expect(set.map((c) => [c.name, c.value, c.httpOnly, c.maxAge])).toEqual([
      ["shopwright_session", "t", true, 14 * 24 * 60 * 60],
      ["shopwright_signed_in", "1", false, 14 * 24 * 60 * 60],
      ["shopwright_editor", "", true, 0],
    ]);
    expect(sessionCookies({ token: "t", remember: false, expiresAt: "", editor: false }).slice(0, 2).every((c) => c.maxAge === undefined)).toBe(true);
    expect(sessionCookies(null).every((c) => c.maxAge === 0 && c.value === "")).toBe(true);
  });

  it("marks an editor's browser so the page cache gives them fresh pages with edit links", () => {
    const set = sessionCookies({ token: "t", remember: false, expiresAt: "", editor: true });
    expect(set.find((c) => c.name === "shopwright_editor")).toEqual({ name: "shopwright_editor", value: "1", httpOnly: true });
  });
});
