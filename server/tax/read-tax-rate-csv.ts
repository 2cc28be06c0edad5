import { parseCsv } from "../csv/parse-csv.ts";
import type { NewTaxRate } from "./tax-rate.repository.ts";
import { TAX_CLASSES, type TaxClass } from "./tax.ts";

// WooCommerce's tax-rate CSV (WooCommerce → Settings → Tax → Export CSV): columns by position,
// "Country code, State code, Postcode / ZIP, City, Rate %, Tax name, Priority, Compound,
// Shipping, Tax class", postcodes and cities ";"-separated, "*" or empty meaning any. The header
// row is skipped, as WooCommerce's importer does. Every row is checked; one bad row refuses the file.

export const TAX_RATE_CSV_HEADER = ["Country code", "State code", "Postcode / ZIP", "City", "Rate %", "Tax name", "Priority", "Compound", "Shipping", "Tax class"];

export type ReadTaxRatesResult = { ok: true; rates: NewTaxRate[] } | { ok: false; errors: string[] };

const MAX_ERRORS = 20;
const RATE = /^\d{1,3}(\.\d{1,4})?$/;
const MAX_PERCENT = 100;
const MAX_NAME = 200;
const MAX_RULES = 1000;

/** "*" means any, as an empty cell does. */
const orEmpty = (cell: string) => (cell === "*" ? "" : cell);
const list = (cell: string) => orEmpty(cell).split(";").map((part) => part.trim()).filter((part) => part !== "" && part !== "*");

function readClass(cell: string): TaxClass | null {
  const slug = cell.trim().toLowerCase().replace(/\s+/g, "-");
  if (slug === "" || slug === "standard") return "";
  return TAX_CLASSES.find((c) => c === slug) ?? null;
}

function readFlag(cell: string, fallback: boolean): boolean | null {
  if (cell.trim() === "") return fallback;
  return cell.trim() === "1" ? true : cell.trim() === "0" ? false : null;
}

function readRow(cells: readonly string[], order: number, errors: string[]): NewTaxRate | null {
  const [country = "", state = "", postcodes = "", cities = "", rate = "", name = "", priority = "", compound = "", shipping = "", taxClass = ""] = cells.map((c) => c.trim());
  const before = errors.length;
  const code = orEmpty(country).toUpperCase();
  if (code !== "" && !/^[A-Z]{2}$/.test(code)) errors.push(`Country code: "${country}" is not a two-letter code`);
  if (orEmpty(state).length > 10) errors.push(`State code: "${state}" is too long`);
  if (!RATE.test(rate) || Number(rate) > MAX_PERCENT) errors.push(`Rate %: "${rate}" is not a percentage between 0 and 100 with up to 4 decimals`);
  if (name.length > MAX_NAME) errors.push(`Tax name: longer than ${MAX_NAME} characters`);
  if (priority !== "" && !/^[1-9]\d{0,2}$/.test(priority)) errors.push(`Priority: "${priority}" is not a whole number from 1`);
  const isCompound = readFlag(compound, false);
  const onShipping = readFlag(shipping, true);
  if (isCompound === null) errors.push(`Compound: "${compound}" is not 1 or 0`);
  if (onShipping === null) errors.push(`Shipping: "${shipping}" is not 1 or 0`);
  const klass = readClass(taxClass);
  if (klass === null) errors.push(`Tax class: "${taxClass}" is not one of standard, reduced-rate, zero-rate`);
  const postcodeRules = list(postcodes);
  const cityRules = list(cities);
  if (postcodeRules.length > MAX_RULES || cityRules.length > MAX_RULES) errors.push(`Postcode / ZIP or City: more than ${MAX_RULES} entries`);
  if (errors.length > before || klass === null || isCompound === null || onShipping === null) return null;
  return {
    country: code,
    state: orEmpty(state).toUpperCase(),
    postcodes: postcodeRules,
    cities: cityRules,
    rate,
    name: name === "" ? "Tax" : name,
    priority: priority === "" ? 1 : Number(priority),
    compound: isCompound,
    shipping: onShipping,
    taxClass: klass,
    order,
  };
}

export function readTaxRateCsv(text: string): ReadTaxRatesResult {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, errors: [`Line ${parsed.line}: ${parsed.message}`] };
  const rows = parsed.rows.filter((row) => row.some((cell) => cell.trim() !== ""));
  const first = rows[0]?.[0]?.trim().toLowerCase();
  const data = first === "country code" || first === "country" ? rows.slice(1) : rows;
  const rates: NewTaxRate[] = [];
  const errors: string[] = [];
  for (const [i, cells] of data.entries()) {
    const rowErrors: string[] = [];
    const rate = readRow(cells, i, rowErrors);
    if (rate) rates.push(rate);
    errors.push(...rowErrors.map((e) => `Row ${i + 1}: ${e}`));
    if (errors.length >= MAX_ERRORS) break;
  }
  if (errors.length > 0) return { ok: false, errors };
  if (rates.length === 0) return { ok: false, errors: ["The file holds no tax rates"] };
  return { ok: true, rates };
}
