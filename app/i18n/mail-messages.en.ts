// The mails section of the English catalogue: the words of the mails the shop sends, WooCommerce's
// own. The server hands over the facts (who, which link, how long it lasts); app/mail words them.

export const mailUiMessages = {
  "mail.passwordReset.subject": "Password Reset Request for %s",
  "mail.passwordReset.greeting": "Hi %s,",
  "mail.passwordReset.intro": "Someone has requested a new password for the following account on %s:",
  "mail.passwordReset.email": "Email: %s",
  "mail.passwordReset.ignore": "If you didn't make this request, just ignore this email. If you'd like to proceed:",
  "mail.passwordReset.expiresOne": "This link works once and expires in %d hour.",
  "mail.passwordReset.expiresOther": "This link works once and expires in %d hours.",
  "mail.thanksForReading": "Thanks for reading.",
} as const;
