// The stylesheet's parts (docs/decisions/055). Plain data, no Vite imports, so the e2e spec that
// checks the split (e2e/page-styles.spec.ts) reads the same list; app/styles/page-styles.ts holds
// the parts' CSS.

/**
 * Each part and its file in app/styles, in the one order the cascade needs: the design tokens
 * first, then base, then the parts. A page joins the parts it carries in this order, so leaving
 * a part out never changes how the others cascade. A new stylesheet is added here, in
 * page-styles.ts, and to the pages that need it (SHELL_STYLE_PARTS or a route's `handle`).
 */
export const STYLE_PART_FILES = {
  tokens: "tokens.css",
  base: "base.css",
  header: "header.css",
  footer: "footer.css",
  accountForms: "account-forms.css",
  common: "common.css",
  product: "product.css",
  productTable: "product-table.css",
  listingFilters: "listing-filters.css",
  stickyAddToCart: "sticky-add-to-cart.css",
  cart: "cart.css",
  checkout: "checkout.css",
  account: "account.css",
  contentBlocks: "content-blocks.css",
  mediaBlocks: "media-blocks.css",
  cookieNotice: "cookie-notice.css",
} as const;

export type StylePart = keyof typeof STYLE_PART_FILES;

export const STYLE_PARTS_IN_ORDER = Object.keys(STYLE_PART_FILES) as StylePart[];

/**
 * What every page carries, error pages included: the header (menus, search suggestions, the mini
 * cart), the footer, the login popup, toasts, the cookie notice and "Back to top", and common.css's
 * notices, prices, quantity fields and remove links, which the mini cart and most pages use.
 */
export const SHELL_STYLE_PARTS: readonly StylePart[] = ["tokens", "base", "header", "footer", "accountForms", "common", "cookieNotice"];

/** The parts a page carries: the shell's and `parts`, each once, in the cascade's order. */
export function pageStyleParts(parts: Iterable<StylePart>): StylePart[] {
  const wanted = new Set<StylePart>([...SHELL_STYLE_PARTS, ...parts]);
  return STYLE_PARTS_IN_ORDER.filter((part) => wanted.has(part));
}

/**
 * A route module's `handle` naming the parts its pages need beyond the shell, including for markup
 * its scripts insert later (a quick view, a dialog). The root layout collects them from every
 * matched route (app/root.tsx).
 */
export interface StylesHandle {
  styles: readonly StylePart[];
}

/** The parts a matched route's handle names; none for a route without them. */
export function handleStyleParts(handle: unknown): readonly StylePart[] {
  if (typeof handle !== "object" || handle === null || !("styles" in handle) || !Array.isArray(handle.styles)) return [];
  return (handle.styles as unknown[]).filter((part): part is StylePart => typeof part === "string" && Object.hasOwn(STYLE_PART_FILES, part));
}
