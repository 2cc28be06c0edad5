// The product table page's own script (issue 11), loaded on that page only, beside the cart script
// and the quick view's: plain DOM code, no React, within the page's 60 KB gzip budget. Each of the
// table's enhancements is a module of app/islands/product-table/ that this file starts.
import { startMultiAdd } from "./product-table/multi-add.ts";
import { startRowVariations } from "./product-table/row-variations.ts";

startRowVariations();
startMultiAdd();
