import type { PasswordResetFacts } from "../../server/auth/request-password-reset.ts";
import type { MailMessage } from "../../server/mail/mail.ts";
import { t, tPlural } from "../i18n/t.ts";
import { renderMail, type MailShop } from "./mail-layout.ts";
import { linkLine, paragraph } from "./mail-parts.ts";

// WooCommerce's "Password Reset Request" email in the catalogue's words, in the shop's one mail
// layout (HTML and text). The auth module says who it is for and which link; this words it.

const SECONDS_PER_HOUR = 3600;

export function composePasswordResetMail(facts: PasswordResetFacts, shop: MailShop): MailMessage {
  const hours = Math.ceil(facts.lifetimeSeconds / SECONDS_PER_HOUR);
  return renderMail(shop, {
    to: facts.to,
    subject: t("mail.passwordReset.subject", facts.shopName),
    heading: t("mail.passwordReset.heading"),
    parts: [
      paragraph(t("mail.passwordReset.greeting", facts.displayName)),
      paragraph(t("mail.passwordReset.intro", facts.shopName)),
      paragraph(t("mail.passwordReset.email", facts.to)),
      paragraph(t("mail.passwordReset.ignore")),
      linkLine(t("mail.passwordReset.link"), facts.resetUrl, { labelInText: false }),
      paragraph(tPlural(hours, { one: "mail.passwordReset.expiresOne", other: "mail.passwordReset.expiresOther" }, hours)),
      paragraph(t("mail.thanksForReading")),
    ],
  });
}
