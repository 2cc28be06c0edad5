import { SEARCH_SUGGESTIONS_PATH, SUGGESTION_MIN_CHARS, type ProductSuggestion, type SearchSuggestionsReply } from "../../../components/layout/search-suggestions/search-suggestions.ts";

// Product suggestions under the header search (DESIGN.md "Theme (contract)"): the box is an
// ARIA 1.2 combobox (its attributes set by ./search-suggestions.ts) whose listbox lists the products /search-suggestions finds for what is typed,
// asked once typing pauses (debounced) and remembered per term for the page's life. Arrow keys move
// through the options (aria-activedescendant), Enter on one opens that product, Escape closes the
// list; Enter with no option active submits the form to the results page (/shop?s=…) as before.

export const SUGGEST_DEBOUNCE_MS = 250;
const REQUEST_TIMEOUT_MS = 5000;

export function wireSearchCombobox(form: HTMLFormElement, input: HTMLInputElement, listbox: HTMLElement): void {
  const panel = form.querySelector<HTMLElement>("[data-search-panel]");
  const status = form.querySelector<HTMLElement>("[data-search-status]");
  if (!panel || !status) return;
  status.setAttribute("role", "status");

  const cache = new Map<string, ProductSuggestion[]>();
  let options: HTMLElement[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = "";

  const setActive = (index: number) => {
    options[active]?.setAttribute("aria-selected", "false");
    active = index;
    const option = options[active];
    if (option) {
      option.setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  };

  const close = () => {
    setActive(-1);
    panel.hidden = true;
    input.setAttribute("aria-expanded", "false");
    status.textContent = "";
  };

  const render = (term: string, products: ProductSuggestion[]) => {
    listbox.replaceChildren(
      ...products.map((product, index) => {
        const option = document.createElement("li");
        option.id = `${listbox.id}-${index}`;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.className = "search-suggestions__option";
        option.dataset.url = product.url;
        if (product.image) {
          const image = document.createElement("img");
          image.src = product.image.url;
          image.alt = "";
          image.width = image.height = 40;
          option.append(image);
        }
        const name = document.createElement("span");
        name.className = "search-suggestions__name";
        name.textContent = product.name;
        option.append(name);
        if (product.price !== null) {
          const price = document.createElement("span");
          price.className = "search-suggestions__price";
          price.textContent = product.price;
          option.append(" ", price);
        }
        return option;
      }),
    );
    options = [...listbox.children] as HTMLElement[];
    active = -1;
    input.removeAttribute("aria-activedescendant");
    panel.hidden = products.length === 0;
    input.setAttribute("aria-expanded", String(products.length > 0));
    status.textContent = products.length === 0 && term !== "" ? (status.dataset.emptyText ?? "") : "";
  };

  const suggest = async (term: string) => {
    asked = term;
    const known = cache.get(term);
    if (known) return render(term, known);
    try {
      const response = await fetch(`${SEARCH_SUGGESTIONS_PATH}?s=${encodeURIComponent(term)}`, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (!response.ok) return;
      const { products } = (await response.json()) as SearchSuggestionsReply;
      cache.set(term, products);
      // An answer that comes after the shopper typed on is for a term no longer in the box.
      if (asked === term) render(term, products);
    } catch (error) {
      // Suggestions are a help, not the search: when they fail the form still searches.
      if (!(error instanceof TypeError || error instanceof DOMException || error instanceof SyntaxError)) throw error;
    }
  };

  const typed = () => {
    clearTimeout(timer);
    const term = input.value.trim().replace(/\s+/g, " ");
    if ([...term].length < SUGGESTION_MIN_CHARS) {
      asked = "";
      close();
      return;
    }
    timer = setTimeout(() => void suggest(term), SUGGEST_DEBOUNCE_MS);
  };
  input.addEventListener("input", typed);

  input.addEventListener("keydown", (event) => {
    const open = !panel.hidden && options.length > 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) return;
      event.preventDefault();
      // Past either end the box itself is active again (-1), as in the APG's combobox.
      let next = active + (event.key === "ArrowDown" ? 1 : -1);
      if (next >= options.length) next = -1;
      if (next < -1) next = options.length - 1;
      setActive(next);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      window.location.assign(options[active]!.dataset.url!);
    } else if (event.key === "Escape" && open) {
      // Escape closes the list first; a second Escape is the search box's own (it clears it).
      event.preventDefault();
      close();
    }
  });

  listbox.addEventListener("mousedown", (event) => event.preventDefault()); // keeps focus in the box
  listbox.addEventListener("click", (event) => {
    const option = (event.target as Element).closest<HTMLElement>("[role=option]");
    if (option?.dataset.url) window.location.assign(option.dataset.url);
  });
  input.addEventListener("blur", close);
  // What was typed while this module loaded counts as typed now.
  if (input.value !== "") typed();
  form.dataset.suggestReady = "";
}
