import { readFile, writeFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import type { Database } from "../server/db/schema.ts";
import { exportShopSettings } from "../server/settings/export-shop-settings.ts";
import { importShopSettings } from "../server/settings/import-shop-settings.ts";
import type { CommandOutput } from "./import-products-command.ts";

// `shop settings export|import <file.json>`: shipping zones and methods, tax settings and rates
// and the payment settings in one JSON file (server/settings/shop-settings-file.ts). An import is
// checked whole and applied in one transaction: a file with any fault changes nothing, and each
// fault is printed with the path of its field.

export const SETTINGS_USAGE = `Usage: npm run shop -- settings export <file.json>   (- writes to standard output)
       npm run shop -- settings import <file.json>`;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

async function exportTo(db: Kysely<Database>, file: string, output: CommandOutput): Promise<number> {
  const json = `${JSON.stringify(await exportShopSettings(db), null, 2)}\n`;
  if (file === "-") {
    output.out(json.trimEnd());
    return 0;
  }
  await writeFile(file, json);
  output.out(`Settings written to ${file}.`);
  return 0;
}

async function importFrom(db: Kysely<Database>, file: string, output: CommandOutput): Promise<number> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    output.err(error instanceof SyntaxError ? `${file} is not valid JSON: ${reason}` : `Cannot read ${file}: ${reason}`);
    return 1;
  }
  const result = await importShopSettings(db, json);
  if (!result.ok) {
    output.err(`${file} has ${plural(result.issues.length, "fault", "faults")}; nothing was changed:`);
    for (const issue of result.issues) output.err(`  ${issue.path}: ${issue.message}`);
    return 1;
  }
  const { shipping, tax, payments, subscriptions } = result.imported;
  const parts = [
    ...(shipping === null ? [] : [`shipping (${plural(shipping.zones, "zone", "zones")}, ${plural(shipping.methods, "method", "methods")}, ${plural(shipping.classes, "class", "classes")})`]),
    ...(tax === null ? [] : [`tax (${tax.settings ? "settings" : "no settings"}, ${tax.rates === null ? "rates kept" : plural(tax.rates, "rate", "rates")})`]),
    ...(payments === null ? [] : [`payments (${plural(payments.length, "setting", "settings")})`]),
    ...(subscriptions === null ? [] : [`subscriptions (${plural(subscriptions.length, "setting", "settings")})`]),
  ];
  output.out(parts.length === 0 ? `${file} holds no settings; nothing was changed.` : `Imported from ${file}: ${parts.join(", ")}.`);
  return 0;
}

export async function runSettings(db: Kysely<Database>, args: string[], output: CommandOutput): Promise<number> {
  const [action, file, ...rest] = args;
  if ((action !== "export" && action !== "import") || file === undefined || file === "" || rest.length > 0 || (file.startsWith("-") && !(action === "export" && file === "-"))) {
    output.err(SETTINGS_USAGE);
    return 2;
  }
  return action === "export" ? exportTo(db, file, output) : importFrom(db, file, output);
}
