import type { PasswordResetFacts } from "../../server/auth/request-password-reset.ts";
import type { MailMessage } from "../../server/mail/mail.ts";
import { t, tPlural } from "../i18n/t.ts";

// WooCommerce's "Password Reset Request" email, as plain text (every client shows it), in the
// catalogue's words. The auth module says who it is for and which link; this words it.

const SECONDS_PER_HOUR = 3600;

export function composePasswordResetMail(facts: PasswordResetFacts): MailMessage {
  const hours = Math.ceil(facts.lifetimeSeconds / SECONDS_PER_HOUR);
  return {
    to: facts.to,
    subject: t("mail.passwordReset.subject", facts.shopName),
    text: [
      t("mail.passwordReset.greeting", facts.displayName),
      "",
      t("mail.passwordReset.intro", facts.shopName),
      "",
      t("mail.passwordReset.email", facts.to),
      "",
      t("mail.passwordReset.ignore"),
      "",
      facts.resetUrl,
      "",
      tPlural(hours, { one: "mail.passwordReset.expiresOne", other: "mail.passwordReset.expiresOther" }, hours),
      "",
      t("mail.thanksForReading"),
    ].join("\n"),
  };
}
