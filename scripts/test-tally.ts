import { stripVTControlCharacters } from "node:util";

// Turns one test tool's JSON report and exit code into counts `npm test` can trust. A step is
// green only when its tool exited 0, reported no run-level error, ran at least one test, and its
// own totals agree with the tests counted one by one here. Anything else becomes a named problem,
// and every problem counts as one failure on the final line.

export interface StepOutcome {
  label: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Why the step cannot be trusted even where its tests passed; each one counts as a failure. */
  problems: string[];
  /**
   * Each failed test with the first line of its error, said again under the step's line: the end
   * of a long run's output is often all that is kept of it, and a flaky test must be named there.
   */
  failures: string[];
}

/** The part of Vitest's JSON report (`--reporter=json`) read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[] }[];
}

/** The part of Playwright's JSON report read here. */
export interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors: { message?: string }[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
interface PlaywrightSuite {
  specs: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightSpec {
  title?: string;
  file?: string;
  line?: number;
  tests: { status: string; results?: { error?: { message?: string } }[] }[];
}

/** The first line of a message, without the terminal colour codes Playwright's errors carry. */
function firstLine(text: string | undefined): string {
  return stripVTControlCharacters(text ?? "").trim().split("\n")[0] ?? "";
}

function failureLine(name: string, error: string | undefined): string {
  const reason = firstLine(error);
  return reason ? `${name}: ${reason}` : name;
}

/** Problems every step shares: a missing run, a silent non-zero exit. */
function finish(outcome: StepOutcome, exitCode: number | null): StepOutcome {
  if (outcome.passed + outcome.failed === 0) outcome.problems.push("ran no test");
  const explained = outcome.failed > 0 || outcome.problems.length > 0;
  if (exitCode !== 0 && !explained) outcome.problems.push(`exited with code ${String(exitCode)} although its report shows no failure`);
  return outcome;
}

function mismatch(what: string, reported: number, counted: number): string[] {
  return reported === counted ? [] : [`the report says ${reported} ${what}, its tests count ${counted}`];
}

export function vitestOutcome(label: string, report: VitestReport | null, exitCode: number | null): StepOutcome {
  const outcome: StepOutcome = { label, passed: 0, failed: 0, skipped: 0, problems: [], failures: [] };
  if (report === null) {
    outcome.problems.push("wrote no JSON report");
    return finish(outcome, exitCode);
  }
  for (const file of report.testResults) {
    let failedHere = 0;
    for (const test of file.assertionResults) {
      if (test.status === "passed") outcome.passed += 1;
      else if (test.status === "failed") {
        failedHere += 1;
        outcome.failures.push(failureLine(`${file.name} › ${test.fullName ?? "?"}`, test.failureMessages?.[0]));
      } else outcome.skipped += 1;
    }
    outcome.failed += failedHere;
    // A file that fails to load (or fails in a hook) has no failed test of its own.
    if (file.status === "failed" && failedHere === 0) outcome.problems.push(`${file.name}: ${firstLine(file.message) || "failed outside its tests"}`);
  }
  outcome.problems.push(...mismatch("passed", report.numPassedTests, outcome.passed), ...mismatch("failed", report.numFailedTests, outcome.failed));
  return finish(outcome, exitCode);
}

function playwrightTests(suites: PlaywrightSuite[]): { spec: PlaywrightSpec; status: string; error: string | undefined }[] {
  return suites.flatMap((suite) => [
    ...suite.specs.flatMap((spec) => spec.tests.map((test) => ({ spec, status: test.status, error: test.results?.at(-1)?.error?.message }))),
    ...playwrightTests(suite.suites ?? []),
  ]);
}

export function playwrightOutcome(label: string, report: PlaywrightReport | null, exitCode: number | null): StepOutcome {
  const outcome: StepOutcome = { label, passed: 0, failed: 0, skipped: 0, problems: [], failures: [] };
  if (report === null) {
    outcome.problems.push("wrote no JSON report");
    return finish(outcome, exitCode);
  }
  // Run-level errors: a web server that did not start, a spec file that did not load.
  for (const error of report.errors) outcome.problems.push(firstLine(error.message) || "an error without a message");
  let flaky = 0;
  for (const test of playwrightTests(report.suites)) {
    if (test.status === "expected") outcome.passed += 1;
    else if (test.status === "skipped") outcome.skipped += 1;
    else {
      // A flaky test failed at least once: it counts as failed.
      if (test.status === "flaky") flaky += 1;
      outcome.failed += 1;
      outcome.failures.push(failureLine(`${test.spec.file ?? "?"}:${test.spec.line ?? "?"} › ${test.spec.title ?? "?"}`, test.error));
    }
  }
  const { stats } = report;
  outcome.problems.push(
    ...mismatch("passed", stats.expected, outcome.passed),
    ...mismatch("failed or flaky", stats.unexpected + stats.flaky, outcome.failed),
    ...mismatch("skipped", stats.skipped, outcome.skipped),
  );
  if (flaky > 0) outcome.problems.push(`${flaky} test(s) passed only on a retry`);
  return finish(outcome, exitCode);
}

/** A step that is one check (typecheck, lint, build): one pass or one failure. */
export function singleCheckOutcome(label: string, ok: boolean): StepOutcome {
  return { label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, problems: [], failures: [] };
}

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

export function totalOf(outcomes: StepOutcome[]): Totals {
  return outcomes.reduce<Totals>(
    (sum, o) => ({ passed: sum.passed + o.passed, failed: sum.failed + o.failed + o.problems.length, skipped: sum.skipped + o.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** The summary `npm test` ends with: one labelled line per step, then "N passed, N failed". */
export function summaryLines(outcomes: StepOutcome[]): string[] {
  const lines = outcomes.flatMap((o) => {
    const ok = o.failed === 0 && o.problems.length === 0;
    const skipped = o.skipped > 0 ? `, ${o.skipped} skipped` : "";
    return [
      `${ok ? "✔" : "✘"} ${o.label}: ${o.passed} passed, ${o.failed} failed${skipped}`,
      ...o.failures.map((f) => `    failed: ${f}`),
      ...o.problems.map((p) => `    ✘ ${p}`),
    ];
  });
  const total = totalOf(outcomes);
  const skipped = total.skipped > 0 ? ` (${total.skipped} skipped)` : "";
  return [...lines, "", `${total.passed} passed, ${total.failed} failed${skipped}`];
}
