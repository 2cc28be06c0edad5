import { PRODUCT_TABLE_PAGE_LENGTHS } from "../../../server/catalog/product-table.ts";
import { productTableText } from "../../i18n/product-table-messages.en.ts";
import { HiddenState } from "./hidden-state.tsx";
import type { TableState } from "./table-query.ts";

// "Show [25] entries": a GET form of its own, shown even with hide_form=1 (spec §9). A new length
// starts again at page 1.

export function TableLengthForm({ action, state }: { action: string; state: TableState }) {
  return (
    <form className="product-table__length" method="get" action={action}>
      <label>
        {productTableText("productTable.pageLengthBefore")}{" "}
        <select name="length" defaultValue={String(state.query.pageLength)}>
          {PRODUCT_TABLE_PAGE_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {length}
            </option>
          ))}
        </select>{" "}
        {productTableText("productTable.pageLengthAfter")}
      </label>
      <HiddenState state={state} omit={["length", "paged"]} />
      <button type="submit" className="button">
        {productTableText("productTable.pageLengthApply")}
      </button>
    </form>
  );
}
