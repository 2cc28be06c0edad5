import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VARIATION_CHECK_DELAY_MS } from "../../components/product/product-constants.ts";
import { availabilityFixture, variationFixture } from "../../components/product/variations/variation-fixture.ts";
import { startSelectionMachine, type SelectionState } from "./variation-selection-machine.ts";

const fields = [
  { fieldName: "attribute_color", options: ["red", "blue"] },
  { fieldName: "attribute_size", options: ["s", "m"] },
];
const redS = variationFixture(1, { attribute_color: "red", attribute_size: "s" });
const blueM = variationFixture(2, { attribute_color: "blue", attribute_size: "m" });

function start(options: { initialChoices?: Record<string, string>; embedded?: boolean; lookUp?: () => Promise<typeof redS | null> } = {}) {
  const states: SelectionState<typeof redS>[] = [];
  const embedded = options.embedded ?? true;
  const machine = startSelectionMachine({
    productId: 7,
    fields,
    variations: embedded ? [redS, blueM] : null,
    variationIndex: embedded ? null : [availabilityFixture(1, redS.attributes), availabilityFixture(2, blueM.attributes)],
    initialChoices: options.initialChoices ?? { attribute_color: "", attribute_size: "" },
    onChange: (state) => states.push({ ...state }),
    ...(options.lookUp ? { lookUp: options.lookUp } : {}),
  });
  return { machine, last: () => states.at(-1) };
}

describe("startSelectionMachine", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("checks the initial choices only after the delay, prunes an impossible one and reports no miss", () => {
    const { last } = start({ initialChoices: { attribute_color: "red", attribute_size: "m" } });
    expect(last()?.firstCheckDone).toBe(false);
    vi.advanceTimersByTime(VARIATION_CHECK_DELAY_MS);
    // No red M: the first select whose choice no variation offers (colour, against size M) is
    // cleared, as on the product page; the selection is then incomplete and silent.
    expect(last()).toMatchObject({ firstCheckDone: true, choices: { attribute_color: "", attribute_size: "m" }, variation: null, noMatch: false });
  });

  it("a choice before the delay replaces the first check and finds the embedded variation", () => {
    const { machine, last } = start();
    machine.choose("attribute_color", "blue");
    machine.choose("attribute_size", "m");
    expect(last()).toMatchObject({ firstCheckDone: true, variation: blueM, noMatch: false });
    vi.advanceTimersByTime(VARIATION_CHECK_DELAY_MS);
    expect(last()?.variation).toBe(blueM);
  });

  it("reset clears every choice and the variation", () => {
    const { machine, last } = start();
    machine.choose("attribute_color", "red");
    machine.choose("attribute_size", "s");
    machine.reset();
    expect(last()).toMatchObject({ choices: { attribute_color: "", attribute_size: "" }, variation: null });
  });

  it("looks a product too large to embed up, knowing the index entry at once", async () => {
    const lookUp = vi.fn(() => Promise.resolve(blueM));
    const { machine, last } = start({ embedded: false, lookUp });
    machine.choose("attribute_color", "blue");
    machine.choose("attribute_size", "m");
    expect(last()).toMatchObject({ checking: true, variation: null, known: { variation_id: 2 } });
    await vi.waitFor(() => expect(last()?.checking).toBe(false));
    expect(last()?.variation).toEqual(blueM);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it("a newer choice aborts the older lookup, whose answer is then ignored", async () => {
    const signals: AbortSignal[] = [];
    let answer: (found: typeof redS) => void = () => undefined;
    const lookUp = vi.fn((_choices: unknown, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<typeof redS>((resolve) => (answer = resolve));
    });
    const { machine, last } = start({ embedded: false, lookUp: lookUp as never });
    machine.choose("attribute_color", "blue");
    machine.choose("attribute_size", "m");
    const late = answer;
    machine.choose("attribute_size", "");
    expect(signals[0]?.aborted).toBe(true);
    late(blueM);
    await Promise.resolve();
    expect(last()).toMatchObject({ variation: null, checking: false });
  });

  it("reports a failed lookup", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const lookUp = vi.fn(() => Promise.reject(new Error("500")));
    const { machine, last } = start({ embedded: false, lookUp });
    machine.choose("attribute_color", "red");
    machine.choose("attribute_size", "s");
    await vi.waitFor(() => expect(last()?.lookupFailed).toBe(true));
  });
});
