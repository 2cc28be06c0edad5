import type { ProductSummary } from "../../../server/catalog/catalog.ts";
import { productTableText } from "../../i18n/product-table-messages.en.ts";
import { MULTI_ADD_FIELD, MULTI_ADD_FORM_ID } from "./multi-add-bar.tsx";

// The selection column (issue 11's multi-add). Every row the cart could take gets a checkbox in the
// multi-add form (form attribute: the row's own add form holds its quantity and options). An
// external or grouped product never goes into the cart from a row, so its row has none. A row out
// of stock keeps its checkbox: the table is cached HTML and stock moves, so the server decides, and
// its per-line answer says why a line was refused (decision 038).

export function isSelectable(product: ProductSummary): boolean {
  return product.type !== "external" && product.type !== "grouped";
}

/** The unit price a ticked row adds to the bar's total: known only when the row has one price. */
export function rowUnitPrice(product: ProductSummary): number | undefined {
  return product.priceMin !== null && product.priceMin === product.priceMax ? product.priceMin : undefined;
}

export function SelectCell({ product }: { product: ProductSummary }) {
  if (!isSelectable(product)) return null;
  const id = `product-table-select-${product.id}`;
  return (
    <>
      <input id={id} className="product-table__select" type="checkbox" name={MULTI_ADD_FIELD} value={product.id} form={MULTI_ADD_FORM_ID} data-product-name={product.name} />
      <label className="visually-hidden" htmlFor={id}>
        {productTableText("productTable.select", product.name)}
      </label>
    </>
  );
}
