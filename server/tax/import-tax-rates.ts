import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { readTaxRateCsv } from "./read-tax-rate-csv.ts";
import { taxDb } from "./tax-db.ts";
import { countTaxRates, deleteAllTaxRates, insertTaxRates } from "./tax-rate.repository.ts";

// `shop import-tax-rates file.csv`: WooCommerce's tax-rate CSV, added after the rates there are
// (as WooCommerce's importer does), or in their place with `replace`. All or nothing.

export type ImportTaxRatesOutcome = { ok: true; imported: number; total: number } | { ok: false; errors: string[] };

export async function importTaxRates<All extends TaxTables>(db: Kysely<All>, csv: string, options: { replace: boolean }): Promise<ImportTaxRatesOutcome> {
  const read = readTaxRateCsv(csv);
  if (!read.ok) return read;
  return db.transaction().execute(async (trx) => {
    const own = taxDb(trx);
    if (options.replace) await deleteAllTaxRates(own);
    const offset = await countTaxRates(own);
    await insertTaxRates(own, read.rates.map((rate) => ({ ...rate, order: offset + rate.order })));
    return { ok: true as const, imported: read.rates.length, total: await countTaxRates(own) };
  });
}
