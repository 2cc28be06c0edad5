import { dateTimeFormat } from "../../i18n/intl-formats.ts";

/** A stored ISO time as the shop's locale writes a date ("June 1, 2026"), in UTC so every server agrees. */
export function formatDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}
