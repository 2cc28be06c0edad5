import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../server/db/test-database.ts";
import { seedDemoPayments } from "../server/payments/seed-demo-payments.ts";
import { seedDemoShipping } from "../server/shipping/seed-demo-shipping.ts";
import { runSettings } from "./settings-command.ts";

describe("shop settings", () => {
  let handle: TestDatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoShipping(handle.db);
    await seedDemoPayments(handle.db);
    dir = mkdtempSync(join(tmpdir(), "shop-settings-"));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await handle.close();
  });

  async function run(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSettings(handle.db, args, { out: (line) => void out.push(line), err: (line) => void err.push(line) });
    return { code, out, err };
  }

  it("export writes a JSON file that import reads back, and exporting again writes the same file", async () => {
    const first = join(dir, "first.json");
    expect(await run("export", first)).toEqual({ code: 0, out: [`Settings written to ${first}.`], err: [] });
    const file = JSON.parse(readFileSync(first, "utf8")) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(["version", "shipping", "tax", "payments", "subscriptions"]);
    expect(await run("import", first)).toEqual({ code: 0, out: [`Imported from ${first}: shipping (3 zones, 7 methods, 1 class), tax (settings, 0 rates), payments (7 settings), subscriptions (2 settings).`], err: [] });
    const second = join(dir, "second.json");
    await run("export", second);
    expect(readFileSync(second, "utf8")).toBe(readFileSync(first, "utf8"));
  });

  it("a faulty file exits 1, prints each fault with its path and changes nothing", async () => {
    const before = join(dir, "before.json");
    await run("export", before);
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ shipping: { zones: [{ name: "", methods: [] }] }, payments: { stripeEnabled: "yes" } }));
    const result = await run("import", bad);
    expect(result.code).toBe(1);
    expect(result.err[0]).toBe(`${bad} has 2 faults; nothing was changed:`);
    expect(result.err.slice(1).map((line) => line.split(":")[0])).toEqual(["  shipping.zones.0.name", "  payments.stripeEnabled"]);
    const after = join(dir, "after.json");
    await run("export", after);
    expect(readFileSync(after, "utf8")).toBe(readFileSync(before, "utf8"));
  });

  it("a file that is missing or not JSON exits 1 with one line; a malformed command line exits 2 with the usage", async () => {
    const notJson = join(dir, "not.json");
    writeFileSync(notJson, "{ shipping: ");
    expect(await run("import", notJson)).toMatchObject({ code: 1, err: [expect.stringMatching(new RegExp(`^${notJson} is not valid JSON: `))] });
    expect(await run("import", join(dir, "missing.json"))).toMatchObject({ code: 1, err: [expect.stringMatching(/^Cannot read .*missing\.json: ENOENT/)] });
    for (const args of [[], ["export"], ["import", "-"], ["sync", "a.json"], ["export", "a.json", "b.json"]]) expect((await run(...args)).code, args.join(" ")).toBe(2);
  });
});
