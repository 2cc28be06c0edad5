import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spreadInProportion } from "../money/spread-in-proportion.ts";
import { displayCart, type DisplayLineInput } from "./display-cart.ts";
import { displayConverts, displayPrice, ratesForItem, type DisplaySettings } from "./display-price.ts";
import { taxCart, type TaxableShipping } from "./tax-cart.ts";
import { DEFAULT_TAX_SETTINGS, type TaxDisplay, type TaxLocation, type TaxRate, type TaxSettings } from "./tax.ts";

let nextId = 1;
function rate(fields: Partial<TaxRate>): TaxRate {
  const id = nextId++;
  return { id, country: "", state: "", postcodes: [], cities: [], rate: 0, name: `Tax ${id}`, priority: 1, compound: false, shipping: true, taxClass: "", order: 0, ...fields };
}
const vat = rate({ country: "GB", rate: 20, name: "VAT" });
const reducedVat = rate({ country: "GB", rate: 5, taxClass: "reduced-rate", name: "VAT" });
const london: TaxLocation = { country: "GB", state: "", postcode: "SW1A 1AA", city: "London" };
const portland: TaxLocation = { country: "US", state: "OR", postcode: "97201", city: "Portland" };

// Up to two rates of up to 25% each, simple or compound (in a later priority), as shops have them.
const arbitraryRates = fc
  .array(fc.record({ basisPoints: fc.integer({ min: 0, max: 250_000 }), compound: fc.boolean() }), { minLength: 1, maxLength: 2 })
  .map((shapes) => shapes.map((s, i) => rate({ rate: s.basisPoints / 10_000, compound: s.compound && i > 0, priority: i + 1 })));

const enteredWithTax: DisplaySettings = { enabled: true, pricesIncludeTax: true, roundAtSubtotal: false };
const enteredWithoutTax: DisplaySettings = { enabled: true, pricesIncludeTax: false, roundAtSubtotal: false };

describe("displayPrice", () => {
  it("shows 10.00 entered with 20% VAT as 8.33 without tax, the net price rounded half up once", () => {
    expect(displayPrice(1000, [vat], enteredWithTax, "excl")).toBe(833);
  });

  it("shows 10.00 entered without tax as 12.00 with 20% VAT", () => {
    expect(displayPrice(1000, [vat], enteredWithoutTax, "incl")).toBe(1200);
  });

  it("rounds a net price half up: 10.03 with 20% VAT in is 8.358… and shows 8.36", () => {
    expect(displayPrice(1003, [vat], enteredWithTax, "excl")).toBe(836);
  });

  it("shows a price as entered when the display matches how it was entered, tax is off, or no rate applies", () => {
    expect(displayPrice(1000, [vat], enteredWithTax, "incl")).toBe(1000);
    expect(displayPrice(1000, [vat], enteredWithoutTax, "excl")).toBe(1000);
    expect(displayPrice(1000, [vat], { ...enteredWithoutTax, enabled: false }, "incl")).toBe(1000);
    expect(displayPrice(1000, [], enteredWithoutTax, "incl")).toBe(1000);
  });

  it("adds each rate's rounded tax, or rounds their sum once when tax is rounded at the subtotal", () => {
    const state = rate({ rate: 7.25 });
    const city = rate({ rate: 1.125, priority: 2 });
    // 9.99: 0.724275 + 0.1123875; per rate 0.72 + 0.11, once 0.8366625 → 0.84.
    expect(displayPrice(999, [state, city], enteredWithoutTax, "incl")).toBe(1082);
    expect(displayPrice(999, [state, city], { ...enteredWithoutTax, roundAtSubtotal: true }, "incl")).toBe(1083);
  });

  it("charges a compound rate on the price plus the simple tax, and takes both out again", () => {
    const simple = rate({ rate: 10 });
    const compound = rate({ rate: 5, priority: 2, compound: true });
    expect(displayPrice(1000, [simple, compound], enteredWithoutTax, "incl")).toBe(1155);
    expect(displayPrice(1155, [simple, compound], enteredWithTax, "excl")).toBe(1000);
  });

  it("incl → excl → incl: a price entered with tax, shown without it and that shown with it again, is back within a cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), arbitraryRates, fc.boolean(), (gross, rates, roundAtSubtotal) => {
        const net = displayPrice(gross, rates, { ...enteredWithTax, roundAtSubtotal }, "excl");
        const again = displayPrice(net, rates, { ...enteredWithoutTax, roundAtSubtotal }, "incl");
        expect(Math.abs(again - gross)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("excl → incl → excl: a price entered without tax, shown with it and that shown without it again, is back within a cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), arbitraryRates, fc.boolean(), (net, rates, roundAtSubtotal) => {
        const gross = displayPrice(net, rates, { ...enteredWithoutTax, roundAtSubtotal }, "incl");
        const again = displayPrice(gross, rates, { ...enteredWithTax, roundAtSubtotal }, "excl");
        expect(Math.abs(again - net)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("shows an integer amount of minor units, never less than nothing, for any price and rates", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), arbitraryRates, fc.boolean(), fc.constantFrom<TaxDisplay>("incl", "excl"), (amount, rates, pricesIncludeTax, display) => {
        const shown = displayPrice(amount, rates, { enabled: true, pricesIncludeTax, roundAtSubtotal: false }, display);
        expect(Number.isSafeInteger(shown)).toBe(true);
        expect(shown).toBeGreaterThanOrEqual(0);
        expect(display === "incl" ? shown >= amount : shown <= amount).toBe(true);
      }),
    );
  });
});

describe("displayConverts and ratesForItem", () => {
  it("converts only when tax is on and the display differs from how prices are entered", () => {
    expect(displayConverts(enteredWithoutTax, "incl")).toBe(true);
    expect(displayConverts(enteredWithTax, "excl")).toBe(true);
    expect(displayConverts(enteredWithTax, "incl")).toBe(false);
    expect(displayConverts({ ...enteredWithoutTax, enabled: false }, "incl")).toBe(false);
  });

  it("an item not taxed itself (status none or shipping only) has no rates; a taxable one has its class's at the location", () => {
    const rates = [vat, reducedVat];
    expect(ratesForItem({ taxStatus: "none", taxClass: "" }, rates, london)).toEqual([]);
    expect(ratesForItem({ taxStatus: "shipping", taxClass: "" }, rates, london)).toEqual([]);
    expect(ratesForItem({ taxStatus: "taxable", taxClass: "reduced-rate" }, rates, london)).toEqual([reducedVat]);
    expect(ratesForItem({ taxStatus: "taxable", taxClass: "" }, rates, portland)).toEqual([]);
  });
});

describe("displayCart", () => {
  const settings = (fields: Partial<TaxSettings>): TaxSettings => ({ ...DEFAULT_TAX_SETTINGS, enabled: true, ...fields });
  const line = (key: string, unitPrice: number, quantity: number, discount = 0, fields: Partial<DisplayLineInput> = {}): DisplayLineInput => ({
    key,
    unitPrice,
    regularUnitPrice: unitPrice,
    subtotal: unitPrice * quantity,
    total: unitPrice * quantity - discount,
    taxStatus: "taxable",
    taxClass: "",
    ...fields,
  });
  function quoteFor(lines: readonly DisplayLineInput[], shipping: readonly TaxableShipping[], taxSettings: TaxSettings, rates: readonly TaxRate[], location: TaxLocation) {
    const taxes = taxCart(lines.map((l) => ({ ...l, amount: l.total })), shipping, rates, location, taxSettings);
    return { taxes, settings: taxSettings, location, rates };
  }

  it("prices entered without tax and shown with it: lines, subtotal, discount and shipping gain their tax, labelled (incl. tax)", () => {
    const lines = [line("a", 1000, 2, 400), line("b", 500, 1, 0, { taxClass: "reduced-rate" })];
    const shipping = [{ id: "flat_rate:1", cost: 500 }];
    const quote = quoteFor(lines, shipping, settings({ pricesIncludeTax: false }), [vat, reducedVat], london);
    const shown = displayCart({ lines, discount: 400, couponDiscounts: [400], shipping }, quote, "incl");
    expect(shown.label).toBe("incl");
    expect(shown.lines.get("a")).toEqual({ unitPrice: 1200, regularUnitPrice: 1200, subtotal: 2400, subtotalTax: 400 });
    expect(shown.lines.get("b")).toEqual({ unitPrice: 525, regularUnitPrice: 525, subtotal: 525, subtotalTax: 25 });
    expect(shown.subtotal).toBe(2925);
    expect(shown.discount).toBe(480);
    expect(shown.couponDiscounts).toEqual([480]);
    expect(shown.shipping.get("flat_rate:1")).toEqual({ cost: 600, labelled: true });
    // What the shopper pays: 20.00 + 5.00 − 4.00 + 5.00 shipping, and 3.20 + 0.25 + 1.00 tax.
    expect(shown.subtotal - shown.discount + 600).toBe(2500 - 400 + 500 + quote.taxes.total);
  });

  it("prices entered with tax and shown without it: 10.00 with 20% VAT shows 8.33 each, labelled (ex. tax)", () => {
    const lines = [line("a", 1000, 3)];
    const quote = quoteFor(lines, [], settings({ pricesIncludeTax: true }), [vat], london);
    const shown = displayCart({ lines, discount: 0, couponDiscounts: [], shipping: [] }, quote, "excl");
    expect(shown.label).toBe("excl");
    expect(shown.lines.get("a")).toEqual({ unitPrice: 833, regularUnitPrice: 833, subtotal: 2500, subtotalTax: 500 });
    expect(shown.subtotal).toBe(2500);
  });

  it("amounts are shown as entered, unlabelled, when the display matches the entry, tax is off or nothing is taxed", () => {
    const lines = [line("a", 1000, 1)];
    const shipping = [{ id: "s", cost: 500 }];
    const asEntered = displayCart({ lines, discount: 0, couponDiscounts: [], shipping }, quoteFor(lines, shipping, settings({ pricesIncludeTax: false }), [vat], london), "excl");
    expect(asEntered.label).toBeNull();
    expect(asEntered.lines.get("a")?.subtotal).toBe(1000);
    expect(asEntered.shipping.get("s")).toEqual({ cost: 500, labelled: false });
    const atBase = displayCart({ lines, discount: 0, couponDiscounts: [], shipping: [] }, quoteFor(lines, [], settings({ pricesIncludeTax: false }), [vat], portland), "incl");
    expect(atBase.label).toBeNull();
    expect(atBase.subtotal).toBe(1000);
    const off = displayCart({ lines, discount: 0, couponDiscounts: [], shipping: [] }, quoteFor(lines, [], settings({ enabled: false }), [vat], london), "incl");
    expect(off.lines.get("a")).toEqual({ unitPrice: 1000, regularUnitPrice: 1000, subtotal: 1000, subtotalTax: 0 });
  });

  it("prices entered with tax and shown with it: items as entered, shipping with its tax, unlabelled", () => {
    const lines = [line("a", 1200, 1)];
    const shipping = [{ id: "s", cost: 500 }];
    const shown = displayCart({ lines, discount: 0, couponDiscounts: [], shipping }, quoteFor(lines, shipping, settings({ pricesIncludeTax: true }), [vat], london), "incl");
    expect(shown.label).toBeNull();
    expect(shown.subtotal).toBe(1200);
    expect(shown.shipping.get("s")).toEqual({ cost: 600, labelled: false });
  });

  it("whatever the prices, rates, coupons and settings, the rows shown add up to the total to the cent", () => {
    const arbitraryLine = fc.record({ unit: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 20 }), off: fc.integer({ min: 0, max: 100 }), taxClass: fc.constantFrom("", "reduced-rate", "zero-rate"), taxStatus: fc.constantFrom("taxable" as const, "shipping" as const, "none" as const) });
    fc.assert(
      fc.property(
        fc.array(arbitraryLine, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<TaxDisplay>("incl", "excl"),
        (shapes, couponWeights, shippingCost, pricesIncludeTax, roundAtSubtotal, display) => {
          const lines = shapes.map((s, i) => {
            const subtotal = s.unit * s.quantity;
            return line(String(i), s.unit, s.quantity, couponWeights.length === 0 ? 0 : Math.floor((subtotal * s.off) / 100), { taxClass: s.taxClass, taxStatus: s.taxStatus });
          });
          const discount = lines.reduce((sum, l) => sum + l.subtotal - l.total, 0);
          const shipping = [{ id: "s", cost: shippingCost }];
          const taxSettings = settings({ pricesIncludeTax, roundAtSubtotal });
          const quote = quoteFor(lines, shipping, taxSettings, [vat, reducedVat, rate({ country: "GB", rate: 0, taxClass: "zero-rate" })], london);
          const shown = displayCart({ lines, discount, couponDiscounts: spreadInProportion(discount, couponWeights), shipping }, quote, display);
          const itemsTax = quote.taxes.rates.reduce((sum, r) => sum + r.tax, 0);
          const shippingTax = quote.taxes.rates.reduce((sum, r) => sum + r.shippingTax, 0);
          const subtotal = lines.reduce((sum, l) => sum + l.subtotal, 0);
          const total = subtotal - discount + (pricesIncludeTax ? 0 : itemsTax) + shippingCost + shippingTax;
          const taxRows = display === "excl" ? quote.taxes.total : 0;
          expect(shown.subtotal - shown.discount + (shown.shipping.get("s")?.cost ?? 0) + taxRows).toBe(total);
          expect(shown.couponDiscounts.reduce((a, b) => a + b, 0)).toBe(couponWeights.length === 0 ? 0 : shown.discount);
        },
      ),
    );
  });
});
