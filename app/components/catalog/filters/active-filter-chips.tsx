import { formatMoney } from "../../../../server/money/format-money.ts";
import { shopFilterText } from "../../../i18n/shop-filter-messages.en.ts";
import { Icon } from "../../ui/icons.tsx";
import { NO_FILTER_STATE, toggleTerm, withoutPrice } from "../listing-filter-params.ts";
import { filteredUrl, type ListingTarget, type SidebarData } from "./sidebar-data.ts";

// WooCommerce's "Active filters" as removable chips above the grid: each is a link to the listing
// without that one filter, and "Clear filters" drops them all.
export function ActiveFilterChips({ sidebar, target }: { sidebar: SidebarData; target: ListingTarget }) {
  const { filters, filterState: state } = sidebar;
  const money = (minor: number) => formatMoney(minor, target.currency, target.locale);
  const chips: { key: string; label: string; href: string }[] = [];
  if (filters.minPrice !== null) chips.push({ key: "min", label: shopFilterText("shopFilter.minChip", money(filters.minPrice)), href: filteredUrl(target, withoutPrice(state, "minPrice")) });
  if (filters.maxPrice !== null) chips.push({ key: "max", label: shopFilterText("shopFilter.maxChip", money(filters.maxPrice)), href: filteredUrl(target, withoutPrice(state, "maxPrice")) });
  for (const attribute of filters.attributes) {
    for (const term of attribute.terms) {
      chips.push({
        key: `${attribute.slug}/${term.slug}`,
        label: shopFilterText("shopFilter.attributeChip", attribute.name, term.name),
        href: filteredUrl(target, toggleTerm(state, attribute.slug, term.slug)),
      });
    }
  }
  if (chips.length === 0) return null;
  return (
    <nav className="active-filters" aria-label={shopFilterText("shopFilter.active")}>
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a className="active-filters__chip" href={chip.href} rel="nofollow">
              <span className="visually-hidden">{shopFilterText("shopFilter.remove")} </span>
              {chip.label}
              <Icon name="close" size={14} />
            </a>
          </li>
        ))}
        <li>
          <a className="active-filters__clear" href={filteredUrl(target, NO_FILTER_STATE)}>
            {shopFilterText("shopFilter.clear")}
          </a>
        </li>
      </ul>
    </nav>
  );
}
