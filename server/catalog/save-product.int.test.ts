import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import type { ProductInput } from "./catalog.ts";
import { linkProducts } from "./link-products.ts";
import { saveProduct } from "./save-product.ts";

const now = new Date("2026-06-01T00:00:00Z");

const hoodie: ProductInput = {
  type: "variable",
  name: "Hoodie",
  sku: "hoodie",
  categories: [["Clothing", "Hoodies"]],
  tags: ["Warm"],
  attributes: [
    { name: "Color", global: true, options: ["Blue", "Red"], defaultOption: "Red" },
    { name: "Logo", options: ["Yes", "No"] },
  ],
  variations: [
    { sku: "hoodie-blue-yes", attributes: { Color: "Blue", Logo: "Yes" }, regularPrice: 4500 },
    { sku: "hoodie-red-no", attributes: { Color: "Red", Logo: "No" }, regularPrice: 4500, salePrice: 4200 },
    { sku: "hoodie-any", attributes: { Color: "", Logo: "Yes" }, regularPrice: 5000, enabled: true },
    { attributes: { Color: "Red", Logo: "Yes" }, regularPrice: 100, enabled: false },
  ],
  downloads: [],
};

describe("saveProduct", () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  const options = () => ({ mediaDir, mode: "upsert" as const, now });

  beforeAll(async () => {
    handle = await createTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), "shopwright-save-"));
  });
  afterAll(async () => {
    await handle.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("creates a variable product with terms, attributes, variations and a price range", async () => {
    const result = await saveProduct(handle.db, hoodie, options());
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ created: true, changed: true, warnings: [] });
    const db = handle.db;
    const product = await db.selectFrom("products").selectAll().where("id", "=", result.productId).executeTakeFirstOrThrow();
    expect(product).toMatchObject({ slug: "hoodie", price_min: 4200, price_max: 5000, stock_status: "instock" });

    const categories = await db.selectFrom("categories").select(["id", "slug", "parent_id"]).orderBy("id").execute();
    expect(categories.map((c) => c.slug)).toEqual(["clothing", "hoodies"]);
    expect(categories[1]?.parent_id).toBe(categories[0]?.id);

    const attributes = await db.selectFrom("product_attributes").selectAll().where("product_id", "=", result.productId).orderBy("position").execute();
    expect(attributes.map((a) => [a.slug, a.used_for_variations, a.default_option, JSON.parse(a.options) as unknown])).toEqual([
      ["pa_color", 1, "red", [{ slug: "blue", name: "Blue" }, { slug: "red", name: "Red" }]],
      ["logo", 1, null, [{ slug: "yes", name: "Yes" }, { slug: "no", name: "No" }]],
    ]);
    expect(await db.selectFrom("attribute_terms").select("slug").orderBy("menu_order").execute()).toEqual([{ slug: "blue" }, { slug: "red" }]);

    const values = await db
      .selectFrom("variation_attributes")
      .innerJoin("variations", "variations.id", "variation_attributes.variation_id")
      .select(["variations.sku", "variation_attributes.slug", "variation_attributes.value"])
      .where("variations.sku", "=", "hoodie-any")
      .orderBy("variation_attributes.slug")
      .execute();
    expect(values).toEqual([
      { sku: "hoodie-any", slug: "logo", value: "yes" },
      { sku: "hoodie-any", slug: "pa_color", value: "" },
    ]);
  });

  it("saving the same input again changes nothing and keeps variation ids", async () => {
    const before = await handle.db.selectFrom("variations").select(["id", "sku"]).orderBy("id").execute();
    const result = await saveProduct(handle.db, hoodie, options());
    expect(result).toMatchObject({ ok: true, created: false, changed: false });
    const changed = await saveProduct(handle.db, { ...hoodie, name: "Hoodie Deluxe", variations: [...(hoodie.variations ?? []).slice(0, 3)] }, options());
    expect(changed).toMatchObject({ ok: true, created: false, changed: true });
    const after = await handle.db.selectFrom("variations").select(["id", "sku"]).orderBy("id").execute();
    expect(after).toEqual(before.slice(0, 3));
    const product = await handle.db.selectFrom("products").select(["slug", "name"]).where("sku", "=", "hoodie").executeTakeFirstOrThrow();
    expect(product).toEqual({ slug: "hoodie", name: "Hoodie Deluxe" });
  });

  it("reports duplicates and invalid input without writing", async () => {
    expect(await saveProduct(handle.db, { type: "simple", name: "Other", sku: "hoodie" }, { ...options(), mode: "create" })).toMatchObject({ ok: false, code: "duplicate_sku" });
    expect(await saveProduct(handle.db, { type: "simple", name: "Other", slug: "hoodie", sku: "x1" }, options())).toMatchObject({ ok: false, code: "duplicate_slug" });
    expect(await saveProduct(handle.db, { type: "simple", name: "Other", sku: "hoodie-any" }, options())).toMatchObject({ ok: false, code: "duplicate_sku" });
    const invalid = await saveProduct(handle.db, { type: "external", name: "Donate" }, options());
    expect(invalid).toMatchObject({ ok: false, code: "invalid_product", issues: [{ path: "externalUrl" }] });
    const badOption = await saveProduct(handle.db, { ...hoodie, sku: "h2", name: "H2", variations: [{ attributes: { Color: "Purple" } }] }, options());
    expect(badOption).toMatchObject({ ok: false, code: "invalid_product" });
    expect(await handle.db.selectFrom("products").select("sku").execute()).toEqual([{ sku: "hoodie" }]);
  });

  it("gives a new product with a taken name a numbered slug", async () => {
    const result = await saveProduct(handle.db, { type: "simple", name: "Hoodie", sku: "hoodie-2", regularPrice: 1000 }, { ...options(), mode: "create" });
    if (!result.ok) throw new Error(result.message);
    const row = await handle.db.selectFrom("products").select(["slug", "price_min", "price_max"]).where("id", "=", result.productId).executeTakeFirstOrThrow();
    expect(row).toEqual({ slug: "hoodie-2", price_min: 1000, price_max: 1000 });
  });

  it("links grouped children, warns about unknown ones and prices the group from them", async () => {
    const group = await saveProduct(handle.db, { type: "grouped", name: "Bundle", groupedProducts: ["hoodie-2", "hoodie", "nope"], upsells: ["hoodie"] }, options());
    if (!group.ok) throw new Error(group.message);
    expect(group.warnings).toEqual(['groupedProducts: no product with SKU or slug "nope"']);
    const row = await handle.db.selectFrom("products").select(["price_min", "price_max"]).where("id", "=", group.productId).executeTakeFirstOrThrow();
    expect(row).toEqual({ price_min: 1000, price_max: 5000 });

    const child = await saveProduct(handle.db, { type: "simple", name: "Hoodie", sku: "hoodie-2", regularPrice: 900 }, options());
    expect(child).toMatchObject({ ok: true, changed: true });
    const updated = await handle.db.selectFrom("products").select(["price_min"]).where("id", "=", group.productId).executeTakeFirstOrThrow();
    expect(updated.price_min).toBe(900);

    const relinked = await linkProducts(handle.db, group.productId, { upsells: ["hoodie"], crossSells: [], groupedProducts: ["hoodie-2", "hoodie"] }, now);
    expect(relinked).toEqual({ changed: false, warnings: [] });
    const deferred = await saveProduct(handle.db, { type: "grouped", name: "Bundle", groupedProducts: [] }, { ...options(), deferLinks: true });
    expect(deferred).toMatchObject({ ok: true, changed: false });
  });

  it("applies sale prices only inside the sale window", async () => {
    const result = await saveProduct(
      handle.db,
      { type: "simple", name: "Cap", sku: "cap", regularPrice: 1800, salePrice: 1600, saleFrom: "2026-07-01T00:00:00Z" },
      options(),
    );
    if (!result.ok) throw new Error(result.message);
    const row = await handle.db.selectFrom("products").select(["price_min", "sale_price"]).where("id", "=", result.productId).executeTakeFirstOrThrow();
    expect(row).toEqual({ price_min: 1800, sale_price: 1600 });
  });

  it("stamps a new updated_at when only an image's alt text changed", async () => {
    const remote = { unreachableImageHosts: new Set(["images.invalid"]) };
    const mug: ProductInput = { type: "simple", name: "Alt Mug", sku: "alt-mug", regularPrice: 900, image: { source: "https://images.invalid/mug.png", alt: "A mug" } };
    await saveProduct(handle.db, mug, { ...options(), ...remote });
    const later = new Date(now.getTime() + 60_000);
    const same = await saveProduct(handle.db, mug, { ...options(), ...remote, now: later });
    expect(same).toMatchObject({ ok: true, changed: false });
    const renamed = await saveProduct(handle.db, { ...mug, image: { source: "https://images.invalid/mug.png", alt: "A blue mug" } }, { ...options(), ...remote, now: later });
    expect(renamed).toMatchObject({ ok: true, changed: true });
    const row = await handle.db.selectFrom("products").select("updated_at").where("sku", "=", "alt-mug").executeTakeFirstOrThrow();
    expect(row.updated_at).toBe(later.toISOString());
  });
  it("links a saved product to its global attributes' terms, which the product table filters by, and relinks on a change", async () => {
    const saved = await saveProduct(handle.db, { ...hoodie, sku: "linked-tee", name: "Linked Tee", variations: [] }, options());
    if (!saved.ok) throw new Error(saved.message);
    const links = () =>
      handle.db.selectFrom("product_attribute_terms").select("term_slug").where("product_id", "=", saved.productId).orderBy("term_slug").execute();
    expect((await links()).map((l) => l.term_slug)).toEqual(["blue", "red"]);
    const changed = await saveProduct(handle.db, { ...hoodie, sku: "linked-tee", name: "Linked Tee", variations: [], attributes: [{ name: "Color", global: true, options: ["Red"] }] }, options());
    if (!changed.ok) throw new Error(changed.message);
    expect((await links()).map((l) => l.term_slug)).toEqual(["red"]);
  });
});
