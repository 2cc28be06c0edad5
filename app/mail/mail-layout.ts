import { createElement as h, Fragment, type CSSProperties, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Config } from "../../server/config.ts";
import type { MailMessage } from "../../server/mail/mail.ts";
import { mailText } from "../i18n/mail-messages.en.ts";

// The one layout of every mail the shop sends (DESIGN.md, "Mail bodies"): a heading band, the
// body and a footer naming the shop, as HTML (a React component rendered to static markup) and
// as the plain-text part every client can show. A mail is a list of parts, each written once in
// both forms (mail-parts.ts, order-mail-parts.ts), so the two never say different things.
// Written without JSX: the shop process and `shop worker` run these files on Node directly,
// which strips types but does not compile JSX.

/** A piece of a mail's body in both its forms. */
export interface MailPart {
  html: ReactNode;
  text: string;
}

/** The shop as its mails name it; links are built from `url`, the configured origin, never from a request. */
export interface MailShop {
  name: string;
  /** SHOP_URL: the public origin, no trailing slash. */
  url: string;
  locale: string;
}

export function mailShopOf(config: Config): MailShop {
  return { name: config.shop.name, url: config.shop.url, locale: config.shop.locale };
}

export interface MailContent {
  to: string;
  subject: string;
  heading: string;
  parts: readonly MailPart[];
  /** A stable id, so a mail sent again after a crash reads as the same message. */
  messageId?: string;
}

/** Inline styles: many mail clients drop <style> blocks. WooCommerce's default colours. */
export const MAIL_STYLE = {
  font: '"Helvetica Neue", Helvetica, Roboto, Arial, sans-serif',
  text: "#3c3c3c",
  base: "#7f54b3",
  onBase: "#ffffff",
  page: "#f7f7f7",
  body: "#ffffff",
  border: "#e4e4e4",
  muted: "#8a8a8a",
} as const;

const CONTENT_WIDTH_PX = 600;

const pageStyle: CSSProperties = { margin: 0, padding: "24px 0", backgroundColor: MAIL_STYLE.page, fontFamily: MAIL_STYLE.font, color: MAIL_STYLE.text };
const containerStyle: CSSProperties = { maxWidth: CONTENT_WIDTH_PX, width: "100%", margin: "0 auto", backgroundColor: MAIL_STYLE.body, border: `1px solid ${MAIL_STYLE.border}`, borderRadius: 3 };
const headingStyle: CSSProperties = { margin: 0, padding: "36px 48px", backgroundColor: MAIL_STYLE.base, color: MAIL_STYLE.onBase, fontSize: 30, fontWeight: 300, lineHeight: 1.3, borderRadius: "3px 3px 0 0" };
const bodyStyle: CSSProperties = { padding: "36px 48px", fontSize: 14, lineHeight: 1.5 };
const footerStyle: CSSProperties = { padding: "24px 48px", textAlign: "center", fontSize: 12, color: MAIL_STYLE.muted };
const footerLinkStyle: CSSProperties = { color: MAIL_STYLE.muted };

export interface MailLayoutProps {
  shop: MailShop;
  heading: string;
  children?: ReactNode;
}

export function MailLayout({ shop, heading, children }: MailLayoutProps): ReactElement {
  return h(
    "html",
    { lang: shop.locale },
    h("head", null, h("meta", { httpEquiv: "Content-Type", content: "text/html; charset=utf-8" }), h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }), h("title", null, heading)),
    h(
      "body",
      { style: pageStyle },
      h(
        "table",
        { role: "presentation", width: "100%", cellPadding: 0, cellSpacing: 0, style: containerStyle },
        h(
          "tbody",
          null,
          h("tr", null, h("td", null, h("h1", { style: headingStyle }, heading))),
          h("tr", null, h("td", { style: bodyStyle }, children)),
          h("tr", null, h("td", { style: footerStyle }, h("a", { href: shop.url, style: footerLinkStyle }, shop.name))),
        ),
      ),
    ),
  );
}

/** WooCommerce's plain mails set the footer off with a line of dashes. */
const TEXT_RULE = "-".repeat(40);

/** The plain-text form of the layout: WooCommerce's plain mails put the heading between = signs. */
function textLayout(shop: MailShop, heading: string, parts: readonly MailPart[]): string {
  return [`= ${heading} =`, ...parts.map((part) => part.text), TEXT_RULE, mailText("mail.footerText", shop.name, shop.url)].join("\n\n");
}

/** The message for a mail's content: HTML through the layout, and its text part. */
export function renderMail(shop: MailShop, content: MailContent): MailMessage {
  const body = content.parts.map((part, index) => h(Fragment, { key: index }, part.html));
  const html = `<!DOCTYPE html>${renderToStaticMarkup(h(MailLayout, { shop, heading: content.heading }, body))}`;
  return {
    to: content.to,
    subject: content.subject,
    text: textLayout(shop, content.heading, content.parts),
    html,
    ...(content.messageId === undefined ? {} : { messageId: content.messageId }),
  };
}
