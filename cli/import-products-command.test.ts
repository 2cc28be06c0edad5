import { describe, expect, it } from "vitest";
import { formatImportReport } from "./import-products-command.ts";

describe("formatImportReport", () => {
  it("prints the counts and every problem in row order", () => {
    const lines = formatImportReport({
      ok: true, imported: 1, updated: 0, unchanged: 0, skipped: 1, failed: 1, variations: 2,
      rows: [
        { row: 1, sku: "tee", name: "Tee", status: "imported", reason: null, warnings: ['upsells: no product with SKU or slug "x"'] },
        { row: 4, sku: null, name: "Mug", status: "skipped", reason: 'a product with slug "mug" already exists', warnings: [] },
      ],
      failures: [{ row: 3, sku: "tee-xl", reason: 'parent "id:9" is not in this file' }],
    });
    expect(lines).toEqual([
      "Imported 1, updated 0, unchanged 0, skipped 1, failed 1 (2 variations).",
      '  row 1 (tee): warning: upsells: no product with SKU or slug "x"',
      '  row 3 (tee-xl): failed: parent "id:9" is not in this file',
      '  row 4: skipped: a product with slug "mug" already exists',
    ]);
  });
});
