import { tabForKey } from "./tab-keys.ts";

// Tabs blocks (tabs-block.tsx) become the ARIA tabs pattern: the list of links turns into a
// tablist, each link a tab controlling its panel, one panel shown at a time; arrows, Home and End
// move between tabs (automatic activation, roving tabindex). Without a script every panel shows
// with its heading; with it, the tab names the panel and the heading is left to screen readers.
// A page opened at a panel's #hash opens that panel.

function startTabs(root: HTMLElement): void {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>(".block-tabs__list a"));
  const panels = links.map((link) => document.getElementById(link.hash.slice(1)));
  if (links.length === 0 || panels.some((panel) => panel === null)) return;
  const list = root.querySelector<HTMLElement>(".block-tabs__list");
  list?.setAttribute("role", "tablist");
  list?.querySelectorAll("li").forEach((item) => item.setAttribute("role", "presentation"));

  const select = (chosen: number, focus: boolean) => {
    links.forEach((link, index) => {
      const selected = index === chosen;
      link.setAttribute("aria-selected", String(selected));
      link.tabIndex = selected ? 0 : -1;
      const panel = panels[index];
      if (panel) panel.hidden = !selected;
    });
    if (focus) links[chosen]?.focus();
  };

  links.forEach((link, index) => {
    const panel = panels[index];
    if (!panel) return;
    link.id = `${panel.id}-tab`;
    link.setAttribute("role", "tab");
    link.setAttribute("aria-controls", panel.id);
    panel.setAttribute("role", "tabpanel");
    panel.setAttribute("aria-labelledby", link.id);
    panel.tabIndex = 0;
    panel.querySelector(":scope > h2")?.classList.add("visually-hidden");
    link.addEventListener("click", (event) => {
      event.preventDefault();
      select(index, false);
    });
    link.addEventListener("keydown", (event) => {
      const rightToLeft = getComputedStyle(root).direction === "rtl";
      const target = tabForKey(event.key, index, links.length, rightToLeft);
      if (target === null) return;
      event.preventDefault();
      select(target, true);
    });
  });
  const fromHash = panels.findIndex((panel) => panel !== null && `#${panel.id}` === window.location.hash);
  select(fromHash === -1 ? 0 : fromHash, false);
}

export function startTabsBlocks(): void {
  document.querySelectorAll<HTMLElement>(".block-tabs").forEach(startTabs);
}
