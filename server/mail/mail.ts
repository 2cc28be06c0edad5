// A message the shop sends. Use cases build these; the edge hands them to a Mailer after the
// transaction that caused them has committed.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
