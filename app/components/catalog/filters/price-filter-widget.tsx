import { minorUnitDigits, formatMoney } from "../../../../server/money/format-money.ts";
import { shopFilterText } from "../../../i18n/shop-filter-messages.en.ts";
import { filterParamPairs, priceParam, type FilterState } from "../listing-filter-params.ts";
import type { ListingTarget } from "./sidebar-data.ts";

// WooCommerce's "Filter Products by Price" widget as a plain GET form (no slider to drag, so it
// works without JavaScript and from a keyboard): two amounts in the currency's major unit, the
// listing's own range as a hint, and the listing's other state carried in hidden fields.
export function PriceFilterWidget({ state, bounds, target }: { state: FilterState; bounds: { min: number; max: number } | null; target: ListingTarget }) {
  const { currency, locale } = target;
  if (bounds === null && state.minPrice === null && state.maxPrice === null) return null;
  const kept = filterParamPairs({ ...state, minPrice: null, maxPrice: null }, currency);
  const step = 1 / 10 ** minorUnitDigits(currency);
  const field = (name: "min_price" | "max_price", label: string, value: number | null, hint: number | undefined) => (
    <p className="price-filter__field">
      <label htmlFor={`price-filter-${name}`}>{label}</label>
      <input
        id={`price-filter-${name}`}
        type="number"
        name={name}
        min={0}
        step={step}
        inputMode="decimal"
        defaultValue={value === null ? undefined : priceParam(value, currency)}
        placeholder={hint === undefined ? undefined : priceParam(hint, currency)}
      />
    </p>
  );
  return (
    <section className="shop-widget" aria-labelledby="shop-widget-price">
      <h2 id="shop-widget-price" className="shop-widget__title">{shopFilterText("shopFilter.price")}</h2>
      <form className="price-filter" method="get" action={target.basePath}>
        <div className="price-filter__fields">
          {field("min_price", shopFilterText("shopFilter.minPrice"), state.minPrice, bounds?.min)}
          {field("max_price", shopFilterText("shopFilter.maxPrice"), state.maxPrice, bounds?.max)}
        </div>
        {target.query.orderBy !== "menu_order" && <input type="hidden" name="orderby" value={target.query.orderBy} />}
        {target.query.search && <input type="hidden" name="s" value={target.query.search} />}
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="price-filter__actions">
          <button type="submit" className="button">{shopFilterText("shopFilter.submit")}</button>
          {bounds && <span className="price-filter__range">{shopFilterText("shopFilter.priceRange", formatMoney(bounds.min, currency, locale), formatMoney(bounds.max, currency, locale))}</span>}
        </div>
      </form>
    </section>
  );
}
