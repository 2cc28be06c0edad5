import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { taxDb } from "./tax-db.ts";
import { loadTaxRates } from "./tax-rate.repository.ts";
import type { TaxRate } from "./tax.ts";

/** Every tax rate, by priority and then the merchant's order. */
export async function listTaxRates<All extends TaxTables>(db: Kysely<All>): Promise<TaxRate[]> {
  return loadTaxRates(taxDb(db));
}
