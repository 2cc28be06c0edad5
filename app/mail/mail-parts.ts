import { createElement as h, type CSSProperties } from "react";
import { MAIL_STYLE, type MailPart } from "./mail-layout.ts";
import { mailText } from "../i18n/mail-messages.en.ts";

// The plain parts a mail body is made of, each in its HTML and text forms.

const paragraphStyle: CSSProperties = { margin: "0 0 16px" };
const linkStyle: CSSProperties = { color: MAIL_STYLE.base, fontWeight: "bold", textDecoration: "underline" };
export const subheadingStyle: CSSProperties = { margin: "0 0 12px", color: MAIL_STYLE.base, fontSize: 18, fontWeight: "bold", lineHeight: 1.3 };

export function paragraph(text: string): MailPart {
  return { html: h("p", { style: paragraphStyle }, text), text };
}

/**
 * A link on its own line. The text part shows the address after the label, or alone where the
 * words around it already say what it is for (a reset link).
 */
export function linkLine(label: string, url: string, options: { labelInText?: boolean } = {}): MailPart {
  const labelInText = options.labelInText ?? true;
  return { html: h("p", { style: paragraphStyle }, h("a", { href: url, style: linkStyle }, label)), text: labelInText ? mailText("mail.linkText", label, url) : url };
}
