import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import type { Database } from "../server/db/schema.ts";
import { importTaxRates } from "../server/tax/import-tax-rates.ts";
import type { CommandOutput } from "./import-products-command.ts";

// `shop import-tax-rates <file.csv> [--replace]`: WooCommerce's tax-rate CSV export, added after
// the shop's rates or, with --replace, in their place. A file with a bad row changes nothing.

const USAGE = "Usage: npm run shop -- import-tax-rates <file.csv> [--replace]";

export async function runImportTaxRates(db: Kysely<Database>, args: string[], output: CommandOutput): Promise<number> {
  const replace = args.includes("--replace");
  const unknown = args.filter((a) => a.startsWith("--") && a !== "--replace");
  const files = args.filter((a) => !a.startsWith("--"));
  if (unknown.length > 0 || files.length !== 1 || files[0] === undefined) {
    output.err(unknown.length > 0 ? `Unknown option ${unknown.join(", ")}` : "import-tax-rates needs exactly one CSV file");
    output.err(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(files[0], "utf8");
  } catch (error) {
    output.err(`Cannot read ${files[0]}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const result = await importTaxRates(db, text, { replace });
  if (!result.ok) {
    output.err(`No tax rates were imported from ${files[0]}:`);
    for (const error of result.errors) output.err(`  ${error}`);
    return 1;
  }
  output.out(`Imported ${result.imported} tax rate${result.imported === 1 ? "" : "s"}; the shop now has ${result.total}.`);
  return 0;
}
