import accountForms from "./account-forms.css?inline";
import account from "./account.css?inline";
import base from "./base.css?inline";
import cart from "./cart.css?inline";
import checkout from "./checkout.css?inline";
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

// The whole stylesheet is small (about 41 KB minified, 9 KB compressed), so every page carries it inline
// in its head: no stylesheet request stands between the HTML and the first paint, which on a
// phone's connection costs more than the bytes (docs/decisions/013). Order as the cascade needs
// it: the design tokens first (the server appends the merchant's brand after everything, see
// app/root.tsx), then base, then the parts.
export const PAGE_STYLES = [tokens, base, header, footer, accountForms, product, productTable, listingFilters, stickyAddToCart, cart, checkout, account, contentBlocks, mediaBlocks, cookieNotice].join("\n");
