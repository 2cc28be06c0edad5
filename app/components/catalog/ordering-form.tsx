import { submitOnChange } from "../ui/submit-on-change.ts";
import { ORDER_OPTIONS, type OrderBy } from "./archive-query.ts";

// A plain GET form: with JavaScript the choice submits at once; without it, the button does.
export function OrderingForm({ action, orderBy, search }: { action: string; orderBy: OrderBy; search: string }) {
  return (
    <form className="woocommerce-ordering" method="get" action={action}>
      <label htmlFor="orderby" className="visually-hidden">
        Shop order
      </label>
      <select id="orderby" name="orderby" defaultValue={orderBy} {...submitOnChange}>
        {ORDER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {search && <input type="hidden" name="s" value={search} />}
      <button type="submit" className="ordering-submit">
        Sort
      </button>
    </form>
  );
}
