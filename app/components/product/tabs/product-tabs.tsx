import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { t } from "../../../i18n/t.ts";
import { requestedTab } from "./initial-tab.ts";
import type { ProductTabId } from "./product-tab-id.ts";

// WAI-ARIA tabs with automatic activation (arrow keys, Home, End). Written by hand rather than with
// react-aria so the page's initial JavaScript stays small. Tabs are links to their panels: without
// JavaScript every panel is shown (.no-js CSS) and the links jump to them.

export interface ProductTab {
  id: ProductTabId;
  title: string;
  content: ReactNode;
}

export interface ProductTabsProps {
  tabs: readonly ProductTab[];
  /** What the server could tell from the address (no fragment reaches it). */
  initial: ProductTabId | null;
}

const tabElementId = (id: ProductTabId) => `tab-title-${id}`;
const panelElementId = (id: ProductTabId) => `tab-${id}`;

// After a tab opens for an address like #reviews or #comment-12, bring that element into view:
// the browser could not scroll to it while its panel was hidden.
function revealHashTarget(hash: string): void {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) requestAnimationFrame(() => target.scrollIntoView());
}

export function ProductTabs({ tabs, initial }: ProductTabsProps) {
  const [selected, setSelected] = useState<ProductTabId | null>(initial);
  const tabRefs = useRef(new Map<ProductTabId, HTMLAnchorElement>());
  const ids = tabs.map((tab) => tab.id);
  const idsKey = ids.join(" ");

  useEffect(() => {
    const followAddress = () => {
      const wanted = requestedTab(window.location.hash, window.location.href, ids);
      if (wanted === null) return;
      setSelected(wanted);
      revealHashTarget(window.location.hash);
    };
    followAddress();
    window.addEventListener("hashchange", followAddress);
    return () => window.removeEventListener("hashchange", followAddress);
    // The tab list only changes with idsKey; `ids` itself is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on idsKey, the same list as text
  }, [idsKey]);

  if (tabs.length === 0) return null;

  const activate = (id: ProductTabId, focus: boolean) => {
    setSelected(id);
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = ids.length - 1;
    const target: Record<string, number | undefined> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    const id = next === undefined ? undefined : ids[next];
    if (id !== undefined) {
      event.preventDefault();
      activate(id, true);
    } else if (event.key === " ") {
      // Links answer Enter on their own; a tab also answers Space.
      event.preventDefault();
      const own = ids[index];
      if (own !== undefined) activate(own, false);
    }
  };

  return (
    <div className="product-tabs woocommerce-tabs wc-tabs-wrapper">
      <div className="product-tabs__list tabs wc-tabs" role="tablist" aria-label={t("tabs.label")}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              id={tabElementId(tab.id)}
              href={`#${panelElementId(tab.id)}`}
              role="tab"
              className={`product-tabs__tab ${tab.id}_tab`}
              aria-selected={isSelected}
              aria-controls={panelElementId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                activate(tab.id, false);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.title}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelElementId(tab.id)}
          role="tabpanel"
          className={`product-tabs__panel woocommerce-Tabs-panel woocommerce-Tabs-panel--${tab.id}`}
          aria-labelledby={tabElementId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
