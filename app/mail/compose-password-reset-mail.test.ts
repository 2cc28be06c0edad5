import { describe, expect, it } from "vitest";
import { composePasswordResetMail } from "./compose-password-reset-mail.ts";

describe("composePasswordResetMail", () => {
  const facts = { to: "dan@example.com", displayName: "Dan", shopName: "Shopwright", resetUrl: "https://shop.example/my-account/lost-password?key=k&id=1", lifetimeSeconds: 3600 };
  const shop = { name: "Shopwright", url: "https://shop.example", locale: "en-US" };

  it("words WooCommerce's mail from the catalogue, with the link and the one hour it lasts, in the shop's text layout", () => {
    const mail = composePasswordResetMail(facts, shop);
    expect(mail.subject).toBe("Password Reset Request for Shopwright");
    expect(mail.text.split("\n")).toEqual([
      "= Password Reset Request =",
      "",
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
      "",
      "----------------------------------------",
      "",
      "Shopwright — https://shop.example",
    ]);
  });

  it("has an HTML part in the shop's layout: the heading, the reset link and the footer's link to the shop", () => {
    const html = composePasswordResetMail(facts, shop).html ?? "";
    expect(html.startsWith("<!DOCTYPE html><html lang=\"en-US\">")).toBe(true);
    expect(html).toContain(">Password Reset Request</h1>");
    expect(html).toContain('<a href="https://shop.example/my-account/lost-password?key=k&amp;id=1"');
    expect(html).toContain(">Click here to reset your password</a>");
    expect(html).toContain('<a href="https://shop.example" style="color:#8a8a8a">Shopwright</a>');
  });

  it("says hours in the plural for a longer lifetime", () => {
    expect(composePasswordResetMail({ ...facts, lifetimeSeconds: 2 * 3600 }, shop).text).toContain("expires in 2 hours.");
  });
});
