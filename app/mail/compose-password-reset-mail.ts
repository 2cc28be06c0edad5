import type { PasswordResetFacts } from "../../server/auth/request-password-reset.ts";
import type { MailMessage } from "../../server/mail/mail.ts";
import { renderMail, type MailShop } from "./mail-layout.ts";
import { linkLine, paragraph } from "./mail-parts.ts";
import { mailText, mailTextPlural } from "../i18n/mail-messages.en.ts";

// WooCommerce's "Password Reset Request" email in the catalogue's words, in the shop's one mail
// layout (HTML and text). The auth module says who it is for and which link; this words it.

const SECONDS_PER_HOUR = 3600;

export function composePasswordResetMail(facts: PasswordResetFacts, shop: MailShop): MailMessage {
  const hours = Math.ceil(facts.lifetimeSeconds / SECONDS_PER_HOUR);
  return renderMail(shop, {
    to: facts.to,
    subject: mailText("mail.passwordReset.subject", facts.shopName),
    heading: mailText("mail.passwordReset.heading"),
    parts: [
      paragraph(mailText("mail.passwordReset.greeting", facts.displayName)),
      paragraph(mailText("mail.passwordReset.intro", facts.shopName)),
      paragraph(mailText("mail.passwordReset.email", facts.to)),
      paragraph(mailText("mail.passwordReset.ignore")),
      linkLine(mailText("mail.passwordReset.link"), facts.resetUrl, { labelInText: false }),
      paragraph(mailTextPlural(hours, { one: "mail.passwordReset.expiresOne", other: "mail.passwordReset.expiresOther" }, hours)),
      paragraph(mailText("mail.thanksForReading")),
    ],
  });
}
