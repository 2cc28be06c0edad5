// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { needsAccountScriptNow } from "./needs-account-script.ts";

// The account script's body loads with the page only where the page has account parts of its own;
// the login popup's forms are on every page and wait for the shopper.

const ANY_PAGE = { pathname: "/shop", search: "" };
const POPUP = '<dialog data-login-popup><div data-account-forms="popup"><form data-account-form="login"><input type="password" name="password"></form></div></dialog>';

describe("needsAccountScriptNow", () => {
  afterEach(() => document.body.replaceChildren());

  it("is false on a page whose only account forms are the login popup's", () => {
    document.body.innerHTML = POPUP;
    expect(needsAccountScriptNow(document, ANY_PAGE)).toBe(false);
  });

  it("is true with inline account forms outside the popup", () => {
    document.body.innerHTML = `${POPUP}<div data-account-forms="inline"></div>`;
    expect(needsAccountScriptNow(document, ANY_PAGE)).toBe(true);
  });

  it("is true with a password field outside the popup, as a checkout creating an account has", () => {
    document.body.innerHTML = `${POPUP}<form><input type="password" name="account_password"></form>`;
    expect(needsAccountScriptNow(document, ANY_PAGE)).toBe(true);
  });

  it("is true with an account-details form or a notice to show as a toast", () => {
    document.body.innerHTML = `${POPUP}<form data-account-details></form>`;
    expect(needsAccountScriptNow(document, ANY_PAGE)).toBe(true);
    document.body.innerHTML = `${POPUP}<div data-page-toast="success"><p>Saved.</p></div>`;
    expect(needsAccountScriptNow(document, ANY_PAGE)).toBe(true);
  });

  it("is true on a password-reset link, whose popup opens on arrival", () => {
    document.body.innerHTML = POPUP;
    expect(needsAccountScriptNow(document, { pathname: "/my-account/lost-password", search: "?key=abc&id=7" })).toBe(true);
  });
});
