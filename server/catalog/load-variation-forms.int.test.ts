import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { PRICES_AS_ENTERED } from "./catalog.ts";
import { catalogDb } from "./catalog-db.ts";
import { EMBED_VARIATIONS_LIMIT } from "./read-product-page.ts";
import { loadVariationForms, type VariationFormProduct } from "./load-variation-forms.ts";
import { insertAttributes, insertProduct, insertVariation } from "./test-catalog-fixture.ts";

const now = new Date("2026-06-15T12:00:00Z");

function parentOf(id: number, type: VariationFormProduct["type"]): VariationFormProduct {
  return { id, type, sku: null, image: null, weight: null, dimensions: { length: null, width: null, height: null }, subscription: null, taxStatus: "taxable", taxClass: "" };
}

describe("loadVariationForms", () => {
  let handle: TestDatabaseHandle;
  let tee = 0;
  let shoe = 0;
  let mug = 0;
  let cap = 0;
  let queries = 0;
  let changes = 0;
  /** A product change, as the shop's writes stamp it: forms kept at the older version are dropped. */
  const changeCatalogue = (productId: number, values: { regular_price?: number } = {}) =>
    handle.db.transaction().execute(async (trx) => {
      changes += 1;
      await trx.updateTable("products").set({ updated_at: new Date(Date.UTC(2026, 5, 15, 12, changes)).toISOString() }).where("id", "=", productId).execute();
      if (values.regular_price !== undefined) await trx.updateTable("variations").set(values).where("product_id", "=", productId).execute();
    });
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    tee = await insertProduct(db, { name: "Tee", type: "variable", price_min: 2000, price_max: 2500 });
    await insertAttributes(db, tee, [
      { key: "pa_color", name: "Color", options: ["Red", "Blue"], global: true },
      { key: "size", name: "Size", options: ["S", "M"] },
      { key: "pa_fabric", name: "Fabric", options: ["Cotton"], global: true, usedForVariations: false },
    ]);
    await insertVariation(db, tee, { pa_color: "blue", size: "m" }, { regular_price: 2500, menu_order: 2 });
    await insertVariation(db, tee, { pa_color: "red", size: "" }, { regular_price: 2000, menu_order: 1 });
    shoe = await insertProduct(db, { name: "Shoe", type: "variable", price_min: 9000, price_max: 9000 });
    await insertAttributes(db, shoe, [{ key: "size", name: "Size", options: Array.from({ length: EMBED_VARIATIONS_LIMIT + 1 }, (_, i) => String(i + 1)) }]);
    for (let i = 1; i <= EMBED_VARIATIONS_LIMIT + 1; i += 1) await insertVariation(db, shoe, { size: String(i) }, { regular_price: 9000 });
    mug = await insertProduct(db, { name: "Mug", price_min: 1000, price_max: 1000 });
    cap = await insertProduct(db, { name: "Cap", type: "variable", price_min: 1500, price_max: 1500 });
    await insertAttributes(db, cap, [{ key: "size", name: "Size", options: ["One size"] }]);
    await insertVariation(db, cap, { size: "one-size" }, { regular_price: 1500, sale_price: 1200, sale_from: "2026-06-15T13:00:00.000Z" });
  });
  afterAll(() => handle.close());

  const load = (products: VariationFormProduct[]) => loadVariationForms(catalogDb(handle.db.withPlugin(counting)), products, now, PRICES_AS_ENTERED);

  it("embeds a small product's variations in menu order with only the attributes used for variations", async () => {
    const forms = await load([parentOf(tee, "variable"), parentOf(mug, "simple")]);
    expect(forms.has(mug)).toBe(false);
    const form = forms.get(tee);
    expect(form?.attributes.map((a) => a.key)).toEqual(["pa_color", "size"]);
    expect(form?.variationIndex).toBeNull();
    expect(form?.variations?.map((v) => [v.attributes, v.display_price])).toEqual([
      [{ attribute_pa_color: "red", attribute_size: "" }, 2000],
      [{ attribute_pa_color: "blue", attribute_size: "m" }, 2500],
    ]);
  });

  it("gives a product above the product page's embedding limit its compact index instead", async () => {
    const form = (await load([parentOf(shoe, "variable")])).get(shoe);
    expect(form?.variations).toBeNull();
    expect(form?.variationIndex).toHaveLength(EMBED_VARIATIONS_LIMIT + 1);
    expect(form?.variationIndex?.[0]).toMatchObject({ attributes: { attribute_size: "1" }, is_purchasable: true, is_in_stock: true });
  });

  it("reads several products in the queries of one, plus one for the index of a product above the limit", async () => {
    await changeCatalogue(mug);
    queries = 0;
    await load([parentOf(tee, "variable")]);
    const forOne = queries;
    await changeCatalogue(mug);
    queries = 0;
    await load([parentOf(tee, "variable"), parentOf(shoe, "variable"), parentOf(mug, "simple")]);
    expect(queries).toBeLessThanOrEqual(forOne + 1);
    expect(forOne).toBeGreaterThan(0);
  });

  it("asks nothing when no product is variable", async () => {
    queries = 0;
    expect((await load([parentOf(mug, "simple")])).size).toBe(0);
    expect(queries).toBe(0);
  });

  it("reads a kept form again only when the products' version moves, and prices it at the moment asked", async () => {
    const capForm = (at: Date) => loadVariationForms(catalogDb(handle.db.withPlugin(counting)), [parentOf(cap, "variable")], at, PRICES_AS_ENTERED).then((forms) => forms.get(cap));
    const first = await capForm(now);
    queries = 0;
    const saleStarted = await capForm(new Date("2026-06-15T14:00:00Z"));
    // Only the version's queries (its product count is read at most once a second): the form was kept.
    expect(queries).toBeLessThanOrEqual(2);
    expect(saleStarted?.attributes).toBe(first?.attributes);
    expect([first?.variations?.[0]?.display_price, first?.variations?.[0]?.is_on_sale]).toEqual([1500, false]);
    expect([saleStarted?.variations?.[0]?.display_price, saleStarted?.variations?.[0]?.is_on_sale]).toEqual([1200, true]);
  });

  it("shows a product's change at once", async () => {
    await load([parentOf(cap, "variable")]);
    await changeCatalogue(cap, { regular_price: 1800 });
    const form = (await load([parentOf(cap, "variable")])).get(cap);
    expect(form?.variations?.[0]?.display_regular_price).toBe(1800);
  });
});
