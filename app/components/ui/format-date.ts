/** A stored ISO time as the shop's locale writes a date ("June 1, 2026"), in UTC so every server agrees. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}
