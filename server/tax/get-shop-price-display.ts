import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { displayConverts, displayPrice, ratesForItem, type TaxedItem } from "./display-price.ts";
import { getTaxSettings } from "./get-tax-settings.ts";
import { listTaxRates } from "./list-tax-rates.ts";
import type { TaxRate, TaxSettings } from "./tax.ts";

// How the shop (catalogue, product pages, related products, the variation lookup) shows an
// entered price, per the "Display prices in the shop" setting. It taxes at the shop's own location,
// never the visitor's, as WooCommerce does for prices entered with tax: so a catalogue page is one
// answer for every visitor and the page cache can keep it (docs/decisions/027).

/** An entered price (minor units) → the price shown, for an item of this tax status and class. */
export type ShopPriceDisplay = (amount: number, item: TaxedItem) => number;

/** What showing a price takes: the tax settings and the rates, when prices show otherwise than entered. */
export interface ShopPriceRules {
  settings: TaxSettings;
  rates: readonly TaxRate[];
}

const asEntered: ShopPriceDisplay = (amount) => amount;

/** Null when the shop shows prices as entered (the usual shop: one small read, and no rates). */
export async function readShopPriceRules<All extends TaxTables>(db: Kysely<All>): Promise<ShopPriceRules | null> {
  const settings = await getTaxSettings(db);
  if (!displayConverts(settings, settings.displayShop)) return null;
  return { settings, rates: await listTaxRates(db) };
}

export function shopPriceDisplay(rules: ShopPriceRules | null): ShopPriceDisplay {
  if (rules === null) return asEntered;
  const { settings, rates } = rules;
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

export async function getShopPriceDisplay<All extends TaxTables>(db: Kysely<All>): Promise<ShopPriceDisplay> {
  return shopPriceDisplay(await readShopPriceRules(db));
}
