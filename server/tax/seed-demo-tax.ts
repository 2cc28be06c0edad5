import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { getTaxSettings } from "./get-tax-settings.ts";
import { listTaxRates } from "./list-tax-rates.ts";
import { saveTaxSettings } from "./save-tax-settings.ts";
import { taxDb } from "./tax-db.ts";
import { insertTaxRates, type NewTaxRate } from "./tax-rate.repository.ts";
import { loadTaxSettingValues } from "./tax-settings.repository.ts";

// The demo shop's tax (issue 9): it sits in Portland, Oregon, which has no sales tax, and charges
// California's and New York's state sales tax on orders shipped there, and UK VAT (20%, with the
// reduced and zero rates) on orders to the UK. Prices are entered without tax.

const rate = (fields: Pick<NewTaxRate, "country" | "state" | "rate" | "name" | "taxClass">, order: number): NewTaxRate => ({ postcodes: [], cities: [], priority: 1, compound: false, shipping: true, order, ...fields });

export const DEMO_TAX_RATES: NewTaxRate[] = [
  rate({ country: "US", state: "CA", rate: "7.2500", name: "CA State Tax", taxClass: "" }, 0),
  rate({ country: "US", state: "NY", rate: "4.0000", name: "NY State Tax", taxClass: "" }, 1),
  rate({ country: "GB", state: "", rate: "20.0000", name: "VAT", taxClass: "" }, 2),
  rate({ country: "GB", state: "", rate: "5.0000", name: "VAT", taxClass: "reduced-rate" }, 3),
  rate({ country: "GB", state: "", rate: "0.0000", name: "VAT", taxClass: "zero-rate" }, 4),
];

/** Loads the demo tax into a shop with no tax set-up; returns whether it did. Safe to run again. */
export async function seedDemoTax<All extends TaxTables>(db: Kysely<All>): Promise<boolean> {
  if ((await listTaxRates(db)).length > 0 || (await loadTaxSettingValues(taxDb(db))).size > 0) return false;
  const saved = await saveTaxSettings(db, { ...(await getTaxSettings(db)), enabled: true, basedOn: "shipping", base: { country: "US", state: "OR", postcode: "97201", city: "Portland" } });
  if (!saved.ok) throw new Error(`Demo tax settings do not validate: ${saved.path} ${saved.message}`);
  await insertTaxRates(taxDb(db), DEMO_TAX_RATES);
  return true;
}
