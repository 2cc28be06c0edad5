import { t } from "../../i18n/t.ts";
import { submitOnChange } from "../ui/submit-on-change.ts";
import { ORDER_BY_VALUES, type OrderBy } from "./archive-query.ts";

// A plain GET form: with JavaScript the choice submits at once; without it, the button does.
export function OrderingForm({ action, orderBy, search, filterParams = [] }: { action: string; orderBy: OrderBy; search: string; filterParams?: readonly (readonly [string, string])[] }) {
  return (
    <form className="woocommerce-ordering" method="get" action={action}>
      <label htmlFor="orderby" className="visually-hidden">
        {t("ordering.label")}
      </label>
      <select id="orderby" name="orderby" defaultValue={orderBy} {...submitOnChange}>
        {ORDER_BY_VALUES.map((value) => (
          <option key={value} value={value}>
            {t(`ordering.${value}`)}
          </option>
        ))}
      </select>
      {search && <input type="hidden" name="s" value={search} />}
      {filterParams.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="ordering-submit">
        {t("ordering.submit")}
      </button>
    </form>
  );
}
