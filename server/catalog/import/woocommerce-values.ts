// Cell-level conversions for WooCommerce's product CSV, each following what WooCommerce's own
// importer (WC_Product_CSV_Importer) does with the text its exporter writes.

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Characters that make spreadsheets run a formula; the exporter prefixes them with "'". */
const FORMULA_TRIGGERS = ["=", "+", "-", "@"];

/** Undoes the exporter's protection against spreadsheet formulas ("'-1" → "-1"). */
export function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA_TRIGGERS.includes(value.charAt(1)) ? value.slice(1) : value;
}

/** Splits a list on commas, honouring "\," for a comma inside an item; blanks are dropped. */
export function splitList(value: string): string[] {
  const items: string[] = [];
  let current = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (char === "\\" && value[i + 1] === ",") {
      current += ",";
      i++;
    } else if (char === ",") {
      items.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  items.push(current);
  return items.map((item) => item.trim()).filter((item) => item !== "");
}

/** "Clothing > Hoodies, Music" → [["Clothing", "Hoodies"], ["Music"]]. */
export function parseCategoryPaths(value: string): string[][] {
  return splitList(value)
    .map((path) => path.split(">").map((name) => name.trim()).filter((name) => name !== ""))
    .filter((path) => path.length > 0);
}

/**
 * The exporter writes a newline as the two characters "\n" and an original "\n" as "\\n";
 * this reverses both, as WooCommerce's parse_description_field does.
 */
export function parseDescription(value: string): string {
  return value
    .split("\\\\n")
    .map((part) => part.replaceAll("\\n", "\n"))
    .join("\\n");
}

export function parseBoolean(value: string, fallback: boolean): Parsed<boolean> {
  const v = value.trim().toLowerCase();
  if (v === "") return { ok: true, value: fallback };
  if (["1", "yes", "true"].includes(v)) return { ok: true, value: true };
  if (["0", "no", "false"].includes(v)) return { ok: true, value: false };
  return { ok: false, message: `"${value}" is not 1 or 0` };
}

export function parseInteger(value: string): Parsed<number | null> {
  const v = value.trim();
  if (v === "") return { ok: true, value: null };
  if (!/^-?\d+$/.test(v)) return { ok: false, message: `"${value}" is not a whole number` };
  return { ok: true, value: Number(v) };
}

/** A decimal price to integer minor units, exactly (string arithmetic, rounding half up). */
export function parseMoney(value: string, decimals: number): Parsed<number | null> {
  const v = value.trim().replace(/^\./, "0.");
  if (v === "") return { ok: true, value: null };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(v);
  if (!match) return { ok: false, message: `"${value}" is not a price` };
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").padEnd(decimals + 1, "0");
  const minor = Number(whole + fraction.slice(0, decimals));
  const roundUp = Number(fraction.charAt(decimals)) >= 5 ? 1 : 0;
  return { ok: true, value: minor + roundUp };
}

/**
 * A CSV date ("2026-03-01", "2026-03-01 10:00:00" or ISO) as an ISO date-time in UTC. A bare
 * date that ends a sale means the end of that day, as in WooCommerce.
 */
export function parseDate(value: string, endOfDay: boolean): Parsed<string | null> {
  const v = value.trim();
  if (v === "") return { ok: true, value: null };
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(v);
  const text = dateOnly ? `${v}T${endOfDay ? "23:59:59" : "00:00:00"}Z` : /[zZ]|[+-]\d{2}:?\d{2}$/.test(v) ? v.replace(" ", "T") : `${v.replace(" ", "T")}Z`;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return { ok: false, message: `"${value}" is not a date` };
  return { ok: true, value: new Date(time).toISOString() };
}

/** Size of each unit in kilograms or metres. */
export const WEIGHT_UNITS: Record<string, number> = { kg: 1, g: 0.001, lbs: 0.45359237, oz: 0.028349523125 };
export const DIMENSION_UNITS: Record<string, number> = { m: 1, cm: 0.01, mm: 0.001, in: 0.0254, yd: 0.9144 };
/** Decimal places kept after converting between units. */
export const CONVERTED_UNIT_DECIMALS = 4;

/** A measurement converted from the column's unit to the shop's, as a decimal string. */
export function convertMeasure(value: string, from: string, to: string, table: Record<string, number>): Parsed<string | null> {
  const v = value.trim().replace(/^\./, "0.");
  if (v === "") return { ok: true, value: null };
  if (!/^\d+(\.\d+)?$/.test(v)) return { ok: false, message: `"${value}" is not a number` };
  const fromFactor = table[from];
  const toFactor = table[to];
  if (fromFactor === undefined || toFactor === undefined) return { ok: false, message: `unknown unit "${fromFactor === undefined ? from : to}"` };
  if (from === to) return { ok: true, value: v };
  const converted = ((Number(v) * fromFactor) / toFactor).toFixed(CONVERTED_UNIT_DECIMALS);
  return { ok: true, value: converted.replace(/\.?0+$/, "") };
}
