import type { AttributeFacetWidget } from "../../../../server/catalog/listing-filters.ts";
import { shopFilterText } from "../../../i18n/shop-filter-messages.en.ts";
import { toggleTerm, type FilterState } from "../listing-filter-params.ts";
import { filteredUrl, type ListingTarget } from "./sidebar-data.ts";

// WooCommerce's "Filter Products by Attribute" widget as a list of links: each term adds itself to
// the filter (or takes itself off when chosen), with the number of listed products that have it.
export function AttributeFilterWidget({ attribute, state, target }: { attribute: AttributeFacetWidget; state: FilterState; target: ListingTarget }) {
  const titleId = `shop-widget-attribute-${attribute.slug}`;
  return (
    <section className="shop-widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-widget__title">{shopFilterText("shopFilter.byAttribute", attribute.name)}</h2>
      <ul className="shop-widget__list">
        {attribute.terms.map((term) => (
          <li key={term.slug} className={term.chosen ? "shop-widget__item chosen" : "shop-widget__item"}>
            <a
              href={filteredUrl(target, toggleTerm(state, attribute.slug, term.slug))}
              rel="nofollow"
              // A chosen term's link takes it off: its name says so, starting with the words shown.
              aria-label={term.chosen ? shopFilterText("shopFilter.chosen", term.name) : undefined}
            >
              {term.name}
            </a>{" "}
            <span className="shop-widget__count">{shopFilterText("shopFilter.count", term.count)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
