// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { enhanceSelect, type Combobox, type ComboboxOptions } from "./combobox.ts";

// The searchable select in a DOM: ARIA wiring, filtering, the keyboard, and the §8 messages.

function page(minChars?: number, options: ComboboxOptions = {}): { select: HTMLSelectElement; box: Combobox; input: () => HTMLInputElement; status: () => HTMLElement; visible: () => string[] } {
  document.body.innerHTML = `
    <form><p><label for="c">Country / Region</label>
    <select id="c" name="c" aria-describedby="c-error" aria-invalid="true" ${minChars === undefined ? "" : `data-min-chars="${minChars}"`}>
      <option value="">Select a country / region…</option>
      <option value="AE">United Arab Emirates (AE)</option>
      <option value="GB">United Kingdom (GB)</option>
      <option value="US" selected>United States (US)</option>
      <option value="RE">Réunion (RE)</option>
    </select><span id="c-error"></span></p></form>`;
  const select = document.querySelector("select");
  if (select === null) throw new Error("no select");
  // happy-dom does not apply the `selected` attribute of markup; a browser does.
  select.value = "US";
  const box = enhanceSelect(select, options);
  return {
    select,
    box,
    input: () => document.querySelector<HTMLInputElement>("#c") as HTMLInputElement,
    status: () => document.querySelector<HTMLElement>("#c-status") as HTMLElement,
    visible: () => [...document.querySelectorAll("#c-listbox [role=option]")].map((o) => o.textContent ?? ""),
  };
}

const type = (input: HTMLInputElement, text: string) => {
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
};
const key = (input: HTMLInputElement, name: string, init: KeyboardEventInit = {}) => input.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true, ...init }));

describe("enhanceSelect", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
  });

  it("puts a labelled combobox in front of the select, which keeps the value and hides", () => {
    const { select, input } = page();
    expect(input().getAttribute("role")).toBe("combobox");
    expect(input().value).toBe("United States (US)");
    expect(input().getAttribute("aria-expanded")).toBe("false");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(input().getAttribute("aria-describedby")).toBe("c-error c-status");
    expect(input().labels?.[0]?.textContent).toBe("Country / Region");
    expect(select.hidden).toBe(true);
    expect(select.id).toBe("c-select");
    expect(document.querySelector("#c-listbox")?.getAttribute("aria-labelledby")).toBe("c-label");
  });

  it("filters as the shopper types (accents and case ignored), and ↓ then Enter chooses, firing the select's change", () => {
    const { select, input, visible } = page();
    const changed = vi.fn();
    select.addEventListener("change", changed);
    type(input(), "unit");
    expect(visible()).toEqual(["United Arab Emirates (AE)", "United Kingdom (GB)", "United States (US)"]);
    expect(input().getAttribute("aria-expanded")).toBe("true");
    key(input(), "ArrowDown");
    key(input(), "ArrowDown");
    const active = input().getAttribute("aria-activedescendant") ?? "";
    expect(document.getElementById(active)?.textContent).toBe("United Kingdom (GB)");
    key(input(), "Enter");
    expect(select.value).toBe("GB");
    expect(input().value).toBe("United Kingdom (GB)");
    expect(input().getAttribute("aria-expanded")).toBe("false");
    expect(changed).toHaveBeenCalledOnce();
    type(input(), "reunion");
    expect(visible()).toEqual(["Réunion (RE)"]);
  });

  it("ranks a typed code first", () => {
    const { input, visible } = page();
    type(input(), "re");
    expect(visible()[0]).toBe("Réunion (RE)");
  });

  it("says No results found for nonsense, Please delete N characters past the longest name, and Escape puts the choice back", () => {
    const { select, input, status } = page();
    type(input(), "zqxw");
    expect(status().textContent).toBe("No results found");
    expect(status().getAttribute("role")).toBe("status");
    type(input(), "x".repeat("United Arab Emirates (AE)".length + 2));
    expect(status().textContent).toBe("Please delete 2 characters");
    key(input(), "Escape");
    expect(input().value).toBe("United States (US)");
    expect(select.value).toBe("US");
    expect(status().textContent).toBe("");
  });

  it("asks for more characters below the select's minimum", () => {
    const { input, status, visible } = page(3);
    type(input(), "u");
    expect(status().textContent).toBe("Please enter 2 or more characters");
    expect(visible()).toEqual([]);
  });

  it("shows Searching… while the options load, The results could not be loaded. when they fail (the next opening retries), and the new options once read", () => {
    const onOpen = vi.fn();
    const { select, box, input, status, visible } = page(undefined, { onOpen });
    box.searching();
    type(input(), "");
    expect(status().textContent).toBe("Searching…");
    box.failed();
    expect(status().textContent).toBe("The results could not be loaded.");
    key(input(), "Escape");
    key(input(), "ArrowDown");
    expect(onOpen).toHaveBeenCalled();
    const option = (text: string, value: string) => Object.assign(document.createElement("option"), { text, value });
    select.replaceChildren(option("Select an option…", ""), option("Ontario", "ON"), option("Quebec", "QC"));
    select.value = "";
    box.refresh();
    expect(visible()).toEqual(["Ontario", "Quebec"]);
    expect(status().textContent).toBe("");
    expect(input().value).toBe("");
    expect(input().placeholder).toBe("Select an option…");
  });

  it("gives the plain select back when destroyed", () => {
    const { select, box } = page();
    box.destroy();
    expect(select.id).toBe("c");
    expect(select.hidden).toBe(false);
    expect(document.querySelector("[role=combobox]")).toBeNull();
  });

  it("a name typed in full, or filled by autofill, chooses its option on blur", () => {
    const { select, input } = page();
    type(input(), "united kingdom");
    input().dispatchEvent(new Event("blur"));
    expect(select.value).toBe("GB");
    expect(input().value).toBe("United Kingdom (GB)");
  });

  it("a blur after typing something that is no option puts the chosen name back", () => {
    const { select, input } = page();
    type(input(), "Narnia");
    input().dispatchEvent(new Event("blur"));
    expect(select.value).toBe("US");
    expect(input().value).toBe("United States (US)");
  });
});
