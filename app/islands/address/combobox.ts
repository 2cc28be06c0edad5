import { foldForSearch } from "../../../server/address/address.ts";
import { addressText, inputTooLongText } from "../../components/address/address-labels.ts";

// A searchable select (WAI-ARIA's editable combobox with list autocomplete): the server renders a
// plain <select>, which works without JavaScript and stays the form's value; this puts a text box
// with a listbox in front of it. Typing filters the options (case and accents ignored; a code such
// as "US" first); ↓/↑ move through them, Enter or a click chooses, Escape closes and puts the
// chosen option's name back, Alt+↓/↑ open and close. Choosing sets the select and fires its
// change event, so whatever listens to the select (the checkout refresh) hears it. The §8 dropdown
// messages ("No results found", "Searching…", …) are shown under the box in a live region.

export interface Combobox {
  /** Reads the select's options again (after the page replaced them). */
  refresh(): void;
  /** Shows "Searching…" until refresh() or failed() (the options are being fetched). */
  searching(): void;
  /** Shows "The results could not be loaded."; the next opening calls onOpen again. */
  failed(): void;
  /** Puts the plain select back. */
  destroy(): void;
}

export interface ComboboxOptions {
  /** Called when the list is opened while its options are missing (to fetch them again). */
  onOpen?: () => void;
}

interface Choice {
  value: string;
  label: string;
  folded: string;
  code: string;
  element: HTMLElement;
}

type Phase = "ready" | "searching" | "failed";

function rank(choice: Choice, query: string): number {
  if (choice.code === query) return 0;
  if (choice.folded.startsWith(query)) return 1;
  if (choice.folded.split(/[\s(/-]+/).some((word) => word.startsWith(query))) return 2;
  return choice.folded.includes(query) ? 3 : -1;
}

function labelOf(select: HTMLSelectElement): HTMLLabelElement | null {
  return select.labels?.[0] ?? null;
}

export function enhanceSelect(select: HTMLSelectElement, options: ComboboxOptions = {}): Combobox {
  const id = select.id;
  const minChars = Number(select.dataset["minChars"] ?? 0);
  const label = labelOf(select);
  if (label !== null && label.id === "") label.id = `${id}-label`;
  select.id = `${id}-select`;
  const describedBy = select.getAttribute("aria-describedby") ?? "";
  const invalid = select.getAttribute("aria-invalid");

  const wrapper = document.createElement("span");
  wrapper.className = "combobox";
  const input = document.createElement("input");
  input.type = "text";
  input.id = id;
  input.className = "input-text combobox__input";
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", `${id}-listbox`);
  input.setAttribute("aria-describedby", `${describedBy} ${id}-status`.trim());
  if (invalid !== null) input.setAttribute("aria-invalid", invalid);
  // Autofill writes a country's or a state's name into a text box; a name is matched on change.
  input.setAttribute("autocomplete", (select.getAttribute("autocomplete") ?? "off").replace(/\bcountry\b/, "country-name"));
  input.spellcheck = false;
  input.required = select.required;
  const listbox = document.createElement("span");
  listbox.id = `${id}-listbox`;
  listbox.className = "combobox__listbox";
  listbox.setAttribute("role", "listbox");
  if (label !== null) listbox.setAttribute("aria-labelledby", label.id);
  listbox.hidden = true;
  const status = document.createElement("span");
  status.id = `${id}-status`;
  status.className = "combobox__status";
  status.setAttribute("role", "status");
  wrapper.append(input, listbox, status);
  select.hidden = true;
  select.tabIndex = -1;
  select.setAttribute("aria-hidden", "true");
  select.removeAttribute("aria-invalid");
  select.after(wrapper);
  if (label !== null) label.htmlFor = id;

  let choices: Choice[] = [];
  let shown: Choice[] = [];
  let active = -1;
  let phase: Phase = "ready";
  let longest = 0;
  let open = false;

  const selected = () => choices.find((c) => c.value === select.value) ?? null;

  function build(): void {
    choices = [...select.options]
      .filter((o) => o.value !== "")
      .map((o, index) => {
        const element = document.createElement("span");
        element.id = `${id}-option-${index}`;
        element.className = "combobox__option";
        element.setAttribute("role", "option");
        element.textContent = o.text;
        element.dataset["value"] = o.value;
        return { value: o.value, label: o.text, folded: foldForSearch(o.text), code: o.value.toLowerCase(), element };
      });
    longest = Math.max(0, ...choices.map((c) => c.label.length));
    input.placeholder = select.options[0]?.value === "" ? select.options[0].text : "";
    input.value = selected()?.label ?? "";
  }

  function message(query: string): string {
    if (phase === "searching") return addressText("dropdown.searching");
    if (phase === "failed") return addressText("dropdown.errorLoading");
    if (query.length < minChars) return addressText("dropdown.inputTooShort", minChars - query.length);
    if (longest > 0 && query.length > longest) return inputTooLongText(query.length - longest);
    return shown.length === 0 ? addressText("dropdown.noResults") : "";
  }

  function setActive(index: number): void {
    shown[active]?.element.classList.remove("is-active");
    active = index;
    const choice = shown[active];
    if (choice === undefined) {
      input.removeAttribute("aria-activedescendant");
      return;
    }
    choice.element.classList.add("is-active");
    input.setAttribute("aria-activedescendant", choice.element.id);
    choice.element.scrollIntoView?.({ block: "nearest" });
  }

  /** Opens the list for the typed text; all options when the text is the chosen option's name. */
  function show(typed: string): void {
    if (phase === "failed") options.onOpen?.();
    const current = selected();
    const query = current !== null && typed === current.label ? "" : foldForSearch(typed);
    const ranked = query.length < minChars ? [] : choices.map((c) => ({ c, r: query === "" ? 4 : rank(c, query) })).filter((x) => x.r >= 0);
    shown = ranked.sort((a, b) => a.r - b.r).map((x) => x.c);
    for (const c of shown) c.element.setAttribute("aria-selected", String(c.value === select.value));
    listbox.replaceChildren(...shown.map((c) => c.element));
    open = true;
    listbox.hidden = shown.length === 0;
    input.setAttribute("aria-expanded", String(shown.length > 0));
    wrapper.dataset["open"] = "";
    status.textContent = message(query);
    active = -1;
    setActive(query === "" && current !== null ? shown.indexOf(current) : -1);
  }

  function close(): void {
    open = false;
    setActive(-1);
    listbox.hidden = true;
    input.setAttribute("aria-expanded", "false");
    delete wrapper.dataset["open"];
    status.textContent = "";
  }

  function choose(choice: Choice): void {
    const changed = select.value !== choice.value;
    select.value = choice.value;
    input.value = choice.label;
    close();
    if (changed) select.dispatchEvent(new Event("change", { bubbles: true }));
  }

  /** A name typed in full (or filled by autofill), or a code, chooses its option; else the chosen one's name returns. */
  function settle(): void {
    const typed = foldForSearch(input.value);
    const match = typed === "" ? null : (choices.find((c) => c.folded === typed || c.code === typed || foldForSearch(c.label.replace(/\s*\([A-Z]{2}\)$/, "")) === typed) ?? null);
    if (match !== null) choose(match);
    else input.value = selected()?.label ?? "";
  }

  function onKeyDown(event: KeyboardEvent): void {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) show(input.value);
        else if (!event.altKey) setActive(Math.min(active + 1, shown.length - 1));
        return;
      case "ArrowUp":
        event.preventDefault();
        if (event.altKey) close();
        else if (open) setActive(Math.max(active - 1, 0));
        return;
      case "Enter": {
        // A text box would submit the form; a select never does.
        event.preventDefault();
        const choice = shown[active] ?? (open && shown.length === 1 ? shown[0] : undefined);
        if (choice !== undefined) choose(choice);
        else settle();
        return;
      }
      case "Escape":
        if (open || input.value !== (selected()?.label ?? "")) event.preventDefault();
        close();
        input.value = selected()?.label ?? "";
        return;
      case "Tab": {
        const choice = open ? shown[active] : undefined;
        if (choice !== undefined) choose(choice);
        return;
      }
    }
  }

  input.addEventListener("input", () => show(input.value));
  input.addEventListener("keydown", onKeyDown);
  input.addEventListener("click", () => (open ? close() : show(input.value)));
  input.addEventListener("blur", () => {
    close();
    settle();
  });
  // Choosing with the pointer keeps the focus in the box.
  listbox.addEventListener("mousedown", (event) => event.preventDefault());
  listbox.addEventListener("click", (event) => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>("[role=option]") : null;
    const choice = choices.find((c) => c.element === element);
    if (choice !== undefined) choose(choice);
  });
  build();

  return {
    refresh() {
      phase = "ready";
      build();
      if (open) show(input.value === (selected()?.label ?? "") ? input.value : "");
    },
    searching() {
      phase = "searching";
      if (open) show(input.value);
    },
    failed() {
      phase = "failed";
      if (open) show(input.value);
    },
    destroy() {
      wrapper.remove();
      select.id = id;
      select.hidden = false;
      select.removeAttribute("tabindex");
      select.removeAttribute("aria-hidden");
      if (label !== null) label.htmlFor = id;
    },
  };
}
