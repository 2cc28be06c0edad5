import { FORMAT_FIELDS, type AddressFormat, type FormatField } from "../../../server/address/address.ts";
import { addressText, formatFieldLabel } from "../../components/address/address-labels.ts";
import { enhanceSelect, type Combobox } from "./combobox.ts";

// The address fields follow the country (checkout and My account → Addresses): the country and
// state selects become searchable comboboxes, and choosing a country fetches its format
// (/api/v1/address-formats/<country>: only that country's states travel) and reorders, relabels
// and requires the lines as it writes them, shows or hides them, and makes the state a list or a
// text box. The state is emptied at once, before the checkout refresh (which listens to the form)
// reads the form, so the refresh never prices a state of the country left behind.

const FORMAT_PATH = "/api/v1/address-formats/";

const formats = new Map<string, Promise<AddressFormat>>();

function loadFormat(country: string): Promise<AddressFormat> {
  let pending = formats.get(country);
  if (pending === undefined) {
    pending = fetch(`${FORMAT_PATH}${encodeURIComponent(country)}`, { headers: { accept: "application/json" } }).then(async (response) => {
      if (!response.ok) throw new Error(`address format for ${country}: ${response.status}`);
      return (await response.json()) as AddressFormat;
    });
    // A failure is not kept: the next try asks again.
    pending.catch(() => formats.delete(country));
    formats.set(country, pending);
  }
  return pending;
}

type StateControl = HTMLInputElement | HTMLSelectElement;

class AddressFields {
  private readonly wrapper: HTMLElement;
  private readonly country: HTMLSelectElement;
  private readonly requiredMark: Element | null;
  private readonly prefix: string;
  private state: { control: StateControl; combobox: Combobox | null };
  private latest = 0;

  constructor(wrapper: HTMLElement, country: HTMLSelectElement, requiredMark: Element | null) {
    this.wrapper = wrapper;
    this.country = country;
    this.requiredMark = requiredMark;
    this.prefix = wrapper.dataset["addressFields"] ?? "";
    enhanceSelect(country);
    const control = this.row("state")?.querySelector<StateControl>("select, input") ?? null;
    if (control === null) throw new Error(`${this.prefix}: no state field`);
    this.state = { control, combobox: control instanceof HTMLSelectElement ? this.enhanceState(control) : null };
    // Registered on the select itself: runs before the form's listeners (the checkout refresh).
    country.addEventListener("change", () => {
      this.state.control.value = "";
      this.state.combobox?.searching();
      void this.follow(country.value);
    });
  }

  private enhanceState(select: HTMLSelectElement): Combobox {
    return enhanceSelect(select, { onOpen: () => void this.follow(this.country.value) });
  }

  private row(field: FormatField): HTMLElement | null {
    return this.wrapper.querySelector<HTMLElement>(`[data-address-field="${field}"]`);
  }

  /** Fetches the country's format and applies it, unless another country was chosen meanwhile. */
  async follow(country: string): Promise<void> {
    this.latest += 1;
    const mine = this.latest;
    if (country === "") return;
    try {
      const format = await loadFormat(country);
      if (mine === this.latest) this.apply(format);
    } catch (error) {
      if (mine === this.latest) this.state.combobox?.failed();
      console.warn("address format could not be loaded", error);
    }
  }

  private apply(format: AddressFormat): void {
    let anchor: Element | null = this.country.closest("[data-address-field]");
    const used = format.fields.map((f) => f.name);
    for (const name of [...used, ...FORMAT_FIELDS.filter((f) => !used.includes(f))]) {
      const row = this.row(name);
      if (row === null) continue;
      anchor?.after(row);
      anchor = row;
      if (name === "state") this.swapState(format);
      this.applyRule(row, format, name);
    }
  }

  private applyRule(row: HTMLElement, format: AddressFormat, name: FormatField): void {
    const rule = format.fields.find((f) => f.name === name);
    const control = row.querySelector<StateControl>(`[name="${this.prefix}_${name}"]`);
    row.hidden = rule === undefined;
    row.classList.toggle("validate-required", rule?.required === true);
    if (control !== null) {
      control.disabled = rule === undefined;
      control.required = rule?.required === true;
      if (rule === undefined) control.value = "";
    }
    const input = row.querySelector<HTMLInputElement>(`#${CSS.escape(`${this.prefix}_${name}`)}`);
    if (input !== null) input.required = rule?.required === true;
    const label = row.querySelector("label");
    if (label === null || rule === undefined) return;
    label.replaceChildren(formatFieldLabel(format, name));
    if (rule.required && this.requiredMark !== null) label.append(this.requiredMark.cloneNode(true));
  }

  /** A list of the country's states (a combobox), or a text box where it has none. */
  private swapState(format: AddressFormat): void {
    const { control, combobox } = this.state;
    const name = `${this.prefix}_state`;
    if (format.states !== null) {
      let select = control instanceof HTMLSelectElement ? control : null;
      if (select === null) {
        select = document.createElement("select");
        for (const attribute of ["id", "name", "autocomplete", "aria-describedby"]) select.setAttribute(attribute, control.getAttribute(attribute) ?? "");
        select.className = "select";
        control.replaceWith(select);
      }
      const placeholder = new Option(addressText("address.chooseState"), "");
      select.replaceChildren(placeholder, ...format.states.map((s) => new Option(s.name, s.code)));
      select.value = "";
      if (combobox === null) this.state = { control: select, combobox: this.enhanceState(select) };
      else combobox.refresh();
      return;
    }
    if (control instanceof HTMLInputElement) return;
    combobox?.destroy();
    const input = document.createElement("input");
    input.type = "text";
    input.className = "input-text";
    input.id = control.id;
    input.name = name;
    input.setAttribute("autocomplete", control.getAttribute("autocomplete") ?? "off");
    input.setAttribute("aria-describedby", control.getAttribute("aria-describedby") ?? "");
    control.replaceWith(input);
    this.state = { control: input, combobox: null };
  }
}

/** Every address form on the page (checkout billing and shipping, the account's two). */
export function enhanceAddressFields(root: ParentNode): void {
  for (const wrapper of root.querySelectorAll<HTMLElement>("[data-address-fields]")) {
    const country = wrapper.querySelector<HTMLSelectElement>('[data-address-field="country"] select');
    if (country === null) continue;
    const mark = country.labels?.[0]?.querySelector(".required") ?? null;
    const fields = new AddressFields(wrapper, country, mark);
    // The fields typed before the inline login came back with another country than the page's.
    if (country.value !== wrapper.dataset["formatCountry"]) void fields.follow(country.value);
  }
}
