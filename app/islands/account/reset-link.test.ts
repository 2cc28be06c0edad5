import { describe, expect, it } from "vitest";
import { RESET_PASSWORD_PATH } from "../../../server/auth/request-password-reset.ts";
import { readResetLink } from "./reset-link.ts";

describe("readResetLink", () => {
  it("reads the key and id of the reset mail's own link", () => {
    expect(readResetLink(RESET_PASSWORD_PATH, "?key=abc&id=7")).toEqual({ key: "abc", id: "7" });
    expect(readResetLink(`${RESET_PASSWORD_PATH}/`, "?key=abc")).toEqual({ key: "abc", id: "" });
  });

  it("ignores a key on any other page, so the reset popup does not open there", () => {
    expect(readResetLink("/checkout/order-received/12/", "?key=wc_order_abc")).toBeNull();
    expect(readResetLink("/shop", "?key=abc&id=7")).toBeNull();
    expect(readResetLink("/my-account", "?key=abc&id=7")).toBeNull();
    expect(readResetLink("/my-account/lost-password-x", "?key=abc")).toBeNull();
  });

  it("ignores the reset page without a key", () => {
    expect(readResetLink(RESET_PASSWORD_PATH, "")).toBeNull();
    expect(readResetLink(RESET_PASSWORD_PATH, "?key=")).toBeNull();
  });
});
