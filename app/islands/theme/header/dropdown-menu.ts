import { createHoverIntent } from "./hover-intent.ts";

// The desktop menu's dropdowns (spec §4, §9): they open with hover intent, and only while the
// header is at least 750 px wide; each parent's button beside its link opens and closes its
// sub-menu from the keyboard (the disclosure pattern), Escape closes it and returns focus to the
// button. With JavaScript the CSS hover and focus-within opening is off (.js in header.css), so
// this script alone decides what is open.

const MIN_HEADER_WIDTH_PX = 750;

export function startDropdownMenu(): void {
  const menu = document.querySelector<HTMLElement>("[data-main-menu]");
  const header = menu?.closest<HTMLElement>("[data-site-header]");
  if (!menu || !header) return;
  const items = [...menu.querySelectorAll<HTMLElement>("[data-menu-item]")];

  const setOpen = (item: HTMLElement, open: boolean) => {
    item.classList.toggle("is-open", open);
    item.querySelector("[data-menu-toggle]")?.setAttribute("aria-expanded", String(open));
  };
  const closeOthers = (keep: HTMLElement | null) => items.forEach((item) => item !== keep && setOpen(item, false));

  for (const item of items) {
    const toggle = item.querySelector<HTMLButtonElement>("[data-menu-toggle]");
    const intent = createHoverIntent({
      over: () => {
        if (header.offsetWidth < MIN_HEADER_WIDTH_PX) return;
        closeOthers(item);
        setOpen(item, true);
      },
      out: () => setOpen(item, false),
    });
    item.addEventListener("mouseenter", (event) => intent.enter(event.clientX, event.clientY));
    item.addEventListener("mousemove", (event) => intent.move(event.clientX, event.clientY));
    item.addEventListener("mouseleave", () => intent.leave());
    toggle?.addEventListener("click", () => {
      const open = !item.classList.contains("is-open");
      intent.reset();
      closeOthers(item);
      setOpen(item, open);
    });
    item.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !item.classList.contains("is-open")) return;
      setOpen(item, false);
      intent.reset();
      toggle?.focus();
    });
    // Tabbing out of an open sub-menu closes it, as a shopper leaving it expects.
    item.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) setOpen(item, false);
    });
  }
  document.addEventListener("click", (event) => {
    if (!menu.contains(event.target as Node)) closeOthers(null);
  });
}
