// Narrow screens: the listing's "Filter" button opens the sidebar's widgets in a modal <dialog>
// (app/components/catalog/filters/shop-sidebar.tsx). The widgets move into it and back on close,
// so there is one copy of every form and link. showModal() makes the rest of the page inert (focus
// stays in the panel), Escape closes it, and the browser puts focus back on the button.

/** The sidebar's own breakpoint (spec §9: large ≥ 850px); wider, the panel is beside the grid again. */
const SIDEBAR_MIN_WIDTH_QUERY = "(min-width: 850px)";

export function startOffCanvasFilters(): void {
  const opener = document.querySelector<HTMLButtonElement>("[data-shop-filters-open]");
  const dialog = document.getElementById("shop-filters-dialog");
  const panel = document.getElementById("shop-filters");
  const home = panel?.parentElement;
  const slot = dialog?.querySelector("[data-filters-slot]");
  if (!opener || !(dialog instanceof HTMLDialogElement) || !panel || !home || !slot) return;

  opener.addEventListener("click", () => {
    slot.append(panel);
    dialog.showModal();
  });
  dialog.addEventListener("close", () => home.append(panel));
  dialog.addEventListener("click", (event) => {
    // The close button, or the backdrop (a click on the dialog box itself, outside its content).
    const target = event.target as Element;
    const box = dialog.getBoundingClientRect();
    const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if ((target === dialog && outside) || target.closest("[data-dialog-close]")) dialog.close();
  });
  window.matchMedia(SIDEBAR_MIN_WIDTH_QUERY).addEventListener("change", (event) => {
    if (event.matches && dialog.open) dialog.close();
  });
}
