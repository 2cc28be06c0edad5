import { describe, expect, it } from "vitest";
import { composePasswordResetMail } from "./compose-password-reset-mail.ts";

describe("composePasswordResetMail", () => {
  const facts = { to: "dan@example.com", displayName: "Dan", shopName: "Shopwright", resetUrl: "https://shop.example/my-account/lost-password?key=k&id=1", lifetimeSeconds: 3600 };

  it("words WooCommerce's mail from the catalogue, with the link and the one hour it lasts", () => {
    const mail = composePasswordResetMail(facts);
    expect(mail.subject).toBe("Password Reset Request for Shopwright");
    expect(mail.text.split("\n")).toEqual([
      "Hi Dan,",
      "",
      "Someone has requested a new password for the following account on Shopwright:",
      "",
      "Email: dan@example.com",
      "",
      "If you didn't make this request, just ignore this email. If you'd like to proceed:",
      "",
      facts.resetUrl,
      "",
      "This link works once and expires in 1 hour.",
      "",
      "Thanks for reading.",
    ]);
  });

  it("says hours in the plural for a longer lifetime", () => {
    expect(composePasswordResetMail({ ...facts, lifetimeSeconds: 2 * 3600 }).text).toContain("expires in 2 hours.");
  });
});
