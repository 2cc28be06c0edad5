import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as demoHomeBehaviours from "../db/migrations/2026-12-08-028-demo-home-behaviours.ts";
import type { TestDatabaseHandle } from "../db/test-database.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { getPage } from "./get-page.ts";

// Migration 028 (decision 046): a home page still as the previous demo seed wrote it gets the
// demo's new blocks; one anybody edited is left as it is.

type PagesDb = Kysely<{ pages: { slug: string; blocks: string; content: string; updated_at: string } }>;

describe("migration 028: the demo home page's behaviours", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  async function setHome(blocks: unknown[]): Promise<void> {
    await (handle.db as unknown as PagesDb).updateTable("pages").set({ blocks: JSON.stringify(blocks) }).where("slug", "=", "home").execute();
  }

  it("upgrades the previous demo's home page, keys in any order, and down() puts it back", async () => {
    const raw = handle.db as unknown as Kysely<unknown>;
    // As stored by the seed, whose key order is the schema's, not the migration's.
    await setHome(demoHomeBehaviours.PREVIOUS_DEMO_HOME.map((block) => Object.fromEntries(Object.entries(block).reverse())));
    await demoHomeBehaviours.up(raw);
    const home = await getPage(handle.db, "home");
    expect(home?.blocks.map((block) => block.type)).toEqual(["hero", "richText", "products", "products", "countUp", "button", "accordion"]);
    expect(home?.blocks[5]).toMatchObject({ type: "button", label: "Shipping and returns", href: "" });
    expect(home?.content).toContain('data-tooltip="Orders placed before 2 pm');
    await demoHomeBehaviours.down(raw);
    expect((await getPage(handle.db, "home"))?.blocks.map((block) => block.type)).toEqual(["hero", "products", "products", "countUp", "button", "accordion"]);
  });

  it("leaves an edited home page alone", async () => {
    const edited = demoHomeBehaviours.PREVIOUS_DEMO_HOME.map((block) => (block.type === "hero" ? { ...block, text: "Our own words." } : block));
    await setHome(edited);
    await demoHomeBehaviours.up(handle.db as unknown as Kysely<unknown>);
    const home = await getPage(handle.db, "home");
    expect(home?.blocks).toHaveLength(6);
    expect(home?.blocks[0]).toMatchObject({ type: "hero", text: "Our own words." });
  });
});
