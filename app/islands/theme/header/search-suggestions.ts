// The header search's suggestions start here, on every page: the box is marked up as an ARIA 1.2
// combobox at once, and the code that suggests (./search-combobox.ts) loads on the box's first
// focus, so pages where nobody searches (the product page at its script budget) never load it.

export function startSearchSuggestions(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-search-suggest]");
  const input = form?.querySelector<HTMLInputElement>("[data-search-input]");
  const listbox = form?.querySelector<HTMLElement>("[data-search-listbox]");
  if (!form || !input || !listbox) return;
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", listbox.id);
  input.setAttribute("aria-expanded", "false");
  input.autocomplete = "off";
  input.addEventListener("focus", () => void import("./search-combobox.ts").then(({ wireSearchCombobox }) => wireSearchCombobox(form, input, listbox)), { once: true });
}
