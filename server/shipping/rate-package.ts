import { evaluateCostFormula, parseCostFormula, type FormulaInputs } from "./cost-formula.ts";
import type { FlatRateSettings, FreeShippingSettings, ShippablePackageItem, ShippingMethod, ShippingRate } from "./shipping.ts";

// Rates one package with the methods of its zone, as WooCommerce's flat rate, free shipping and
// local pickup methods do (calculate_shipping / is_available). Pure: the use case loads the zone's
// methods and the known shipping classes. Virtual items are not shipped: they count neither in
// [qty] nor in [cost], but they do count towards a free-shipping minimum (WooCommerce compares the
// cart's subtotal). A rate never costs less than 0.

export interface RatingContext {
  /** Slugs of the shipping classes that exist; class costs apply only when there are any. */
  shippingClasses: ReadonlySet<string>;
  currencyDigits: number;
  /** The cart holds a valid coupon that grants free shipping. */
  freeShippingCoupon: boolean;
}

/** Items that travel: not virtual, with a quantity. */
export function shippedItems(items: readonly ShippablePackageItem[]): ShippablePackageItem[] {
  return items.filter((item) => !item.virtual && item.quantity > 0);
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function formulaCost(text: string, inputs: FormulaInputs, currencyDigits: number): number | null {
  const parsed = parseCostFormula(text);
  // Settings are validated on every write; a formula that does not parse here is corrupt data.
  if (!parsed.ok) throw new Error(`Stored shipping cost formula does not parse: ${JSON.stringify(text)}`);
  return evaluateCostFormula(parsed.formula, inputs, currencyDigits);
}

const inputsOf = (items: readonly ShippablePackageItem[]): FormulaInputs => ({
  quantity: sum(items.map((i) => i.quantity)),
  costMinor: sum(items.map((i) => i.lineTotal)),
});

/** null: the method offers no rate (no cost set at all, or a formula divided by zero). */
export function flatRateCost(settings: FlatRateSettings, items: readonly ShippablePackageItem[], context: RatingContext): number | null {
  let hasCosts = false;
  let cost = 0;
  if (settings.cost !== "") {
    hasCosts = true;
    const base = formulaCost(settings.cost, inputsOf(items), context.currencyDigits);
    if (base === null) return null;
    cost += base;
  }
  if (context.shippingClasses.size === 0) return hasCosts ? cost : null;
  const byClass = new Map<string, ShippablePackageItem[]>();
  for (const item of items) byClass.set(item.shippingClass, [...(byClass.get(item.shippingClass) ?? []), item]);
  let highest = 0;
  for (const [shippingClass, classItems] of byClass) {
    const formula = context.shippingClasses.has(shippingClass) ? (settings.classCosts[shippingClass] ?? "") : settings.noClassCost;
    if (formula === "") continue;
    hasCosts = true;
    const classCost = formulaCost(formula, inputsOf(classItems), context.currencyDigits);
    if (classCost === null) return null;
    if (settings.calculationType === "class") cost += classCost;
    else highest = Math.max(highest, classCost);
  }
  return hasCosts ? cost + highest : null;
}

/** WooCommerce's WC_Shipping_Free_Shipping::is_available. */
export function freeShippingAvailable(settings: FreeShippingSettings, allItems: readonly ShippablePackageItem[], freeShippingCoupon: boolean): boolean {
  const total = sum(allItems.map((i) => (settings.ignoreDiscounts ? i.lineSubtotal : i.lineTotal)));
  const metMinimum = total >= settings.minAmount;
  switch (settings.requires) {
    case "":
      return true;
    case "coupon":
      return freeShippingCoupon;
    case "min_amount":
      return metMinimum;
    case "either":
      return metMinimum || freeShippingCoupon;
    case "both":
      return metMinimum && freeShippingCoupon;
  }
}

function rateOf(method: ShippingMethod, allItems: readonly ShippablePackageItem[], items: readonly ShippablePackageItem[], context: RatingContext): ShippingRate | null {
  const base = { id: `${method.type}:${method.id}`, methodId: method.id, type: method.type, label: method.title };
  switch (method.type) {
    case "flat_rate": {
      const cost = flatRateCost(method.settings, items, context);
      return cost === null ? null : { ...base, cost: Math.max(0, cost), taxable: method.settings.taxStatus === "taxable" };
    }
    case "free_shipping":
      return freeShippingAvailable(method.settings, allItems, context.freeShippingCoupon) ? { ...base, cost: 0, taxable: false } : null;
    case "local_pickup": {
      const cost = formulaCost(method.settings.cost, inputsOf(items), context.currencyDigits);
      return cost === null ? null : { ...base, cost: Math.max(0, cost), taxable: method.settings.taxStatus === "taxable" };
    }
  }
}

/** The rates of the enabled methods, in the zone's method order; none when nothing is shipped. */
export function ratePackage(methods: readonly ShippingMethod[], allItems: readonly ShippablePackageItem[], context: RatingContext): ShippingRate[] {
  const items = shippedItems(allItems);
  if (items.length === 0) return [];
  return [...methods]
    .filter((method) => method.enabled)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .flatMap((method) => rateOf(method, allItems, items, context) ?? []);
}
