import type { ProductTableColumn } from "../../../server/catalog/product-table.ts";
import { productTableText, type ProductTableTextKey } from "../../i18n/product-table-messages.en.ts";
import type { ProductTableData } from "./load-product-table.server.ts";
import { MultiAddBar, NO_MULTI_ADD_ANSWER, type MultiAddView } from "./multi-add-bar.tsx";
import { columnSortKey } from "./table-config.ts";
import { TableFilterForm } from "./table-filter-form.tsx";
import { TableLengthForm } from "./table-length-form.tsx";
import { Icon } from "../ui/icons.tsx";
import { TablePager } from "./table-pager.tsx";
import { TableRow } from "./table-row.tsx";
import { tableHref, type TableState } from "./table-query.ts";

// The product table (issue 11): a plain, server-rendered table whose every control is a link or a
// GET form, so it is complete without JavaScript. Rows carry their product id (spec §3). On a
// phone, CSS turns each row into a stacked card labelled from the column heads (product-table.css).

function columnName(column: ProductTableColumn, attributeNames: ReadonlyMap<string, string>): string {
  if (column.startsWith("attribute:")) {
    const slug = column.slice("attribute:".length);
    return attributeNames.get(slug) ?? slug;
  }
  return productTableText(`productTable.column.${column}` as ProductTableTextKey);
}

function ColumnHead({ column, name, state, basePath }: { column: ProductTableColumn; name: string; state: TableState; basePath: string }) {
  const sortKey = columnSortKey(column);
  if (sortKey === null) return <th scope="col" className={`product-table__head--${column.replace(":", "-")}`}>{name}</th>;
  const sorted = state.query.sort === sortKey;
  // A click on the sorted column turns it round; on another column it sorts that one ascending.
  const direction = sorted && state.query.direction === "asc" ? "desc" : "asc";
  return (
    <th scope="col" aria-sort={sorted ? (state.query.direction === "asc" ? "ascending" : "descending") : "none"} className={`product-table__head--${column.replace(":", "-")}`}>
      <a href={tableHref(basePath, state, { sort: sortKey, direction, page: 1 })} title={productTableText("productTable.sortBy", name)}>
        {name}
        <span className="product-table__sort-mark" aria-hidden="true">
          <Icon name={sorted ? (state.query.direction === "asc" ? "chevronUp" : "chevronDown") : "sortable"} size={14} />
        </span>
      </a>
    </th>
  );
}

/**
 * The table, its controls and its multi-add form. The multi-add form posts to the table's own URL:
 * the route that shows the table handles that post (app/routes/product-table.tsx's action).
 */
export function ProductTable(props: ProductTableData & { multiAdd?: MultiAddView }) {
  const { basePath, config, state, page, rowVariations, currency, locale, weightUnit, dimensionUnit, multiAdd = NO_MULTI_ADD_ANSWER } = props;
  const context = { currency, locale, weightUnit, dimensionUnit, rowVariations, quickViewTriggers: config.quickViewTriggers };
  const attributeNames = new Map(page.facets.attributes.map((a) => [a.slug, a.name]));
  const names = config.columns.map((column) => columnName(column, attributeNames));
  const first = (page.page - 1) * state.query.pageLength + 1;
  const last = first + page.rows.length - 1;
  const hideForm = state.persisted.hide_form === "1";
  return (
    <div className="product-table-wrapper">
      <div className="product-table__controls">
        {!hideForm && <TableFilterForm action={basePath} state={state} facets={page.facets} />}
        <TableLengthForm action={basePath} state={state} />
      </div>
      <p className="product-table__info" role="status">
        {page.total === 0 ? productTableText("productTable.noRecords") : productTableText("productTable.showing", first, last, page.total)}
      </p>
      <table className="product-table">
        <caption className="visually-hidden">{productTableText("productTable.title")}</caption>
        <thead>
          <tr>
            <th scope="col" className="product-table__head--select">
              <span className="visually-hidden">{productTableText("productTable.column.select")}</span>
            </th>
            {config.columns.map((column, index) => (
              <ColumnHead key={column} column={column} name={names[index] ?? column} state={state} basePath={basePath} />
            ))}
          </tr>
        </thead>
        <tbody>
          {page.rows.length === 0 ? (
            <tr>
              <td colSpan={config.columns.length + 1} className="product-table__empty">
                {productTableText("productTable.noRecords")}
              </td>
            </tr>
          ) : (
            page.rows.map((row) => <TableRow key={row.product.id} row={row} columns={config.columns} names={names} context={context} />)
          )}
        </tbody>
      </table>
      {page.rows.length > 0 && <MultiAddBar action={tableHref(basePath, state, {})} view={multiAdd} />}
      <TablePager basePath={basePath} state={state} pageCount={page.pageCount} />
    </div>
  );
}
