import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateTax } from "./calculate-tax.ts";
import { matchTaxRates } from "./match-tax-rates.ts";
import { taxCart, type TaxableLine } from "./tax-cart.ts";
import type { TaxLocation, TaxRate } from "./tax.ts";

let nextId = 1;
function rate(fields: Partial<TaxRate>): TaxRate {
  const id = nextId++;
  return { id, country: "", state: "", postcodes: [], cities: [], rate: 0, name: `Tax ${id}`, priority: 1, compound: false, shipping: true, taxClass: "", order: 0, ...fields };
}
const at = (country: string, state = "", postcode = "", city = ""): TaxLocation => ({ country, state, postcode, city });
const ids = (rates: readonly TaxRate[]) => rates.map((r) => r.id);

describe("matchTaxRates", () => {
  const vat = rate({ country: "GB", rate: 20, name: "VAT" });
  const california = rate({ country: "US", state: "CA", rate: 7.25, name: "CA State Tax" });
  const beverlyHills = rate({ country: "US", state: "CA", postcodes: ["90210...90212"], rate: 2.25, priority: 2, name: "Beverly Hills" });
  const losAngeles = rate({ country: "US", state: "CA", cities: ["Los Angeles"], rate: 2.25, priority: 2, order: 1, name: "LA County" });
  const everywhere = rate({ rate: 1, priority: 3, name: "Everywhere" });
  const reduced = rate({ country: "GB", rate: 5, taxClass: "reduced-rate" });
  const all = [vat, california, beverlyHills, losAngeles, everywhere, reduced];

  it("matches by country, and a rate without a country matches every country", () => {
    expect(ids(matchTaxRates(all, at("GB"), ""))).toEqual([vat.id, everywhere.id]);
    expect(ids(matchTaxRates(all, at("FR"), ""))).toEqual([everywhere.id]);
  });

  it("matches by state, postcode range and city, ignoring case and spaces", () => {
    expect(ids(matchTaxRates(all, at("us", "ca", "90211"), ""))).toEqual([california.id, beverlyHills.id, everywhere.id]);
    expect(ids(matchTaxRates(all, at("US", "CA", "94103", "los angeles"), ""))).toEqual([california.id, losAngeles.id, everywhere.id]);
    expect(ids(matchTaxRates(all, at("US", "NY", "90211"), ""))).toEqual([everywhere.id]);
  });

  it("uses only the first matching rate of each priority, in the merchant's order", () => {
    expect(ids(matchTaxRates(all, at("US", "CA", "90210", "Los Angeles"), ""))).toEqual([california.id, beverlyHills.id, everywhere.id]);
  });

  it("matches only rates of the item's tax class", () => {
    expect(ids(matchTaxRates(all, at("GB"), "reduced-rate"))).toEqual([reduced.id]);
    expect(matchTaxRates(all, at("GB"), "zero-rate")).toEqual([]);
  });
});

describe("calculateTax", () => {
  const ten = rate({ rate: 10 });
  const five = rate({ rate: 5, priority: 2 });
  const compound = rate({ rate: 5, priority: 3, compound: true });

  it("adds each simple rate to a price without tax", () => {
    expect([...calculateTax(1000, [ten, five], false)]).toEqual([
      [ten.id, 100],
      [five.id, 50],
    ]);
  });

  it("charges a compound rate on the price plus the simple taxes", () => {
    expect(calculateTax(1000, [ten, compound], false).get(compound.id)).toBeCloseTo(55, 9);
  });

  it("takes the tax back out of a price with 20% VAT included", () => {
    expect(calculateTax(1200, [rate({ id: 99, rate: 20 })], true).get(99)).toBeCloseTo(200, 9);
  });

  it("inclusive and exclusive agree: the tax in a gross price is the tax that was added to the net price", () => {
    const arbitraryRates = fc.array(fc.record({ rate: fc.integer({ min: 0, max: 300_000 }).map((r) => r / 10_000), compound: fc.boolean() }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), arbitraryRates, (net, shapes) => {
        const rates = shapes.map((s, i) => rate({ ...s, priority: i + 1 }));
        const added = calculateTax(net, rates, false);
        const gross = net + [...added.values()].reduce((sum, t) => sum + t, 0);
        const extracted = calculateTax(gross, rates, true);
        for (const r of rates) expect(extracted.get(r.id) ?? 0).toBeCloseTo(added.get(r.id) ?? 0, 4);
      }),
    );
  });
});

describe("taxCart", () => {
  const stateTax = rate({ country: "US", state: "CA", rate: 5, name: "CA Tax" });
  const noShipping = rate({ country: "US", state: "CA", rate: 1, priority: 2, shipping: false, name: "Items only" });
  const zero = rate({ country: "US", rate: 0, taxClass: "zero-rate", name: "Zero" });
  const reducedUs = rate({ country: "US", rate: 2, taxClass: "reduced-rate", name: "Reduced" });
  const rates = [stateTax, noShipping, zero, reducedUs];
  const settings = { enabled: true, pricesIncludeTax: false, roundAtSubtotal: false, shippingTaxClass: "inherit" as const };
  const line = (key: string, amount: number, fields: Partial<TaxableLine> = {}): TaxableLine => ({ key, amount, taxStatus: "taxable", taxClass: "", ...fields });
  const ca = at("US", "CA", "94103", "San Francisco");

  it("rounds each line's tax, or the subtotal's once, as the setting says", () => {
    const lines = [line("a", 10), line("b", 10), line("c", 10)];
    expect(taxCart(lines, [], [stateTax], ca, settings).total).toBe(3);
    expect(taxCart(lines, [], [stateTax], ca, { ...settings, roundAtSubtotal: true }).total).toBe(2);
  });

  it("taxes shipping only by rates marked for shipping, in the items' class", () => {
    const result = taxCart([line("a", 2000)], [{ id: "flat_rate:1", cost: 1000 }], rates, ca, settings);
    expect(result.lines.get("a")).toEqual({ tax: 120, taxes: { [stateTax.id]: 100, [noShipping.id]: 20 } });
    expect(result.shipping.get("flat_rate:1")).toEqual({ tax: 50, taxes: { [stateTax.id]: 50 } });
    expect(result.rates).toEqual([
      { rateId: stateTax.id, name: "CA Tax", compound: false, percent: 5, tax: 100, shippingTax: 50 },
      { rateId: noShipping.id, name: "Items only", compound: false, percent: 1, tax: 20, shippingTax: 0 },
    ]);
    expect(result.total).toBe(170);
  });

  it("a cart of only non-standard items taxes shipping in their first class; an untaxed cart pays no shipping tax", () => {
    const reducedShipping = taxCart([line("a", 1000, { taxClass: "reduced-rate" }), line("b", 1000, { taxClass: "zero-rate" })], [{ id: "s", cost: 500 }], rates, ca, settings);
    expect(reducedShipping.shipping.get("s")?.tax).toBe(10);
    const untaxed = taxCart([line("a", 1000, { taxStatus: "none" })], [{ id: "s", cost: 500 }], rates, ca, settings);
    expect(untaxed.total).toBe(0);
  });

  it("a 'shipping only' item pays no tax itself but its shipping is taxed", () => {
    const result = taxCart([line("a", 1000, { taxStatus: "shipping" })], [{ id: "s", cost: 500 }], rates, ca, settings);
    expect(result.lines.get("a")?.tax).toBe(0);
    expect(result.shipping.get("s")?.tax).toBe(25);
  });

  it("with tax calculations off, nothing is taxed", () => {
    expect(taxCart([line("a", 1000)], [{ id: "s", cost: 500 }], rates, ca, { ...settings, enabled: false }).total).toBe(0);
  });

  it("rounding at the subtotal is the exact half-up rounding of the summed tax, and per-line rounding stays within half a unit per line of it", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 250_000 }), (amounts, basisPoints) => {
        const r = rate({ country: "US", rate: basisPoints / 10_000 });
        const lines = amounts.map((amount, i) => line(String(i), amount));
        const perLine = taxCart(lines, [], [r], ca, settings).total;
        const atSubtotal = taxCart(lines, [], [r], ca, { ...settings, roundAtSubtotal: true }).total;
        expect(Math.abs(perLine - atSubtotal)).toBeLessThanOrEqual(lines.length / 2 + 1);
        // Exactly, in integers: the tax is Σ amount × basis points / 1,000,000, rounded half up.
        const millionths = amounts.reduce((sum, a) => sum + a * basisPoints, 0);
        expect(atSubtotal).toBe(Math.floor((millionths + 500_000) / 1_000_000));
      }),
    );
  });
});
