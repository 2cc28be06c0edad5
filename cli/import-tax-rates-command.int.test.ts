import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../server/db/test-database.ts";
import { listTaxRates } from "../server/tax/list-tax-rates.ts";
import { runImportTaxRates } from "./import-tax-rates-command.ts";

describe("shop import-tax-rates", () => {
  let handle: TestDatabaseHandle;
  const lines: string[] = [];
  const output = { out: (line: string) => void lines.push(line), err: (line: string) => void lines.push(`ERR ${line}`) };
  const dir = mkdtempSync(join(tmpdir(), "tax-rates-"));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("imports the rates of a WooCommerce export and says how many", async () => {
    const csv = file("rates.csv", "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nUS,NY,,,4,NY Tax,1,0,1,\nGB,,,,20,VAT,1,0,1,\n");
    expect(await runImportTaxRates(handle.db, [csv], output)).toBe(0);
    expect(lines.at(-1)).toBe("Imported 2 tax rates; the shop now has 2.");
  });

  it("a bad file prints each error, exits 1 and leaves the rates as they were", async () => {
    const csv = file("bad.csv", "FR,,,,twenty,TVA,1,0,1,\n");
    expect(await runImportTaxRates(handle.db, [csv, "--replace"], output)).toBe(1);
    expect(lines.slice(-2)).toEqual([`ERR No tax rates were imported from ${csv}:`, 'ERR   Row 1: Rate %: "twenty" is not a percentage between 0 and 100 with up to 4 decimals']);
    expect(await listTaxRates(handle.db)).toHaveLength(2);
  });

  it("a missing file exits 1 and a wrong option exits 2 with the usage", async () => {
    expect(await runImportTaxRates(handle.db, [join(dir, "missing.csv")], output)).toBe(1);
    expect(await runImportTaxRates(handle.db, ["x.csv", "--force"], output)).toBe(2);
    expect(lines.at(-1)).toBe("ERR Usage: npm run shop -- import-tax-rates <file.csv> [--replace]");
  });
});
