import { useCallback, useEffect, useRef, useState } from "react";
import type { VariationAvailability, VariationData } from "../../../../server/catalog/catalog.ts";
import { VARIATION_CHECK_DELAY_MS } from "../product-constants.ts";
import type { AttributeChoices } from "./match-variations.ts";
import { optionStates, pruneUnavailableChoices, type OptionState, type VariationAttributeField } from "./option-availability.ts";
import { selectionOutcome } from "./selection-outcome.ts";
import { lookUpVariation } from "./variation-lookup.ts";

// The variations form's state machine (spec §4): choices → (complete?) → matching variation, from
// the embedded list or, for very large products, the lookup endpoint. Such products still embed a
// compact availability index, so options are greyed out the same way and only combinations the
// index has are looked up. The first check waits VARIATION_CHECK_DELAY_MS after load and never
// shows the no-match notice.

export interface VariationSelectionOptions {
  productId: number;
  fields: readonly VariationAttributeField[];
  /** null: too many to embed, ask the server. */
  variations: readonly VariationData[] | null;
  /** When `variations` is null: every variation's attributes and flags (null if the page has none). */
  variationIndex: readonly VariationAvailability[] | null;
  initialChoices: AttributeChoices;
  onVariationChange: (variation: VariationData | null) => void;
}

export interface VariationSelection {
  choices: AttributeChoices;
  /** True once the browser has taken over; until then the server's markup must stay as rendered. */
  hydrated: boolean;
  /** True once the delayed first check, or a shopper's choice that replaced it, has run. */
  firstCheckDone: boolean;
  variation: VariationData | null;
  /** What the page's own data (embedded or index) says of the complete selection; null when none. */
  known: VariationAvailability | null;
  noMatch: boolean;
  lookupFailed: boolean;
  /** A lookup is under way. */
  checking: boolean;
  optionStatesFor: (field: VariationAttributeField) => Map<string, OptionState> | null;
  choose: (fieldName: string, value: string) => void;
  reset: () => void;
}

export function useVariationSelection({
  productId, fields, variations, variationIndex, initialChoices, onVariationChange,
}: VariationSelectionOptions): VariationSelection {
  const [choices, setChoices] = useState<AttributeChoices>(initialChoices);
  const [hydrated, setHydrated] = useState(false);
  const [firstCheckDone, setFirstCheckDone] = useState(false);
  const [variation, setVariation] = useState<VariationData | null>(null);
  const [known, setKnown] = useState<VariationAvailability | null>(null);
  const [noMatch, setNoMatch] = useState(false);
  const [lookupFailed, setLookupFailed] = useState(false);
  const [checking, setChecking] = useState(false);
  const lookup = useRef<AbortController | null>(null);
  // The embedded data or, failing that, the index: what option states and availability are read from.
  const availability = variations ?? variationIndex;
  const firstCheck = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback(
    (found: VariationData | null, missing: boolean) => {
      setVariation(found);
      setNoMatch(missing);
      onVariationChange(found);
    },
    [onVariationChange],
  );

  const check = useCallback(
    (current: AttributeChoices, initialLoad: boolean) => {
      lookup.current?.abort();
      lookup.current = null;
      setLookupFailed(false);
      setChecking(false);
      const outcome = selectionOutcome(fields.map((field) => field.fieldName), current, variations, variationIndex);
      setKnown(outcome.known);
      if (!outcome.lookUp) return show(outcome.variation, outcome.noMatch && !initialLoad);
      const controller = new AbortController();
      lookup.current = controller;
      setChecking(true);
      lookUpVariation(productId, current, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setChecking(false);
          show(found, found === null && !initialLoad);
        },
        (error: unknown) => {
          // A newer choice cancelled this request; its own check reports the outcome.
          if (controller.signal.aborted) return;
          console.error("Variation lookup failed", error);
          setChecking(false);
          setLookupFailed(true);
        },
      );
    },
    [fields, productId, show, variationIndex, variations],
  );

  const prune = useCallback(
    (next: AttributeChoices) => (availability === null ? next : pruneUnavailableChoices(fields, availability, next)),
    [availability, fields],
  );

  // Once after load: defaults and query-string choices are checked like a shopper's choice, but a
  // missing match stays silent. A choice made before the delay runs its own check instead.
  const initialCheck = useRef(() => {
    const pruned = prune(initialChoices);
    setChoices(pruned);
    check(pruned, true);
    setFirstCheckDone(true);
  });
  useEffect(() => {
    setHydrated(true);
    firstCheck.current = setTimeout(() => initialCheck.current(), VARIATION_CHECK_DELAY_MS);
    return () => {
      if (firstCheck.current !== null) clearTimeout(firstCheck.current);
      lookup.current?.abort();
    };
  }, []);

  const apply = useCallback(
    (next: AttributeChoices) => {
      if (firstCheck.current !== null) clearTimeout(firstCheck.current);
      firstCheck.current = null;
      setFirstCheckDone(true);
      setChoices(next);
      // Changing a select clears the shown variation and any no-match notice before the new check.
      show(null, false);
      check(next, false);
    },
    [check, show],
  );

  const choose = useCallback((fieldName: string, value: string) => apply(prune({ ...choices, [fieldName]: value })), [apply, choices, prune]);

  const reset = useCallback(() => apply(Object.fromEntries(fields.map((field) => [field.fieldName, ""]))), [apply, fields]);

  const optionStatesFor = useCallback(
    (field: VariationAttributeField) => (hydrated && availability !== null ? optionStates(field, availability, choices) : null),
    [availability, choices, hydrated],
  );

  return { choices, hydrated, firstCheckDone, variation, known, noMatch, lookupFailed, checking, optionStatesFor, choose, reset };
}
