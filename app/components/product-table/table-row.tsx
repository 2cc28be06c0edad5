import type { ProductTableColumn, ProductTableRow } from "../../../server/catalog/product-table.ts";
import { productTableText } from "../../i18n/product-table-messages.en.ts";
import { useKeptChildren } from "../../kept-markup.ts";
import { rowUnitPrice, SelectCell } from "./select-cell.tsx";
import { cellContent, type CellContext } from "./table-cells.tsx";

// One product's row of the table. Its cells are the same markup on every table page that shows the
// product with the same columns, prices and settings, so they are rendered once and kept like a
// listing's cards (decision 064). A row's picture loads lazily: nothing of it goes to the head.

interface TableRowProps {
  row: ProductTableRow;
  columns: readonly ProductTableColumn[];
  /** The columns' heads, which label each cell on a phone. */
  names: readonly string[];
  context: CellContext;
}

function RowCells({ row, columns, names, context }: TableRowProps) {
  return (
    <>
      <td className="product-table__cell--select" data-label={productTableText("productTable.column.select")}>
        <SelectCell product={row.product} />
      </td>
      {columns.map((column, index) => {
        const content = cellContent(column, row, context);
        const className = `product-table__cell--${column.replace(":", "-")}`;
        return column === "name" ? (
          <th key={column} scope="row" className={className} data-label={names[index]}>
            {content}
          </th>
        ) : (
          <td key={column} className={className} data-label={names[index]}>
            {content}
          </td>
        );
      })}
    </>
  );
}

export function TableRow(props: TableRowProps) {
  const { row, columns, names, context } = props;
  // Everything the cells depend on. A row's dropdowns are made from its variation form, the
  // currency and the locale (rowVariationsView), all in the key already: only whether it shows them.
  const { currency, locale, weightUnit, dimensionUnit, quickViewTriggers } = context;
  const showsDropdowns = context.rowVariations[row.product.id] !== undefined;
  const key = JSON.stringify(["product-table-row", row, columns, names, currency, locale, weightUnit, dimensionUnit, quickViewTriggers, showsDropdowns]);
  const children = useKeptChildren(key, () => <RowCells {...props} />);
  // data-unit-price: the row's one price in minor units, as shown, for the multi-add bar's total;
  // absent until known (a variable product's, set when a variation is chosen).
  return <tr data-product-id={row.product.id} data-unit-price={rowUnitPrice(row.product)} className={`product type-${row.product.type}`} {...children} />;
}
