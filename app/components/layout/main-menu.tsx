import { headerText } from "../../i18n/header-messages.en.ts";
import { t } from "../../i18n/t.ts";
import { Icon } from "../ui/icons.tsx";
import type { MenuCategory } from "./category-tree.ts";

// The desktop menu. Without JavaScript sub-menus open on hover and keyboard focus (CSS
// :focus-within) and, on a phone, the whole menu shows as a list. With it, the header script
// (app/islands/theme/header/dropdown-menu.ts) opens them with hover intent and the buttons
// beside parent links (the disclosure pattern); below 850 px the "Menu" dialog replaces it.
export function MainMenu({ categories }: { categories: MenuCategory[] }) {
  return (
    <nav className="main-menu" aria-label={t("layout.mainMenu")} data-main-menu>
      <ul className="main-menu__list">
        <li>
          <a href="/shop">{t("nav.shop")}</a>
        </li>
        {categories.map((category, index) => {
          const subId = `main-menu-sub-${index}`;
          return (
            <li key={category.path} className={category.children.length > 0 ? "has-children" : undefined} data-menu-item={category.children.length > 0 ? "" : undefined}>
              <a href={`/product-category/${category.path}`}>{category.name}</a>
              {category.children.length > 0 && (
                <>
                  <button type="button" className="main-menu__toggle" aria-expanded="false" aria-controls={subId} data-menu-toggle>
                    <Icon name="chevronDown" size={16} />
                    <span className="visually-hidden">{headerText("header.openSubmenu", category.name)}</span>
                  </button>
                  <ul id={subId} className="main-menu__sub">
                    {category.children.map((child) => (
                      <li key={child.path}>
                        <a href={`/product-category/${child.path}`}>{child.name}</a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
