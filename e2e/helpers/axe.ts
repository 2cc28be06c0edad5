import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails with the rule ids and the offending nodes, so a violation is readable in the report.
 * `within` limits the check to one part of the page (a dialog over it, say).
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (within === undefined ? builder : builder.include(within)).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}
