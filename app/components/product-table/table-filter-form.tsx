import type { ProductTableFacets } from "../../../server/catalog/product-table.ts";
import { productTableText } from "../../i18n/product-table-messages.en.ts";
import { HiddenState } from "./hidden-state.tsx";
import { ATTRIBUTE_FILTER_PREFIX, type TableState } from "./table-query.ts";

// The search box and the dropdown filters: a GET form, so it works without JavaScript and its
// answer is a URL. Submitting starts again at page 1 and keeps the sort, the page length and the
// §9 parameters.

/** Category names indented by depth, as WooCommerce's category dropdown shows its tree. */
const INDENT = "\u00a0\u00a0\u00a0";

function optionLabel(name: string, count: number): string {
  return productTableText("productTable.optionCount", name, count);
}

export function TableFilterForm({ action, state, facets }: { action: string; state: TableState; facets: ProductTableFacets }) {
  const { query } = state;
  return (
    <form className="product-table__filters" method="get" action={action} role="search" aria-label={productTableText("productTable.filters")}>
      <label className="product-table__search">
        {productTableText("productTable.search")} <input type="search" name="s" defaultValue={query.search} maxLength={200} />
      </label>
      {facets.categories.length > 0 && (
        <label>
          <span className="visually-hidden">{productTableText("productTable.category")}</span>
          <select name="category" defaultValue={query.category ?? ""}>
            <option value="">{productTableText("productTable.allCategories")}</option>
            {facets.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {INDENT.repeat(c.depth) + optionLabel(c.name, c.count)}
              </option>
            ))}
          </select>
        </label>
      )}
      {facets.tags.length > 0 && (
        <label>
          <span className="visually-hidden">{productTableText("productTable.tag")}</span>
          <select name="tag" defaultValue={query.tag ?? ""}>
            <option value="">{productTableText("productTable.allTags")}</option>
            {facets.tags.map((tag) => (
              <option key={tag.slug} value={tag.slug}>
                {optionLabel(tag.name, tag.count)}
              </option>
            ))}
          </select>
        </label>
      )}
      {facets.attributes.map((attribute) => (
        <label key={attribute.slug}>
          <span className="visually-hidden">{attribute.name}</span>
          <select name={`${ATTRIBUTE_FILTER_PREFIX}${attribute.slug}`} defaultValue={query.attributes[attribute.slug] ?? ""}>
            <option value="">{productTableText("productTable.allOf", attribute.name)}</option>
            {attribute.options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {optionLabel(option.name, option.count)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <HiddenState state={state} omit={["s", "category", "tag", "paged", ...Object.keys(state.explicit.attributes).map((a) => `${ATTRIBUTE_FILTER_PREFIX}${a}`)]} />
      <button type="submit" className="button">
        {productTableText("productTable.apply")}
      </button>
    </form>
  );
}
