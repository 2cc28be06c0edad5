import { shopFilterText } from "../../../i18n/shop-filter-messages.en.ts";
import { Icon } from "../../ui/icons.tsx";
import { AttributeFilterWidget } from "./attribute-filter-widget.tsx";
import { CategoryFilterWidget } from "./category-filter-widget.tsx";
import { PriceFilterWidget } from "./price-filter-widget.tsx";
import type { ListingTarget, SidebarData } from "./sidebar-data.ts";

// The shop sidebar (issue 12). Beside the grid at 850 px and wider, sticky under the header
// (listing-filters.css). Narrower, with JavaScript, the "Filter" button (FilterButton) opens it
// in a modal dialog: the theme behaviour app/islands/theme/shop/off-canvas-filters.ts moves the
// widgets into #shop-filters-dialog and back. Without JavaScript the sidebar stays in the page,
// above the products. Same HTML for everybody, so the page cache keeps it per address.

const SHOP_FILTERS_ID = "shop-filters";
const SHOP_FILTERS_DIALOG_ID = "shop-filters-dialog";

export function ShopSidebar({ sidebar, target, currentPath }: { sidebar: SidebarData; target: ListingTarget; currentPath: string }) {
  return (
    <aside className="shop-sidebar" aria-label={shopFilterText("shopFilter.sidebar")}>
      <div id={SHOP_FILTERS_ID} className="shop-sidebar__inner">
        <CategoryFilterWidget categories={sidebar.categories} currentPath={currentPath} />
        <PriceFilterWidget state={sidebar.filterState} bounds={sidebar.facets.priceBounds} target={target} />
        {sidebar.facets.attributes.map((attribute) => (
          <AttributeFilterWidget key={attribute.slug} attribute={attribute} state={sidebar.filterState} target={target} />
        ))}
      </div>
    </aside>
  );
}

/** Opens the sidebar's dialog on narrow screens; shown only with JavaScript (listing-filters.css). */
export function FilterButton() {
  return (
    <button type="button" className="shop-filter-button button" aria-haspopup="dialog" aria-controls={SHOP_FILTERS_DIALOG_ID} data-shop-filters-open>
      {shopFilterText("shopFilter.open")}
    </button>
  );
}

/**
 * The narrow screens' filter panel: empty until the theme behaviour moves the widgets in. Outside
 * the sidebar, which is hidden on narrow screens (a dialog inside it would not show).
 */
export function FiltersDialog() {
  return (
    <dialog id={SHOP_FILTERS_DIALOG_ID} className="shop-filters-dialog" aria-labelledby="shop-filters-dialog-title">
      <div className="shop-filters-dialog__head">
        <h2 id="shop-filters-dialog-title">{shopFilterText("shopFilter.dialogTitle")}</h2>
        <button type="button" className="shop-filters-dialog__close" aria-label={shopFilterText("shopFilter.close")} data-dialog-close>
          <Icon name="close" />
        </button>
      </div>
      <div data-filters-slot />
    </dialog>
  );
}
