import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { displayConverts, displayPrice, ratesForItem, type TaxedItem } from "./display-price.ts";
import { getTaxSettings } from "./get-tax-settings.ts";
import { listTaxRates } from "./list-tax-rates.ts";
import type { TaxRate } from "./tax.ts";

// How the shop (catalogue, product pages, related products, the variation lookup) shows an
// entered price, per the "Display prices in the shop" setting. It taxes at the shop's own location,
// never the visitor's, as WooCommerce does for prices entered with tax: so a catalogue page is one
// answer for every visitor and the page cache can keep it (docs/decisions/027).

/** An entered price (minor units) → the price shown, for an item of this tax status and class. */
export type ShopPriceDisplay = (amount: number, item: TaxedItem) => number;

const asEntered: ShopPriceDisplay = (amount) => amount;

export async function getShopPriceDisplay<All extends TaxTables>(db: Kysely<All>): Promise<ShopPriceDisplay> {
  const settings = await getTaxSettings(db);
  // The usual shop shows prices as entered: one small read, and no rates.
  if (!displayConverts(settings, settings.displayShop)) return asEntered;
  const rates = await listTaxRates(db);
  const byClass = new Map<string, TaxRate[]>();
  const applying = (item: TaxedItem): TaxRate[] => {
    if (item.taxStatus !== "taxable") return [];
    let found = byClass.get(item.taxClass);
    if (found === undefined) {
      found = ratesForItem(item, rates, settings.base);
      byClass.set(item.taxClass, found);
    }
    return found;
  };
  return (amount, item) => displayPrice(amount, applying(item), settings, settings.displayShop);
}
