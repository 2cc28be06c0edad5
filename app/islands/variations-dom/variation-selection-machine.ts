import type { VariationAvailability, VariationData } from "../../../server/catalog/catalog.ts";
import { VARIATION_CHECK_DELAY_MS } from "../../components/product/product-constants.ts";
import type { AttributeChoices } from "../../components/product/variations/match-variations.ts";
import { pruneUnavailableChoices, type VariationAttributeField } from "../../components/product/variations/option-availability.ts";
import { selectionOutcome } from "../../components/product/variations/selection-outcome.ts";
import { lookUpVariation } from "../../components/product/variations/variation-lookup.ts";

// The variations form's state machine for forms outside the product page's React island (decision
// 037). It mirrors use-variation-selection.ts step for step: the same pure rules decide (pruning,
// the selection's outcome, the lookup), the first check waits VARIATION_CHECK_DELAY_MS and never
// reports a miss, a choice cancels it and clears the shown variation before its own check, and a
// newer check aborts an older lookup. Only the state's home differs: plain fields and a callback
// instead of React state, so the table's script needs no React.

export interface SelectionState<V extends VariationAvailability> {
  choices: AttributeChoices;
  firstCheckDone: boolean;
  /** The embedded variation, or the looked-up one (VariationData), for a complete selection. */
  variation: V | VariationData | null;
  known: VariationAvailability | null;
  noMatch: boolean;
  lookupFailed: boolean;
  checking: boolean;
}

export interface SelectionMachineOptions<V extends VariationAvailability> {
  productId: number;
  fields: readonly VariationAttributeField[];
  variations: readonly V[] | null;
  variationIndex: readonly VariationAvailability[] | null;
  initialChoices: AttributeChoices;
  onChange: (state: Readonly<SelectionState<V>>) => void;
  /** Asks the server for a complete selection the page does not embed; the Store API's lookup unless given. */
  lookUp?: (choices: AttributeChoices, signal: AbortSignal) => Promise<V | VariationData | null>;
}

export interface SelectionMachine {
  choose: (fieldName: string, value: string) => void;
  reset: () => void;
  dispose: () => void;
}

export function startSelectionMachine<V extends VariationAvailability>(options: SelectionMachineOptions<V>): SelectionMachine {
  const { productId, fields, variations, variationIndex, onChange } = options;
  const lookUp = options.lookUp ?? ((choices: AttributeChoices, signal: AbortSignal) => lookUpVariation(productId, choices, signal));
  const fieldNames = fields.map((field) => field.fieldName);
  const availability = variations ?? variationIndex;
  const state: SelectionState<V> = { choices: options.initialChoices, firstCheckDone: false, variation: null, known: null, noMatch: false, lookupFailed: false, checking: false };
  let lookup: AbortController | null = null;
  let firstCheck: ReturnType<typeof setTimeout> | null = null;
  const changed = () => onChange(state);

  const prune = (next: AttributeChoices) => (availability === null ? next : pruneUnavailableChoices(fields, availability, next));

  const show = (found: V | VariationData | null, missing: boolean) => {
    state.variation = found;
    state.noMatch = missing;
  };

  const check = (current: AttributeChoices, initialLoad: boolean) => {
    lookup?.abort();
    lookup = null;
    state.lookupFailed = false;
    state.checking = false;
    const outcome = selectionOutcome(fieldNames, current, variations, variationIndex);
    state.known = outcome.known;
    if (!outcome.lookUp) return show(outcome.variation, outcome.noMatch && !initialLoad);
    const controller = new AbortController();
    lookup = controller;
    state.checking = true;
    lookUp(current, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        state.checking = false;
        show(found, found === null && !initialLoad);
        changed();
      },
      (error: unknown) => {
        // A newer choice cancelled this request; its own check reports the outcome.
        if (controller.signal.aborted) return;
        console.error("Variation lookup failed", error);
        state.checking = false;
        state.lookupFailed = true;
        changed();
      },
    );
  };

  const apply = (next: AttributeChoices) => {
    if (firstCheck !== null) clearTimeout(firstCheck);
    firstCheck = null;
    state.firstCheckDone = true;
    state.choices = next;
    // Changing a select clears the shown variation and any no-match notice before the new check.
    show(null, false);
    check(next, false);
    changed();
  };

  // Once after load: defaults are checked like a shopper's choice, but a missing match stays silent.
  firstCheck = setTimeout(() => {
    firstCheck = null;
    state.choices = prune(state.choices);
    check(state.choices, true);
    state.firstCheckDone = true;
    changed();
  }, VARIATION_CHECK_DELAY_MS);
  changed();

  return {
    choose: (fieldName, value) => apply(prune({ ...state.choices, [fieldName]: value })),
    reset: () => apply(Object.fromEntries(fieldNames.map((name) => [name, ""]))),
    dispose: () => {
      if (firstCheck !== null) clearTimeout(firstCheck);
      lookup?.abort();
    },
  };
}
