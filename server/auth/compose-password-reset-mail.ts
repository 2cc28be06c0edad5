import type { MailMessage } from "../mail/mail.ts";

// WooCommerce's "Password Reset Request" email, as plain text (every client shows it).

export function composePasswordResetMail(input: { to: string; displayName: string; shopName: string; resetUrl: string }): MailMessage {
  return {
    to: input.to,
    subject: `Password Reset Request for ${input.shopName}`,
    text: [
      `Hi ${input.displayName},`,
      "",
      `Someone has requested a new password for the following account on ${input.shopName}:`,
      "",
      `Email: ${input.to}`,
      "",
      "If you didn't make this request, just ignore this email. If you'd like to proceed:",
      "",
      input.resetUrl,
      "",
      "This link works once and expires in one hour.",
      "",
      "Thanks for reading.",
    ].join("\n"),
  };
}
