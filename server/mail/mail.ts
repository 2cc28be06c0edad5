// A message the shop sends. Use cases build these; the edge hands them to a Mailer after the
// transaction that caused them has committed.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The Message-ID header, "<…@host>". Order mails carry a stable one, so a mail sent again
   * (a sender died after the server took it) is recognisably the same message.
   */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
