import accountForms from "./account-forms.css?inline";
import account from "./account.css?inline";
import base from "./base.css?inline";
import cart from "./cart.css?inline";
import checkout from "./checkout.css?inline";
import contentBlocks from "./content-blocks.css?inline";
import header from "./header.css?inline";
import listingFilters from "./listing-filters.css?inline";
import stickyAddToCart from "./sticky-add-to-cart.css?inline";
import product from "./product.css?inline";
import productTable from "./product-table.css?inline";

// The whole stylesheet is small (about 21 KB, 5 KB compressed), so every page carries it inline
// in its head: no stylesheet request stands between the HTML and the first paint, which on a
// phone's connection costs more than the bytes (docs/decisions/013). Order as the cascade needs
// it: base first, then the parts.
export const PAGE_STYLES = [base, header, accountForms, product, productTable, listingFilters, stickyAddToCart, cart, checkout, account, contentBlocks].join("\n");
