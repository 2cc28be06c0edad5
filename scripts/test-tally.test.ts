import { describe, expect, it } from "vitest";
import { playwrightOutcome, summaryLines, totalOf, vitestOutcome, type PlaywrightReport, type VitestReport } from "./test-tally.ts";

const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
const tests = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe("Playwright outcome", () => {
  it("counts each test by its status, nested suites included", () => {
    const report: PlaywrightReport = {
      suites: [{ specs: [{ tests: tests("expected") }], suites: [{ specs: [{ tests: tests("expected", "skipped") }, { tests: tests("unexpected") }] }] }],
      errors: [],
      stats: { ...stats, expected: 2, unexpected: 1, skipped: 1 },
    };
    expect(playwrightOutcome("e2e", report, 1)).toMatchObject({ label: "e2e", passed: 2, failed: 1, skipped: 1, problems: [] });
  });

  it("names a failed test by its file, line and title with the first line of its last try's error, colour codes removed", () => {
    const failed = {
      title: "the notice shows",
      file: "theme-consent.spec.ts",
      line: 91,
      tests: [{ status: "unexpected", results: [{ error: { message: "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: …" } }] }],
    };
    const report: PlaywrightReport = {
      suites: [{ specs: [{ tests: tests("expected") }], suites: [{ specs: [failed] }] }],
      errors: [],
      stats: { ...stats, expected: 1, unexpected: 1 },
    };
    expect(playwrightOutcome("e2e", report, 1).failures).toEqual(["theme-consent.spec.ts:91 › the notice shows: Error: expect(locator).toBeVisible() failed"]);
  });

  it("fails a run whose web server did not start: a run-level error and no test", () => {
    const report: PlaywrightReport = {
      suites: [],
      errors: [{ message: "Error: Process from config.webServer was not able to start. Exit code: 1\n    at …" }],
      stats,
    };
    const outcome = playwrightOutcome("e2e", report, 1);
    expect(outcome.problems).toEqual(["Error: Process from config.webServer was not able to start. Exit code: 1", "ran no test"]);
    expect(totalOf([outcome])).toEqual({ passed: 0, failed: 2, skipped: 0 });
  });

  it("fails a run where one spec file did not load, even when the others passed", () => {
    const report: PlaywrightReport = {
      suites: [{ specs: [{ tests: tests("expected", "expected") }] }],
      errors: [{ message: "Error: boom at import" }],
      stats: { ...stats, expected: 2 },
    };
    expect(totalOf([playwrightOutcome("e2e", report, 1)])).toEqual({ passed: 2, failed: 1, skipped: 0 });
  });

  it("fails when the report's own totals disagree with its tests", () => {
    const report: PlaywrightReport = { suites: [{ specs: [{ tests: tests("expected") }] }], errors: [], stats: { ...stats, expected: 3 } };
    expect(playwrightOutcome("e2e", report, 0).problems).toEqual(["the report says 3 passed, its tests count 1"]);
  });

  it("counts a flaky test as failed and says so", () => {
    const report: PlaywrightReport = { suites: [{ specs: [{ tests: tests("expected", "flaky") }] }], errors: [], stats: { ...stats, expected: 1, flaky: 1 } };
    const outcome = playwrightOutcome("e2e", report, 0);
    expect(outcome).toMatchObject({ passed: 1, failed: 1, problems: ["1 test(s) passed only on a retry"] });
  });

  it("fails a run that executed no test, or only skipped ones", () => {
    const report: PlaywrightReport = { suites: [{ specs: [{ tests: tests("skipped") }] }], errors: [], stats: { ...stats, skipped: 1 } };
    expect(playwrightOutcome("e2e", report, 0).problems).toEqual(["ran no test"]);
  });

  it("fails on a non-zero exit that the report does not explain, and on a missing report", () => {
    const report: PlaywrightReport = { suites: [{ specs: [{ tests: tests("expected") }] }], errors: [], stats: { ...stats, expected: 1 } };
    expect(playwrightOutcome("e2e", report, 1).problems).toEqual(["exited with code 1 although its report shows no failure"]);
    expect(playwrightOutcome("e2e", null, 1).problems).toEqual(["wrote no JSON report", "ran no test"]);
    expect(playwrightOutcome("e2e", report, null).problems).toEqual(["exited with code null although its report shows no failure"]);
  });
});

describe("Vitest outcome", () => {
  const file = (name: string, status: string, statuses: string[], message?: string) => ({
    name,
    status,
    ...(message === undefined ? {} : { message }),
    assertionResults: tests(...statuses),
  });

  it("counts passed, failed and skipped tests across files", () => {
    const report: VitestReport = {
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [file("a.test.ts", "passed", ["passed", "skipped"]), file("b.test.ts", "failed", ["passed", "failed"])],
    };
    expect(vitestOutcome("vitest", report, 1)).toMatchObject({ label: "vitest", passed: 2, failed: 1, skipped: 1, problems: [] });
  });

  it("names a failed test by its file and full name with the first line of its failure", () => {
    const report: VitestReport = {
      numPassedTests: 0,
      numFailedTests: 1,
      testResults: [
        { name: "b.test.ts", status: "failed", assertionResults: [{ status: "failed", fullName: "cart adds once", failureMessages: ["AssertionError: expected 2 to be 1\n    at …"] }] },
      ],
    };
    expect(vitestOutcome("vitest", report, 1).failures).toEqual(["b.test.ts › cart adds once: AssertionError: expected 2 to be 1"]);
  });

  it("fails a file that did not load, though Vitest's test totals show no failure", () => {
    const report: VitestReport = {
      numPassedTests: 1,
      numFailedTests: 0,
      testResults: [file("a.test.ts", "passed", ["passed"]), file("broken.test.ts", "failed", [], "boom at import\nstack")],
    };
    const outcome = vitestOutcome("vitest", report, 1);
    expect(outcome.problems).toEqual(["broken.test.ts: boom at import"]);
    expect(totalOf([outcome])).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });

  it("fails when Vitest's totals disagree with its tests, and on an unexplained exit code", () => {
    const report: VitestReport = { numPassedTests: 4, numFailedTests: 0, testResults: [file("a.test.ts", "passed", ["passed"])] };
    expect(vitestOutcome("vitest", report, 1).problems).toEqual(["the report says 4 passed, its tests count 1"]);
    const honest: VitestReport = { ...report, numPassedTests: 1 };
    expect(vitestOutcome("vitest", honest, 1).problems).toEqual(["exited with code 1 although its report shows no failure"]);
    expect(vitestOutcome("vitest", honest, 0).problems).toEqual([]);
  });
});

describe("summary", () => {
  it("labels each step and ends with the totals, problems counted as failures", () => {
    const sqlite = { label: "e2e on SQLite", passed: 3, failed: 0, skipped: 0, problems: [], failures: [] };
    const postgres = { label: "e2e on PostgreSQL", passed: 0, failed: 0, skipped: 0, problems: ["ran no test"], failures: [] };
    expect(summaryLines([sqlite, postgres])).toEqual([
      "✔ e2e on SQLite: 3 passed, 0 failed",
      "✘ e2e on PostgreSQL: 0 passed, 0 failed",
      "    ✘ ran no test",
      "",
      "3 passed, 1 failed",
    ]);
  });

  it("names each failed test under its step, without counting it twice", () => {
    const vitest = { label: "vitest", passed: 5, failed: 1, skipped: 0, problems: [], failures: ["b.test.ts › cart adds once: AssertionError"] };
    expect(summaryLines([vitest])).toEqual(["✘ vitest: 5 passed, 1 failed", "    failed: b.test.ts › cart adds once: AssertionError", "", "5 passed, 1 failed"]);
  });
});
