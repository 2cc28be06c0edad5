import type { Logger } from "pino";
import type { Mailer, MailMessage } from "./mail.ts";

/**
 * Sends after the reply is on its way; a failure is logged, never shown to the requester. So the
 * answer's timing says nothing about whether a message went out (e.g. for an unknown account).
 */
export function sendAfterReply(mailer: Mailer, logger: Logger, message: MailMessage): void {
  setImmediate(() => {
    mailer.send(message).catch((error: unknown) => logger.error({ err: error }, "sending mail failed"));
  });
}
