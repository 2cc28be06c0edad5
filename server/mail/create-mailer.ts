import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Mailer, MailMessage } from "./mail.ts";

// Mail through nodemailer: over SMTP when SMTP_URL is set, otherwise each message becomes one
// .eml file in the outbox folder, so a shop on a laptop still "sends" reset links one can open.

const OUTBOX_SUFFIX_BYTES = 4;

export function createMailer(mail: Config["mail"]): Mailer {
  if (mail.smtpUrl !== null) {
    const transport = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(message: MailMessage): Promise<void> {
        await transport.sendMail({ from: mail.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message: MailMessage): Promise<void> {
      const info = await transport.sendMail({ from: mail.from, ...message });
      await mkdir(mail.outboxDir, { recursive: true });
      // Time first so the folder lists in sending order; the random suffix keeps names unique.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(OUTBOX_SUFFIX_BYTES).toString("hex")}.eml`;
      await writeFile(join(mail.outboxDir, name), info.message);
    },
  };
}
