import accountForms from "./account-forms.css?inline";
import account from "./account.css?inline";
import base from "./base.css?inline";
import cart from "./cart.css?inline";
import checkout from "./checkout.css?inline";
import common from "./common.css?inline";
import contentBlocks from "./content-blocks.css?inline";
import cookieNotice from "./cookie-notice.css?inline";
import footer from "./footer.css?inline";
import header from "./header.css?inline";
import mediaBlocks from "./media-blocks.css?inline";
import listingFilters from "./listing-filters.css?inline";
import stickyAddToCart from "./sticky-add-to-cart.css?inline";
import product from "./product.css?inline";
import productTable from "./product-table.css?inline";
import tokens from "./tokens.css?inline";
import { pageStyleParts, type StylePart } from "./style-parts.ts";

// Every page carries its stylesheet inline in its head: no stylesheet request stands between the
// HTML and the first paint, which on a phone's connection costs more than the bytes
// (docs/decisions/013). But only the parts its page type needs (docs/decisions/055): the shell's
// and those its routes name in their `handle` (app/styles/style-parts.ts), joined in the cascade's
// order. The server appends the merchant's brand after them (app/root.tsx).
const STYLE_PART_CSS: Readonly<Record<StylePart, string>> = { tokens, base, header, footer, accountForms, common, product, productTable, listingFilters, stickyAddToCart, cart, checkout, account, contentBlocks, mediaBlocks, cookieNotice };

// A handful of page types, so a handful of joined stylesheets: each is joined once.
const joined = new Map<string, string>();

/** The inline stylesheet of a page: the shell's parts and `parts`, in the cascade's order. */
export function pageStyles(parts: Iterable<StylePart>): string {
  const chosen = pageStyleParts(parts);
  const key = chosen.join(" ");
  let css = joined.get(key);
  if (css === undefined) {
    css = chosen.map((part) => STYLE_PART_CSS[part]).join("\n");
    joined.set(key, css);
  }
  return css;
}
