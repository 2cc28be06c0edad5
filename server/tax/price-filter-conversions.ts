import { displayPrice, ratesForItem } from "./display-price.ts";
import type { ShopPriceRules } from "./get-shop-price-display.ts";

// The shop's price filter speaks in the prices shoppers see; the catalogue stores prices as
// entered. When the shop shows prices the other way (entered without tax and shown with it, or the
// reverse), the shopper's range converts back, and the widget's hints forth, per tax class at the
// shop's location, the rates the shop shows prices with (get-shop-price-display.ts). WooCommerce
// converts at the standard class's rates for every product, so a 10.00 gift card falls outside
// "at most 11.99" under 20 % VAT; here each class compares at its own rates, and a product taxed at
// no rate (untaxed, or a class without rates here) compares as entered.

export interface TaxClassPriceConversion {
  /** The tax class slug; "" is the standard class. */
  taxClass: string;
  /** A shown amount (minor units) → the entered amount a product of the class compares. */
  toEntered: (shown: number) => number;
  /** An entered amount of the class → as the shop shows it. */
  toShown: (entered: number) => number;
}

/** Each tax class with rates at the shop's location, or null when the shop shows prices as entered. */
export function priceFilterConversions(rules: ShopPriceRules | null): TaxClassPriceConversion[] | null {
  if (rules === null) return null;
  const { settings, rates } = rules;
  // Back is the same conversion with "entered" and "shown" swapped: a shown price with tax loses
  // the tax it holds (12.00 at 20 % → 10.00), a shown price without it gains it.
  const swapped = { ...settings, pricesIncludeTax: !settings.pricesIncludeTax };
  const back = settings.displayShop === "incl" ? "excl" : "incl";
  const classes = [...new Set(rates.map((rate) => rate.taxClass))];
  return classes.flatMap((taxClass) => {
    const applying = ratesForItem({ taxStatus: "taxable", taxClass }, rates, settings.base);
    if (applying.length === 0) return [];
    return [{ taxClass, toEntered: (shown) => displayPrice(shown, applying, swapped, back), toShown: (entered) => displayPrice(entered, applying, settings, settings.displayShop) }];
  });
}
