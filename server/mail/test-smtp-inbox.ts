import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// Test-only: a real SMTP server on localhost (smtp-server) that keeps every message it accepts,
// read back into headers, text part and HTML part, so tests check mail as a mail client gets it.

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpInbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with a temporary failure (451), as a busy server does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/** Header lines up to the blank line, continuation lines unfolded, names lower-cased. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  if (match === null) return { headers: parseHeaders(entity), body: "" };
  return { headers: parseHeaders(entity.slice(0, match.index)), body: entity.slice(match.index + match[0].length) };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const text = encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : body;
  return text.replace(/\r\n/g, "\n").replace(/\n$/, "");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as a subject with non-ASCII text arrives. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

/** The text and HTML parts of a message, single-part or multipart (nested alternatives too). */
function parts(headers: Map<string, string>, body: string): { text: string; html: string } {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || boundary === undefined) {
    const decoded = decodeBody(headers, body);
    return type.toLowerCase().startsWith("text/html") ? { text: "", html: decoded } : { text: decoded, html: "" };
  }
  const found = { text: "", html: "" };
  for (const section of body.split(`--${boundary}`).slice(1)) {
    if (section.startsWith("--")) break;
    const entity = splitEntity(section.replace(/^\r?\n/, ""));
    const inner = parts(entity.headers, entity.body);
    found.text ||= inner.text;
    found.html ||= inner.html;
  }
  return found;
}

export function readMail(raw: string, recipients: string[]): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  return { recipients, headers, subject: decodeWords(headers.get("subject") ?? ""), ...parts(headers, body), raw };
}

export async function startTestSmtpInbox(): Promise<TestSmtpInbox> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        received.push(readMail(Buffer.concat(chunks).toString("utf8"), session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
