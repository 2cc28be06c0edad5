import { enhanceVariationsForms } from "../variations-dom/enhance-variations-forms.ts";

/** The variable rows' dropdowns (decision 037): every product table on the page. */
export function startRowVariations(): void {
  for (const table of document.querySelectorAll("table.product-table")) enhanceVariationsForms(table);
}
