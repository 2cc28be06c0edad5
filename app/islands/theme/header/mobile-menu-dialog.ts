// The phone's "Menu" (spec §4, DESIGN.md "Theme (contract)"): the button opens the "Main Menu"
// dialog as a modal (focus stays inside, Escape closes it, focus goes back to the button); a
// parent's button slides its level in and "Back" slides it out (200 ms, in header.css). Levels
// are `data-state` current, before (a parent of the current one) or after (not yet opened).
// Loaded on the first press of "Menu" (./mobile-menu.ts); wires the dialog on its first opening.

const wired = new WeakMap<HTMLDialogElement, () => void>();

/** Opens the menu at its top level. */
export function openMobileMenu(dialog: HTMLDialogElement): void {
  let showTop = wired.get(dialog);
  if (!showTop) {
    showTop = wire(dialog);
    wired.set(dialog, showTop);
  }
  showTop();
  dialog.showModal();
}

function wire(dialog: HTMLDialogElement): () => void {
  const levels = [...dialog.querySelectorAll<HTMLElement>("[data-menu-level]")];

  const show = (current: HTMLElement) => {
    const ancestors = new Set<HTMLElement>();
    for (let level: HTMLElement | null = current; level?.dataset.parentLevel; ) {
      level = document.getElementById(level.dataset.parentLevel);
      if (level) ancestors.add(level);
    }
    for (const level of levels) level.dataset.state = level === current ? "current" : ancestors.has(level) ? "before" : "after";
  };

  dialog.querySelector("[data-mobile-menu-close]")?.addEventListener("click", () => dialog.close());
  // A modal dialog keeps focus out of the page, but Tab past its last control would leave for the
  // browser's own controls: it wraps round instead, over the head and the level in view.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const current = dialog.querySelector('[data-menu-level][data-state="current"]');
    const controls = [...dialog.querySelectorAll<HTMLElement>(".mobile-menu__head button"), ...(current?.querySelectorAll<HTMLElement>("a[href], button") ?? [])];
    const edge = event.shiftKey ? controls[0] : controls.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus({ preventScroll: true });
  });
  // A click on the backdrop (outside the panel) closes the menu, as the mini cart's does.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("click", (event) => {
    const control = (event.target as Element).closest<HTMLElement>("[data-menu-forward], [data-menu-back]");
    if (!control) return;
    const from = control.closest<HTMLElement>("[data-menu-level]")!;
    if (control.dataset.menuForward) {
      const next = document.getElementById(control.dataset.menuForward);
      if (!next) return;
      show(next);
      // No scroll: the level is still sliding in, and scrolling its clipped box to it would misplace it.
      next.querySelector<HTMLElement>("[data-menu-back]")?.focus({ preventScroll: true });
    } else {
      const parent = document.getElementById(from.dataset.parentLevel ?? "");
      if (!parent) return;
      show(parent);
      // Focus returns to the control that opened the level just left.
      parent.querySelector<HTMLElement>(`[data-menu-forward="${from.id}"]`)?.focus({ preventScroll: true });
    }
  });
  return () => show(levels[0]!);
}
