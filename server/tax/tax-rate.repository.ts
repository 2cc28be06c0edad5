import type { Insertable, Selectable } from "kysely";
import type { TaxRatesTable } from "../db/schema-tax.ts";
import type { TaxDb } from "./tax-db.ts";
import { TAX_CLASSES, type TaxRate } from "./tax.ts";

// All SQL of the tax rates. Postcode and city rules sit in the row, ";"-separated.

const SEPARATOR = ";";
const split = (text: string) => text.split(SEPARATOR).map((part) => part.trim()).filter((part) => part !== "");

function toRate(row: Selectable<TaxRatesTable>): TaxRate {
  const taxClass = TAX_CLASSES.find((c) => c === row.tax_class);
  if (taxClass === undefined) throw new Error(`tax_rates ${row.id} has an unknown tax class "${row.tax_class}"`);
  return {
    id: row.id,
    country: row.country,
    state: row.state,
    postcodes: split(row.postcodes),
    cities: split(row.cities),
    rate: Number(row.rate),
    name: row.name,
    priority: row.priority,
    compound: row.compound === 1,
    shipping: row.shipping === 1,
    taxClass,
    order: row.rate_order,
  };
}

export async function loadTaxRates(db: TaxDb): Promise<TaxRate[]> {
  return (await db.selectFrom("tax_rates").selectAll().orderBy("priority").orderBy("rate_order").orderBy("id").execute()).map(toRate);
}

export type NewTaxRate = Omit<TaxRate, "id" | "rate"> & { rate: string };

export async function insertTaxRates(db: TaxDb, rates: readonly NewTaxRate[]): Promise<void> {
  if (rates.length === 0) return;
  const rows: Insertable<TaxRatesTable>[] = rates.map((r) => ({
    country: r.country,
    state: r.state,
    postcodes: r.postcodes.join(SEPARATOR),
    cities: r.cities.join(SEPARATOR),
    rate: r.rate,
    name: r.name,
    priority: r.priority,
    compound: r.compound ? 1 : 0,
    shipping: r.shipping ? 1 : 0,
    tax_class: r.taxClass,
    rate_order: r.order,
  }));
  await db.insertInto("tax_rates").values(rows).execute();
}

export async function deleteAllTaxRates(db: TaxDb): Promise<void> {
  await db.deleteFrom("tax_rates").execute();
}

export async function countTaxRates(db: TaxDb): Promise<number> {
  const row = await db.selectFrom("tax_rates").select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Changes whenever rates are added or removed. Rates are never edited in place (an import adds
 * rows or replaces them all), and ids only grow (autoincrement, serial), so the count and the
 * highest id tell every change apart.
 */
export async function readTaxRatesFingerprint(db: TaxDb): Promise<string> {
  const row = await db
    .selectFrom("tax_rates")
    .select((eb) => [eb.fn.countAll().as("count"), eb.fn.max("id").as("newest")])
    .executeTakeFirstOrThrow();
  return `${String(row.count)}/${String(row.newest ?? "")}`;
}
