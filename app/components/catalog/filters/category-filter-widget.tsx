import { shopFilterText } from "../../../i18n/shop-filter-messages.en.ts";
import type { CategoryLink } from "../category-links.ts";

// WooCommerce's "Product categories" widget: plain links to each category with its product count.
export function CategoryFilterWidget({ categories, currentPath }: { categories: CategoryLink[]; currentPath: string }) {
  if (categories.length === 0) return null;
  return (
    <section className="shop-widget" aria-labelledby="shop-widget-categories">
      <h2 id="shop-widget-categories" className="shop-widget__title">{shopFilterText("shopFilter.categories")}</h2>
      <ul className="shop-widget__list">
        {categories.map((category) => (
          <li key={category.href} className="shop-widget__item" style={{ paddingInlineStart: `${category.depth}rem` }}>
            <a href={category.href} aria-current={category.href === currentPath ? "page" : undefined}>
              {category.name}
            </a>{" "}
            <span className="shop-widget__count">{shopFilterText("shopFilter.count", category.count)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
