import { headerText } from "../../i18n/header-messages.en.ts";
import { t } from "../../i18n/t.ts";
import { Icon } from "../ui/icons.tsx";
import type { MenuCategory } from "./category-tree.ts";

// The phone's menu (below 850 px): a modal dialog headed "Main Menu" (which traps focus and closes
// on Escape) holding one panel per level; a parent's button slides its level in, "Back" slides it
// out (app/islands/theme/header/mobile-menu.ts, 200 ms in app/styles/header.css). It opens only
// with JavaScript: without it the desktop menu shows as a plain list on phones.

export const MOBILE_MENU_ID = "mobile-menu";
const ROOT_LEVEL_ID = "mobile-menu-level-0";

interface Level {
  id: string;
  /** The level the "Back" control returns to; null for the top level. */
  parentId: string | null;
  /** The parent category whose children this level lists; null for the top level. */
  parent: MenuCategory | null;
  entries: MenuCategory[];
}

/** Every level, parents before children: one for the top and one for each category with children. */
function levelsOf(categories: MenuCategory[]): Level[] {
  const levels: Level[] = [{ id: ROOT_LEVEL_ID, parentId: null, parent: null, entries: categories }];
  const visit = (entries: MenuCategory[], parentId: string) => {
    for (const category of entries) {
      if (category.children.length === 0) continue;
      const id = `mobile-menu-level-${levels.length}`;
      levels.push({ id, parentId, parent: category, entries: category.children });
      visit(category.children, id);
    }
  };
  visit(categories, ROOT_LEVEL_ID);
  return levels;
}

function childLevelId(levels: Level[], category: MenuCategory): string | undefined {
  return levels.find((level) => level.parent === category)?.id;
}

export function MobileMenu({ categories }: { categories: MenuCategory[] }) {
  const levels = levelsOf(categories);
  return (
    <dialog id={MOBILE_MENU_ID} className="mobile-menu" aria-labelledby="mobile-menu-title" data-mobile-menu>
      <div className="mobile-menu__head">
        <h2 id="mobile-menu-title" className="mobile-menu__title">
          {headerText("header.mainMenu")}
        </h2>
        <button type="button" className="mobile-menu__close" aria-label={headerText("header.closeMenu")} data-mobile-menu-close>
          <Icon name="close" />
        </button>
      </div>
      <div className="mobile-menu__levels">
        {levels.map((level) => (
          <div key={level.id} id={level.id} className="mobile-menu__level" data-menu-level data-parent-level={level.parentId ?? undefined} data-state={level.parentId === null ? "current" : "after"}>
            {level.parent !== null && (
              <button type="button" className="mobile-menu__back" data-menu-back>
                <Icon name="chevronLeft" size={18} />
                {headerText("header.back")}
              </button>
            )}
            <ul className="mobile-menu__list">
              {level.parent === null ? (
                <li>
                  <a href="/shop">{t("nav.shop")}</a>
                </li>
              ) : (
                <li>
                  <a href={`/product-category/${level.parent.path}`}>{headerText("header.allIn", level.parent.name)}</a>
                </li>
              )}
              {level.entries.map((category) => {
                const child = childLevelId(levels, category);
                return (
                  <li key={category.path}>
                    <a href={`/product-category/${category.path}`}>{category.name}</a>
                    {child !== undefined && (
                      <button type="button" className="mobile-menu__forward" aria-controls={child} data-menu-forward={child}>
                        <Icon name="chevronRight" size={18} />
                        <span className="visually-hidden">{headerText("header.openSubmenu", category.name)}</span>
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </dialog>
  );
}
