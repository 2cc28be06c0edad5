import { t } from "../../i18n/t.ts";
import type { MenuCategory } from "./category-tree.ts";

// Sub-menus open on hover and on keyboard focus (CSS :focus-within), so the menu needs no script
// and works the same with JavaScript off.
export function MainMenu({ categories }: { categories: MenuCategory[] }) {
  return (
    <nav className="main-menu" aria-label={t("layout.mainMenu")}>
      <ul className="main-menu__list">
        <li>
          <a href="/shop">{t("nav.shop")}</a>
        </li>
        {categories.map((category) => (
          <li key={category.path} className={category.children.length > 0 ? "has-children" : undefined}>
            <a href={`/product-category/${category.path}`}>{category.name}</a>
            {category.children.length > 0 && (
              <ul className="main-menu__sub">
                {category.children.map((child) => (
                  <li key={child.path}>
                    <a href={`/product-category/${child.path}`}>{child.name}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
