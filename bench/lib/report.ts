// Every bench hands back rows of the same shape, so `npm run bench` can print one summary table.
// A miss is reported, not thrown: the benches are a report. Only ERROR (nothing could be
// measured) makes the run exit non-zero.

export type Verdict = "PASS" | "FAIL" | "ERROR" | "SKIP";

export interface BudgetRow {
  bar: string;
  /** Absolute figure(s), human-readable. */
  measured: string;
  /** The measurement against a baseline taken in the same run, e.g. shop ÷ hello-world. */
  baselineRatio: string;
  budget: string;
  /** measured ÷ budget: ≤ 1 passes for a ceiling, ≥ 1 for a floor. */
  ofBudget: number | null;
  verdict: Verdict;
}

export interface BudgetCheck {
  bar: string;
  /** The number compared with the budget. */
  value: number;
  budget: number;
  /** "ceiling": value must stay at or under the budget; "floor": at or over it. */
  kind: "ceiling" | "floor";
  unit: string;
  /** Absolute figures behind the value, when the value itself is a ratio. */
  detail?: string;
  baselineRatio: string;
}

export function budgetRow(check: BudgetCheck): BudgetRow {
  const within = check.kind === "ceiling" ? check.value <= check.budget : check.value >= check.budget;
  const value = `${formatNumber(check.value)}${check.unit}`;
  return {
    bar: check.bar,
    measured: check.detail ? `${value} (${check.detail})` : value,
    baselineRatio: check.baselineRatio,
    budget: `${check.kind === "ceiling" ? "≤" : "≥"} ${formatNumber(check.budget)}${check.unit}`,
    ofBudget: check.value / check.budget,
    verdict: Number.isFinite(check.value) ? (within ? "PASS" : "FAIL") : "ERROR",
  };
}

export function problemRow(bar: string, verdict: "ERROR" | "SKIP", reason: string): BudgetRow {
  return { bar, measured: reason, baselineRatio: "—", budget: "—", ofBudget: null, verdict };
}

/** Three significant digits at most, and never rounds a small non-zero ratio down to 0.00 or 0.01. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const size = Math.abs(value);
  if (size >= 100) return value.toFixed(0);
  if (size >= 10) return value.toFixed(1);
  if (size >= 0.1 || size === 0) return value.toFixed(2);
  // Two significant digits under 0.1, so a budget of 0.012× does not print as 0.01×.
  return String(Number(value.toPrecision(2)));
}

export function ratio(value: number, baseline: number, label: string): string {
  return baseline > 0 ? `${formatNumber(value / baseline)}× ${label}` : "—";
}

export function printRows(rows: readonly BudgetRow[]): void {
  for (const row of rows) {
    const share = row.ofBudget === null ? "" : `  (${formatNumber(row.ofBudget)} of budget)`;
    console.log(`  ${row.verdict.padEnd(5)} ${row.bar}: ${row.measured}; budget ${row.budget}${share}; ${row.baselineRatio}`);
  }
}

export function printSummary(rows: readonly BudgetRow[]): void {
  const header = ["Bar", "Measured", "Vs baseline", "Budget", "Of budget", "Verdict"];
  const cells = rows.map((r) => [r.bar, r.measured, r.baselineRatio, r.budget, r.ofBudget === null ? "—" : formatNumber(r.ofBudget), r.verdict]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
  const line = (values: readonly string[]) => `| ${values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const c of cells) console.log(line(c));
  const count = (v: Verdict) => rows.filter((r) => r.verdict === v).length;
  console.log(`\n${count("PASS")} within budget, ${count("FAIL")} over, ${count("ERROR")} errors, ${count("SKIP")} skipped`);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An ERROR row for a bench that could not measure; the full message goes to stderr. */
export function errorRow(bar: string, error: unknown): BudgetRow {
  const message = errorMessage(error);
  console.error(`  ${bar} failed: ${message}`);
  return problemRow(bar, "ERROR", message.split("\n")[0] ?? message);
}

/** Runs one measurement; if it throws, the run goes on and the failure becomes an ERROR row. */
export async function rowsOrError(bar: string, measure: () => Promise<BudgetRow[]>): Promise<BudgetRow[]> {
  try {
    return await measure();
  } catch (error) {
    return [errorRow(bar, error)];
  }
}

/** The end of every bench: the rows, the summary table, and exit 1 only if a bar could not be measured. */
export function finishReport(rows: readonly BudgetRow[]): void {
  printRows(rows);
  printSummary(rows);
  if (rows.some((row) => row.verdict === "ERROR")) process.exitCode = 1;
}
