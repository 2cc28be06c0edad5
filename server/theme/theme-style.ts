import type { Config } from "../config.ts";

// The merchant's look as custom properties, appended to the page's inline stylesheet after
// app/styles/tokens.css so they override its defaults. Settings are read at start-up: a restart
// applies a change, with no build. Every value was validated by server/config.ts (hex colours,
// font stacks without ; { } < >), so none can leave its declaration.

export function themeStyleRule(theme: Config["theme"]): string {
  const { brand, onBrand, ink, deepen } = theme.brand;
  return `:root{--brand:${brand};--on-brand:${onBrand};--brand-ink:${ink};--brand-deepen:${deepen};--font-body:${theme.fontBody};--font-headings:${theme.fontHeadings}}`;
}
