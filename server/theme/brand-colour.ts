// The merchant's brand colour and what the theme derives from it on the server (issue 12). CSS
// derives the hover and tint shades itself (color-mix, app/styles/tokens.css); what CSS cannot do
// is *choose*: which text colour stays readable on the brand colour, and how much darker the
// colour must be to be readable as link text on the page's light backgrounds. Those choices are
// made here, once at start-up, with the WCAG 2 contrast formula, so axe's AA check holds for any
// colour a merchant picks.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
/** The light backgrounds link text sits on: the page, and --surface (tokens.css). */
export const PAGE_BACKGROUNDS: readonly Rgb[] = [WHITE, { r: 0xf6, g: 0xf6, b: 0xf4 }];
/** Share of the brand colour in --brand-soft (tokens.css: color-mix(in srgb, var(--brand) 12%, #fff)). */
export const BRAND_SOFT_SHARE = 0.12;
/** Each step darkens the link colour by this share of black, as color-mix would. */
const INK_STEP = 0.05;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** "#1f5fa8" or "#15a" → its channels; throws on anything else (config validates first). */
export function parseHexColour(value: string): Rgb {
  if (!isHexColour(value)) throw new Error(`not a hex colour: ${value}`);
  const digits = value.length === 4 ? [...value.slice(1)].map((d) => d + d).join("") : value.slice(1);
  return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16) };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG 2 relative luminance (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 … 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `share` of `a` mixed with the rest of `b`, channel by channel, as CSS color-mix(in srgb, …) does. */
export function mixSrgb(a: Rgb, b: Rgb, share: number): Rgb {
  const mix = (x: number, y: number) => x * share + y * (1 - share);
  return { r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b) };
}

/**
 * Black or white, whichever contrasts more with `background`. One of the two always reaches at
 * least √21 ≈ 4.58:1, so text in it on the brand colour passes AA whatever the colour.
 */
export function readableTextOn(background: Rgb): "#000000" | "#ffffff" {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? "#000000" : "#ffffff";
}

/**
 * The brand colour as link text: the colour itself when it reads at AA on every light background
 * of the page (white, the surface grey, the brand tint), else darkened step by step until it does.
 */
export function brandInk(brand: Rgb): Rgb {
  const backgrounds = [...PAGE_BACKGROUNDS, mixSrgb(brand, WHITE, BRAND_SOFT_SHARE)];
  for (let black = 0; black < 1; black += INK_STEP) {
    const ink = mixSrgb(BLACK, brand, black);
    // Rounded as it will be written, so the check is on the colour the browser gets.
    const written = parseHexColour(toHex(ink));
    if (backgrounds.every((background) => contrastRatio(written, background) >= AA_TEXT_CONTRAST)) return written;
  }
  return BLACK;
}

/** What the page's tokens need from one brand colour. */
export interface BrandColours {
  /** The colour as set (lower-case #rrggbb). */
  brand: string;
  /** Text on the brand colour: black or white. */
  onBrand: string;
  /** The brand colour as text on the page's light backgrounds (links, focus rings). */
  ink: string;
  /** What the brand colour is mixed with for its hover shade: away from onBrand, so that text keeps its contrast. */
  deepen: string;
}

export function brandColours(value: string): BrandColours {
  const brand = parseHexColour(value);
  const onBrand = readableTextOn(brand);
  return { brand: toHex(brand), onBrand, ink: toHex(brandInk(brand)), deepen: onBrand === "#ffffff" ? "#000000" : "#ffffff" };
}
