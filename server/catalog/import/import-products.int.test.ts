import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { importProducts, type ImportReport } from "./import-products.ts";

// The real WooCommerce export, kept in the repository's fixtures/ folder.
const fixturePath = fileURLToPath(new URL("../../../fixtures/woocommerce-sample-products.csv", import.meta.url));
const now = new Date("2026-11-21T12:00:00Z");

function expectReport(result: Awaited<ReturnType<typeof importProducts>>): ImportReport {
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("importProducts with WooCommerce's sample export", () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  let csv: string;
  let first: ImportReport;

  beforeAll(async () => {
    handle = await createTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), "shopwright-import-"));
    csv = readFileSync(fixturePath, "utf8");
    first = expectReport(await importProducts(handle.db, csv, { mediaDir, update: false, now }));
  });
  afterAll(async () => {
    await handle.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const db = () => handle.db;
  const productBySku = (sku: string) => db().selectFrom("products").selectAll().where("sku", "=", sku).executeTakeFirstOrThrow();

  it("imports 15 products and 9 variations", async () => {
    expect(first).toMatchObject({ imported: 15, updated: 0, unchanged: 0, skipped: 0, failed: 0, variations: 9, failures: [] });
    expect(first.rows.flatMap((r) => r.warnings)).toEqual([]);
  });

  it("imports the Hoodie's six variations with their prices and attribute values", async () => {
    const hoodie = await productBySku("cc-hoodie");
    expect(hoodie).toMatchObject({ type: "variable", slug: "hoodie", price_min: 4200, price_max: 4500, status: "publish" });
    const attributes = await db().selectFrom("product_attributes").selectAll().where("product_id", "=", hoodie.id).orderBy("position").execute();
    expect(attributes.map((a) => [a.slug, a.used_for_variations, a.visible, a.default_option, JSON.parse(a.options) as unknown])).toEqual([
      ["pa_color", 1, 1, "red", [{ slug: "blue", name: "Blue" }, { slug: "green", name: "Green" }, { slug: "red", name: "Red" }]],
      ["logo", 1, 1, "no", [{ slug: "yes", name: "Yes" }, { slug: "no", name: "No" }]],
    ]);
    const variations = await db()
      .selectFrom("variations")
      .select(["id", "sku", "regular_price", "sale_price", "enabled"])
      .where("product_id", "=", hoodie.id)
      .orderBy("sku")
      .execute();
    const values = await db().selectFrom("variation_attributes").selectAll().where("variation_id", "in", variations.map((v) => v.id)).execute();
    const describe = variations.map((v) => [
      v.sku,
      v.regular_price,
      v.sale_price,
      Object.fromEntries(values.filter((a) => a.variation_id === v.id).map((a) => [a.slug, a.value])),
    ]);
    expect(describe).toEqual([
      ["cc-hoodie-blue", 4500, null, { pa_color: "blue", logo: "no" }],
      ["cc-hoodie-blue-logo", 4500, null, { pa_color: "blue", logo: "yes" }],
      ["cc-hoodie-green", 4500, null, { pa_color: "green", logo: "no" }],
      ["cc-hoodie-green-logo", 4500, null, { pa_color: "green", logo: "yes" }],
      ["cc-hoodie-red", 4500, 4200, { pa_color: "red", logo: "no" }],
      ["cc-hoodie-red-logo", 4500, null, { pa_color: "red", logo: "yes" }],
    ]);
  });

  it("imports the T-Shirt's variations with Size as 'any'", async () => {
    const tee = await productBySku("cc-tee");
    expect(tee).toMatchObject({ price_min: 2500, price_max: 2500, featured: 1 });
    const rows = await db()
      .selectFrom("variation_attributes")
      .innerJoin("variations", "variations.id", "variation_attributes.variation_id")
      .select(["variations.sku", "variation_attributes.slug", "variation_attributes.value", "variations.tax_class"])
      .where("variations.product_id", "=", tee.id)
      .where("variation_attributes.slug", "=", "pa_size")
      .execute();
    expect(rows.map((r) => r.value)).toEqual(["", "", ""]);
    expect(rows.every((r) => r.tax_class === "parent")).toBe(true);
  });

  it("nests categories and assigns the deepest one", async () => {
    const categories = await db().selectFrom("categories").select(["id", "slug", "name", "parent_id"]).execute();
    const clothing = categories.find((c) => c.slug === "clothing");
    expect(clothing?.parent_id).toBeNull();
    expect(categories.filter((c) => c.parent_id === clothing?.id).map((c) => c.slug).sort()).toEqual(["accessories", "hoodies", "tshirts"]);
    expect(categories.filter((c) => c.parent_id === null).map((c) => c.slug).sort()).toEqual(["clothing", "donation", "music"]);
    const belt = await productBySku("cc-belt");
    const assigned = await db().selectFrom("product_categories").innerJoin("categories", "categories.id", "product_categories.category_id").select("slug").where("product_id", "=", belt.id).execute();
    expect(assigned).toEqual([{ slug: "accessories" }]);
  });

  it("links the grouped product's children and prices it from them", async () => {
    const group = await productBySku("cc-logo-collection");
    const children = await db()
      .selectFrom("product_links")
      .innerJoin("products", "products.id", "product_links.linked_product_id")
      .select(["products.sku", "product_links.position"])
      .where("product_links.product_id", "=", group.id)
      .where("kind", "=", "grouped")
      .orderBy("position")
      .execute();
    expect(children.map((c) => c.sku)).toEqual(["cc-hoodie-with-logo", "cc-beanie-logo", "cc-tshirt-logo"]);
    expect(group).toMatchObject({ price_min: 1800, price_max: 4500 });
  });

  it("maps simple, external and downloadable products", async () => {
    expect(await productBySku("cc-beanie")).toMatchObject({ regular_price: 2000, sale_price: 1800, price_min: 1800 });
    expect(await productBySku("cc-hoodie-with-pocket")).toMatchObject({ catalog_visibility: "hidden", featured: 1 });
    expect(await productBySku("cp-donation")).toMatchObject({ type: "external", external_url: "https://www.classicpress.net/donate/", button_text: "Donate to ClassicPress" });
    const album = await productBySku("cc-album");
    expect(album).toMatchObject({ virtual: 1, downloadable: 1, regular_price: 1500 });
    const downloads = await db().selectFrom("product_downloads").select(["name"]).where("product_id", "=", album.id).orderBy("id").execute();
    expect(downloads).toEqual([{ name: "Album" }, { name: "Single 2" }]);
  });

  it("keeps unreachable images as remote images, each URL once", async () => {
    const hoodie = await productBySku("cc-hoodie");
    const image = await db().selectFrom("images").selectAll().where("id", "=", hoodie.image_id ?? -1).executeTakeFirstOrThrow();
    expect(image).toMatchObject({ remote: 1, source_url: "https://classiccommerce.cc/wp-content/downloads/sample-data-images/hoodie-no-pocket-red.png" });
    const gallery = await db().selectFrom("product_gallery").select("image_id").where("product_id", "=", hoodie.id).execute();
    expect(gallery).toHaveLength(3);
    const sources = await db().selectFrom("images").select("source_url").execute();
    expect(new Set(sources.map((s) => s.source_url)).size).toBe(sources.length);
  });

  it("skips existing products without --update", async () => {
    const again = expectReport(await importProducts(db(), csv, { mediaDir, update: false, now }));
    expect(again).toMatchObject({ imported: 0, updated: 0, skipped: 15, failed: 0 });
    expect(again.rows[0]?.reason).toBe('a product with SKU "cc-tee" already exists');
  });

  it("reports no changes when the same file is imported again with --update", async () => {
    const variationIds = await db().selectFrom("variations").select("id").orderBy("id").execute();
    const again = expectReport(await importProducts(db(), csv, { mediaDir, update: true, now }));
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 15, skipped: 0, failed: 0 });
    expect(await db().selectFrom("variations").select("id").orderBy("id").execute()).toEqual(variationIds);
  });

  it("updates a changed price in place", async () => {
    const changed = csv.replace(",0,,,45,,,,https://classiccommerce.cc/wp-content/downloads/sample-data-images/hoodie-no-pocket-blue.png,", ",0,,,50,,,,https://classiccommerce.cc/wp-content/downloads/sample-data-images/hoodie-no-pocket-blue.png,");
    expect(changed).not.toBe(csv);
    const report = expectReport(await importProducts(db(), changed, { mediaDir, update: true, now }));
    expect(report).toMatchObject({ imported: 0, updated: 1, unchanged: 14 });
    expect(await productBySku("cc-hoodie")).toMatchObject({ price_min: 4200, price_max: 5000 });
  });
});
