import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import type { Config } from "../server/config.ts";
import type { Database } from "../server/db/schema.ts";
import { importProducts, type ImportProgress, type ImportReport } from "../server/catalog/import/import-products.ts";

// `shop import-products <file.csv> [--update]`: runs the WooCommerce CSV import and prints what
// happened to each row that did not simply import.

/** Without a terminal (CI logs), print a progress line every this many products. */
export const PROGRESS_LINE_EVERY = 50;

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
  /** Rewrites the current terminal line; undefined when output is not a terminal. */
  status?: (line: string) => void;
}

export async function runImportProducts(db: Kysely<Database>, config: Config, args: string[], output: CommandOutput): Promise<number> {
  const update = args.includes("--update");
  const unknown = args.filter((a) => a.startsWith("--") && a !== "--update");
  const files = args.filter((a) => !a.startsWith("--"));
  if (unknown.length > 0 || files.length !== 1 || files[0] === undefined) {
    output.err(unknown.length > 0 ? `Unknown option ${unknown.join(", ")}` : "import-products needs exactly one CSV file");
    output.err("Usage: npm run shop -- import-products <file.csv> [--update]");
    return 2;
  }
  const file = files[0];
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    output.err(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  const onProgress = ({ done, total }: ImportProgress) => {
    if (output.status) output.status(`Importing products: ${done}/${total}`);
    else if (done % PROGRESS_LINE_EVERY === 0 || done === total) output.out(`Importing products: ${done}/${total}`);
  };
  const result = await importProducts(db, text, {
    mediaDir: config.mediaDir,
    update,
    weightUnit: config.shop.weightUnit,
    dimensionUnit: config.shop.dimensionUnit,
    currencyDecimals: currencyDecimals(config.shop.currency),
    onProgress,
  });
  output.status?.("");
  if (!result.ok) {
    output.err(`${file}: ${result.message}`);
    return 1;
  }
  for (const line of formatImportReport(result)) output.out(line);
  return result.failed > 0 ? 1 : 0;
}

export function formatImportReport(report: ImportReport): string[] {
  const lines = [
    `Imported ${report.imported}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped}, failed ${report.failed} (${report.variations} variations).`,
  ];
  const label = (row: { row: number; sku: string | null }) => `  row ${row.row}${row.sku ? ` (${row.sku})` : ""}`;
  const problems = [
    ...report.failures.map((f) => ({ row: f.row, line: `${label(f)}: failed: ${f.reason}` })),
    ...report.rows.flatMap((r) => [
      ...(r.status === "failed" || r.status === "skipped" ? [{ row: r.row, line: `${label(r)}: ${r.status}: ${r.reason ?? ""}` }] : []),
      ...r.warnings.map((w) => ({ row: r.row, line: `${label(r)}: warning: ${w}` })),
    ]),
  ].sort((a, b) => a.row - b.row);
  return [...lines, ...problems.map((p) => p.line)];
}

function currencyDecimals(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
