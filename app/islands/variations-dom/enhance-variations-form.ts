import type { VariationAvailability } from "../../../server/catalog/catalog.ts";
import type { RowVariation, RowVariationsPayload } from "../../components/product-table/row-variations/row-variations-payload.ts";
import type { RowVariationsWords } from "../../components/product-table/row-variations/row-variations-words.ts";
import { clampQuantity, limitsForVariation, type QuantityLimits } from "../../components/ui/quantity-rules.ts";
import { disabledButtonMessage, selectionButtonState, type AddButtonFlag } from "../../components/product/variations/add-button-state.ts";
import { hasAnyChoice, type AttributeChoices } from "../../components/product/variations/match-variations.ts";
import { optionStates, type VariationAttributeField } from "../../components/product/variations/option-availability.ts";
import { lookUpRowVariation } from "../../components/product-table/row-variations/row-variation-lookup.ts";
import { startSelectionMachine, type SelectionState } from "./variation-selection-machine.ts";
import { variationHostView } from "./variation-host-view.ts";

// Draws the selection machine's state into a server-rendered variations form (row-variations-form.tsx)
// as the product page's React form draws it: option states on the selects, "Clear" once something
// is chosen, variation_id, the add button's flag, the notices, and the variation's price, stock and
// picture in the row or quick view. The cart script sends the form; a refused submit is prevented
// here first, with the product page's alert.

const BUTTON_FLAG_CLASSES: Record<AddButtonFlag, string> = { "needs-selection": "wc-variation-selection-needed", unavailable: "wc-variation-is-unavailable" };

function readChoices(selects: readonly HTMLSelectElement[]): AttributeChoices {
  return Object.fromEntries(selects.map((select) => [select.name, select.value]));
}

function renderOptions(select: HTMLSelectElement, field: VariationAttributeField, availability: readonly VariationAvailability[] | null, choices: AttributeChoices): void {
  const value = choices[field.fieldName] ?? "";
  select.value = value;
  const states = availability === null ? null : optionStates(field, availability, choices);
  for (const option of select.options) {
    if (option.value === "") continue;
    const state = states?.get(option.value) ?? "enabled";
    // As AttributeSelect: an option no variation can match is left out (unless chosen), an inactive one disabled.
    const removed = state === "removed" && option.value !== value;
    option.hidden = removed;
    option.disabled = removed || state === "disabled";
  }
}

/** The chosen variation's quantity range on the field (as QuantityInput sets it), or the server's range back. */
function applyQuantityLimits(quantity: HTMLInputElement, limits: QuantityLimits | null, original: { min: string; max: string }): void {
  quantity.min = limits === null ? original.min : String(limits.min);
  const max = limits === null ? original.max : limits.soldIndividually ? String(limits.min) : limits.max === null ? "" : String(limits.max);
  if (max === "") quantity.removeAttribute("max");
  else quantity.max = max;
  // WooCommerce moves the quantity into the chosen variation's range.
  if (limits !== null) quantity.value = clampQuantity(quantity.value, limits);
}

function noticeParagraphs(state: Readonly<SelectionState<RowVariation>>, words: RowVariationsWords): [string, string][] {
  const notices: [string, string][] = [];
  if ((state.variation ?? state.known)?.variation_is_visible === false) notices.push(["woocommerce-variation-unavailable", words.unavailable]);
  if (state.noMatch) notices.push(["wc-no-matching-variations woocommerce-info", words.noMatch]);
  if (state.lookupFailed) notices.push(["woocommerce-error", words.lookupFailed]);
  return notices;
}

export function enhanceVariationsForm(form: HTMLFormElement, payload: RowVariationsPayload, words: RowVariationsWords): void {
  const selects = [...form.querySelectorAll<HTMLSelectElement>("select[data-attribute_name]")];
  const fields = selects.map((select) => ({ fieldName: select.name, options: [...select.options].map((option) => option.value).filter((value) => value !== "") }));
  const availability = payload.variations ?? payload.index;
  const clear = form.querySelector<HTMLButtonElement>(".reset_variations");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const variationId = form.querySelector<HTMLInputElement>("input[name=variation_id]");
  const quantity = form.querySelector<HTMLInputElement>("input[name=quantity]");
  const notice = form.querySelector<HTMLElement>("[data-variation-notice]");
  const view = variationHostView(form);
  let refusal: AddButtonFlag | null = null;
  let shownNotices = "";
  let shownVariation: unknown = null;
  const originalLimits = { min: quantity?.min ?? "", max: quantity?.max ?? "" };

  const render = (state: Readonly<SelectionState<RowVariation>>) => {
    selects.forEach((select, index) => {
      const field = fields[index];
      if (field !== undefined) renderOptions(select, field, availability, state.choices);
    });
    if (clear) clear.hidden = !hasAnyChoice(state.choices);
    if (variationId) variationId.value = state.variation === null ? "" : String(state.variation.variation_id);
    // The page's data flags a known-unavailable combination at once; otherwise the button waits for the lookup.
    const buttonState = selectionButtonState(state.checking ? null : state.variation, state.known);
    refusal = buttonState.disabled ? buttonState.flag : null;
    if (button) {
      for (const [flag, className] of Object.entries(BUTTON_FLAG_CLASSES)) button.classList.toggle(className, refusal === flag);
      button.classList.toggle("disabled", refusal !== null);
      // Focusable while refused, so a press can explain what is missing (spec §4).
      if (refusal === null) button.removeAttribute("aria-disabled");
      else button.setAttribute("aria-disabled", "true");
    }
    const notices = noticeParagraphs(state, words);
    const key = JSON.stringify(notices);
    // Rewritten only when it changes, so the live region does not repeat itself.
    if (notice && key !== shownNotices) {
      shownNotices = key;
      notice.replaceChildren(...notices.map(([className, text]) => Object.assign(document.createElement("p"), { className, textContent: text })));
    }
    const visible = state.variation?.variation_is_visible ? state.variation : null;
    if (visible !== shownVariation) {
      shownVariation = visible;
      if (quantity) applyQuantityLimits(quantity, visible === null ? null : limitsForVariation(visible), originalLimits);
    }
    view.show(visible);
    if (state.firstCheckDone) form.dataset.firstCheck = "done";
  };

  const productId = Number(form.dataset.product_id);
  const machine = startSelectionMachine({
    productId,
    fields,
    variations: payload.variations,
    variationIndex: payload.index,
    initialChoices: readChoices(selects),
    onChange: render,
    // The table's own lookup answers with the price and stock line rendered, as the embedded data has them.
    lookUp: (choices, signal) => lookUpRowVariation(productId, choices, signal),
  });

  form.addEventListener("change", (event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && selects.includes(select)) machine.choose(select.name, select.value);
  });
  clear?.addEventListener("click", () => {
    machine.reset();
    selects[0]?.focus();
  });
  // Runs before the cart script's document listener, which leaves a prevented submit alone.
  form.addEventListener("submit", (event) => {
    if (refusal === null) return;
    event.preventDefault();
    const key = disabledButtonMessage(refusal);
    window.alert(key === "variations.unavailable" ? words.unavailable : words.makeSelection);
  });
}
