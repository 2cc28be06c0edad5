import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateCostFormula, parseCostFormula, type FormulaInputs } from "./cost-formula.ts";

const USD = 2;

function cost(text: string, inputs: FormulaInputs = { quantity: 1, costMinor: 0 }, digits = USD): number | null {
  const parsed = parseCostFormula(text);
  if (!parsed.ok) throw new Error(`${text} does not parse (at ${parsed.at})`);
  return evaluateCostFormula(parsed.formula, inputs, digits);
}

describe("parseCostFormula and evaluateCostFormula", () => {
  it("reads plain amounts in major units, with a comma as decimal point too", () => {
    expect(cost("5")).toBe(500);
    expect(cost("5.00")).toBe(500);
    expect(cost("4,99")).toBe(499);
    expect(cost(".5")).toBe(50);
  });

  it("gives 0 for an empty formula", () => {
    expect(cost("")).toBe(0);
    expect(cost("   ")).toBe(0);
  });

  it("substitutes [qty] and [cost] (in major units)", () => {
    expect(cost("10 + 2 * [qty]", { quantity: 3, costMinor: 0 })).toBe(1600);
    expect(cost("[cost] * 0.1", { quantity: 1, costMinor: 4550 })).toBe(455);
    expect(cost("[QTY]", { quantity: 4, costMinor: 0 })).toBe(400);
  });

  it("follows operator precedence, parentheses and unary minus", () => {
    expect(cost("2 + 3 * 4")).toBe(1400);
    expect(cost("(2 + 3) * 4")).toBe(2000);
    expect(cost("10 - -2")).toBe(1200);
    expect(cost("-(1 - 3)")).toBe(200);
  });

  it("computes [fee] as a percentage of [cost] clamped to min_fee and max_fee", () => {
    const inputs = { quantity: 1, costMinor: 5000 };
    expect(cost('[fee percent="10"]', inputs)).toBe(500);
    expect(cost('[fee percent="10" min_fee="8"]', inputs)).toBe(800);
    expect(cost("[fee percent='10' max_fee='3.50']", inputs)).toBe(350);
    expect(cost("[fee percent=10 min_fee=0]", inputs)).toBe(500);
    expect(cost('2 + [fee percent="5"]', inputs)).toBe(450);
    expect(cost('[fee min_fee="1"]', inputs)).toBe(100);
  });

  it("rounds exactly, half away from zero, in the currency's digits", () => {
    expect(cost("10 / 3")).toBe(333);
    expect(cost("0.005")).toBe(1);
    expect(cost("0.004")).toBe(0);
    expect(cost("-0.005")).toBe(-1);
    expect(cost("1000 / 3", { quantity: 1, costMinor: 0 }, 0)).toBe(333);
    expect(cost("0.1 + 0.2")).toBe(30);
  });

  it("ignores leading + * / and trailing + - * / as WooCommerce trims them", () => {
    expect(cost("+5")).toBe(500);
    expect(cost("*5 +")).toBe(500);
    expect(cost("5 * [qty] -", { quantity: 2, costMinor: 0 })).toBe(1000);
  });

  it("gives null when the formula divides by zero", () => {
    expect(cost("5 / ([qty] - 1)", { quantity: 1, costMinor: 0 })).toBeNull();
    expect(cost("5 / 0")).toBeNull();
  });

  it("refuses text that is not a formula, with the position of the fault", () => {
    const bad: [string, number][] = [
      ["5 $", 2],
      ["[weight]", 0],
      ["(5 + 1", 6],
      ["5 )", 2],
      ["5 5", 2],
      ["1.2.3", 0],
      ['[fee percent="x"]', 0],
      ['[fee colour="1"]', 0],
      ["[qty", 0],
      ["alert(1)", 0],
      ["2 * * 3", 4],
    ];
    for (const [text, at] of bad) expect(parseCostFormula(text), text).toEqual({ ok: false, code: "invalid_cost_formula", at });
  });

  it("evaluates any sum of whole-cent amounts times [qty] exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 500 }), (base, perItem, quantity) => {
        const text = `${(base / 100).toFixed(2)} + ${(perItem / 100).toFixed(2)} * [qty]`;
        expect(cost(text, { quantity, costMinor: 0 })).toBe(base + perItem * quantity);
      }),
    );
  });

  it("keeps a [fee] between its min_fee and max_fee for any cost", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (costMinor, percent, min, extra) => {
        const max = min + extra;
        const fee = cost(`[fee percent="${percent}" min_fee="${min / 100}" max_fee="${max / 100}"]`, { quantity: 1, costMinor }) ?? Number.NaN;
        expect(fee).toBeGreaterThanOrEqual(min);
        expect(fee).toBeLessThanOrEqual(max);
      }),
    );
  });

  it("never throws on arbitrary text: it parses or names a position inside the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const parsed = parseCostFormula(text);
        if (!parsed.ok) {
          expect(parsed.at).toBeGreaterThanOrEqual(0);
          expect(parsed.at).toBeLessThanOrEqual(text.length);
        }
      }),
    );
  });
});
