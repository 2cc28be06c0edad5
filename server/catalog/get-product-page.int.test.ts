import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICES_AS_ENTERED } from "./catalog.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { getProductPage } from "./get-product-page.ts";
import { EMBED_VARIATIONS_LIMIT } from "./read-product-page.ts";
import { findVariation } from "./find-variation.ts";
import {
  assignCategories, assignTags, insertAttributes, insertCategory, insertImage, insertProduct, insertTag, insertVariation, linkProducts,
} from "./test-catalog-fixture.ts";

const now = new Date("2026-11-21T15:30:00Z");

describe("product page and variation lookup", () => {
  let handle: DatabaseHandle;
  const id: Record<string, number> = {};
  const variationId: Record<string, number> = {};

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    const clothing = await insertCategory(db, "Clothing");
    const other = await insertCategory(db, "Other");
    const winter = await insertTag(db, "Winter");
    const main = await insertImage(db, "hoodie");
    const gallery1 = await insertImage(db, "hoodie-back");
    const blueImage = await insertImage(db, "hoodie-blue");

    id.hoodie = await insertProduct(db, {
      name: "Hoodie", type: "variable", sku: "HOODIE", image_id: main, weight: "0.5", length: "10", width: "20", height: "30",
      description: "<p>Warm</p>", short_description: "Soft", reviews_allowed: 1,
    });
    await db.insertInto("product_gallery").values({ product_id: id.hoodie, image_id: gallery1, position: 0 }).execute();
    await assignCategories(db, id.hoodie, [clothing]);
    await assignTags(db, id.hoodie, [winter]);
    await insertAttributes(db, id.hoodie, [
      { key: "pa_color", name: "Color", options: ["Blue", "Red"], global: true },
      { key: "logo", name: "Logo", options: ["Yes", "No"] },
      { key: "material", name: "Material", options: ["Cotton"], usedForVariations: false },
    ]);
    // Any colour with a logo; blue without logo; a more specific blue-with-logo later in menu order.
    variationId.anyYes = await insertVariation(db, id.hoodie, { pa_color: "", logo: "yes" }, { regular_price: 4500, menu_order: 1 });
    variationId.blueNo = await insertVariation(db, id.hoodie, { pa_color: "blue", logo: "no" }, { regular_price: 4000, menu_order: 2, image_id: blueImage, sku: "HOODIE-BLUE" });
    variationId.blueYes = await insertVariation(db, id.hoodie, { pa_color: "blue", logo: "yes" }, { regular_price: 4800, menu_order: 3 });
    variationId.disabled = await insertVariation(db, id.hoodie, { pa_color: "red", logo: "no" }, { regular_price: 100, menu_order: 4, enabled: 0 });

    id.beanie = await insertProduct(db, { name: "Beanie", regular_price: 1800, menu_order: 1 });
    id.cap = await insertProduct(db, { name: "Cap", regular_price: 1600, menu_order: 2 });
    id.scarf = await insertProduct(db, { name: "Scarf", regular_price: 1400, menu_order: 3, catalog_visibility: "search" });
    id.draftShirt = await insertProduct(db, { name: "Draft Shirt", regular_price: 1400, status: "draft" });
    id.sock = await insertProduct(db, { name: "Sock", regular_price: 500, menu_order: 4 });
    id.belt = await insertProduct(db, { name: "Belt", regular_price: 500, menu_order: 5 });
    id.glove = await insertProduct(db, { name: "Glove", regular_price: 500, menu_order: 6 });
    id.lonely = await insertProduct(db, { name: "Lonely", regular_price: 500 });
    for (const p of [id.beanie, id.cap, id.scarf, id.draftShirt, id.sock, id.belt, id.glove]) await assignCategories(db, p, [clothing]);
    await assignCategories(db, id.lonely, [other]);
    await linkProducts(db, id.hoodie, "upsell", [id.cap, id.draftShirt]);

    id.group = await insertProduct(db, { name: "Winter Set", type: "grouped", price_min: 500, price_max: 1800 });
    await linkProducts(db, id.group, "grouped", [id.sock, id.beanie, id.draftShirt]);
    id.draft = await insertProduct(db, { name: "Draft", status: "draft" });
    id.private = await insertProduct(db, { name: "Private", status: "private" });
    id.hidden = await insertProduct(db, { name: "Hidden", catalog_visibility: "hidden", regular_price: 100 });
  });
  afterAll(() => handle.close());

  it("assembles a variable product's page", async () => {
    const page = await getProductPage(handle.db, "hoodie", now, PRICES_AS_ENTERED);
    expect(page).not.toBeNull();
    const { product } = page!;
    expect(product).toMatchObject({ name: "Hoodie", type: "variable", priceMin: 4000, priceMax: 4800, variationCount: 3, status: "publish", description: "<p>Warm</p>" });
    expect(product.image?.alt).toBe("hoodie");
    expect(product.gallery.map((g) => g.alt)).toEqual(["hoodie-back"]);
    expect(product.categories.map((c) => c.slug)).toEqual(["clothing"]);
    expect(product.tags.map((t) => t.slug)).toEqual(["winter"]);
    expect(product.attributes.map((a) => [a.key, a.global, a.usedForVariations, a.options.map((o) => o.slug)])).toEqual([
      ["pa_color", true, true, ["blue", "red"]],
      ["logo", false, true, ["yes", "no"]],
      ["material", false, false, ["cotton"]],
    ]);
    expect(page!.variationAttributeKeys).toEqual(["pa_color", "logo"]);
    expect(page!.variations?.map((v) => v.id)).toEqual([variationId.anyYes, variationId.blueNo, variationId.blueYes]);
    expect(page!.variations?.[1]).toMatchObject({ sku: "HOODIE-BLUE", attributes: { pa_color: "blue", logo: "no" } });
    expect(page!.variations?.[1]?.image?.alt).toBe("hoodie-blue");
  });

  it("adds upsells and related products", async () => {
    const page = (await getProductPage(handle.db, "hoodie", now, PRICES_AS_ENTERED))!;
    // Upsells drop unpublished links; related skips the product, its upsells and search-only items.
    expect(page.upsells.map((p) => p.name)).toEqual(["Cap"]);
    expect(page.related.map((p) => p.name)).toEqual(["Beanie", "Sock", "Belt", "Glove"]);
    expect(page.groupedChildren).toEqual([]);
  });

  it("lists a grouped product's published children in order", async () => {
    const page = (await getProductPage(handle.db, "winter-set", now, PRICES_AS_ENTERED))!;
    expect(page.groupedChildren.map((p) => p.name)).toEqual(["Sock", "Beanie"]);
    expect(page.product).toMatchObject({ priceMin: 500, priceMax: 1800, purchasable: false });
    expect(page.variations).toEqual([]);
    expect(page.related).toEqual([]);
  });

  it("hides drafts, private and missing products but serves hidden ones by URL", async () => {
    expect(await getProductPage(handle.db, "draft", now, PRICES_AS_ENTERED)).toBeNull();
    expect(await getProductPage(handle.db, "private", now, PRICES_AS_ENTERED)).toBeNull();
    expect(await getProductPage(handle.db, "nope", now, PRICES_AS_ENTERED)).toBeNull();
    expect((await getProductPage(handle.db, "hidden", now, PRICES_AS_ENTERED))?.product.name).toBe("Hidden");
  });

  it("does not embed variations above the limit but indexes every enabled one with its flags", async () => {
    const db = handle.db;
    const big = await insertProduct(db, { name: "Big Tee", type: "variable" });
    await insertAttributes(db, big, [{ key: "size", name: "Size", options: ["S"] }, { key: "fit", name: "Fit", options: ["Slim"] }]);
    const ids: number[] = [];
    for (let i = 0; i <= EMBED_VARIATIONS_LIMIT; i += 1) ids.push(await insertVariation(db, big, { size: `s${i}`, fit: "slim" }, { regular_price: 1000 + i, menu_order: i }));
    // The special cases sit after the ordinary ones in menu order; the disabled one is left out.
    const last = EMBED_VARIATIONS_LIMIT + 1;
    const soldOut = await insertVariation(db, big, { size: "sold-out", fit: "slim" }, { stock_status: "outofstock", menu_order: last });
    const notForSale = await insertVariation(db, big, { size: "not-for-sale", fit: "slim" }, { purchasable: 0, menu_order: last + 1 });
    const unpriced = await insertVariation(db, big, { size: "unpriced", fit: "slim" }, { regular_price: null, menu_order: last + 2 });
    const saleOnly = await insertVariation(db, big, { size: "sale-only" }, { regular_price: null, sale_price: 900, menu_order: last + 3 });
    await insertVariation(db, big, { size: "disabled", fit: "slim" }, { enabled: 0, menu_order: last + 4 });

    const page = (await getProductPage(db, "big-tee", now, PRICES_AS_ENTERED))!;
    expect(page.product.variationCount).toBe(EMBED_VARIATIONS_LIMIT + 5);
    expect(page.variations).toBeNull();
    const index = page.variationIndex!;
    expect(index.map((v) => v.variation_id)).toEqual([...ids, soldOut, notForSale, unpriced, saleOnly]);
    const available = { variation_is_active: true, variation_is_visible: true, is_purchasable: true, is_in_stock: true };
    expect(index[0]).toEqual({ variation_id: ids[0], attributes: { attribute_size: "s0", attribute_fit: "slim" }, ...available });
    expect(index.slice(0, ids.length).every((v) => v.is_purchasable && v.is_in_stock && v.variation_is_visible)).toBe(true);
    expect(index.slice(ids.length)).toEqual([
      { variation_id: soldOut, attributes: { attribute_size: "sold-out", attribute_fit: "slim" }, ...available, is_in_stock: false },
      { variation_id: notForSale, attributes: { attribute_size: "not-for-sale", attribute_fit: "slim" }, ...available, is_purchasable: false },
      { variation_id: unpriced, attributes: { attribute_size: "unpriced", attribute_fit: "slim" }, ...available, variation_is_visible: false, is_purchasable: false },
      // A variation without a value for an attribute matches any option of it.
      { variation_id: saleOnly, attributes: { attribute_size: "sale-only", attribute_fit: "" }, ...available },
    ]);

    // The index and the lookup agree on each variation's flags.
    const found = await findVariation(db, big, { attribute_size: `s${EMBED_VARIATIONS_LIMIT}`, attribute_fit: "slim" }, now, PRICES_AS_ENTERED);
    expect(found?.display_price).toBe(1000 + EMBED_VARIATIONS_LIMIT);
    const lookedUp = await findVariation(db, big, { attribute_size: "sold-out", attribute_fit: "slim" }, now, PRICES_AS_ENTERED);
    expect(lookedUp).toMatchObject(index[ids.length]!);
  });

  it("has no index when the variations are embedded", async () => {
    expect((await getProductPage(handle.db, "hoodie", now, PRICES_AS_ENTERED))?.variationIndex).toBeNull();
    expect((await getProductPage(handle.db, "beanie", now, PRICES_AS_ENTERED))?.variationIndex).toBeNull();
  });

  it("finds the most specific matching variation, with 'any' values matching everything", async () => {
    const db = handle.db;
    const blueYes = await findVariation(db, id.hoodie!, { attribute_pa_color: "blue", attribute_logo: "yes" }, now, PRICES_AS_ENTERED);
    expect(blueYes?.variation_id).toBe(variationId.blueYes);
    const redYes = await findVariation(db, id.hoodie!, { pa_color: "red", logo: "yes" }, now, PRICES_AS_ENTERED);
    expect(redYes?.variation_id).toBe(variationId.anyYes);
    expect(redYes?.attributes).toEqual({ attribute_pa_color: "", attribute_logo: "yes" });
    const blueNo = await findVariation(db, id.hoodie!, { attribute_pa_color: "blue", attribute_logo: "no" }, now, PRICES_AS_ENTERED);
    expect(blueNo).toMatchObject({ variation_id: variationId.blueNo, sku: "HOODIE-BLUE", display_price: 4000, weight: "0.5", dimensions: { length: "10", width: "20", height: "30" } });
    expect(blueNo?.image?.alt).toBe("hoodie-blue");
  });

  it("finds nothing for incomplete choices, disabled variations or other products", async () => {
    const db = handle.db;
    expect(await findVariation(db, id.hoodie!, { attribute_pa_color: "blue" }, now, PRICES_AS_ENTERED)).toBeNull();
    expect(await findVariation(db, id.hoodie!, { attribute_pa_color: "blue", attribute_logo: "" }, now, PRICES_AS_ENTERED)).toBeNull();
    expect(await findVariation(db, id.hoodie!, { attribute_pa_color: "red", attribute_logo: "no" }, now, PRICES_AS_ENTERED)).toBeNull();
    expect(await findVariation(db, id.beanie!, {}, now, PRICES_AS_ENTERED)).toBeNull();
    expect(await findVariation(db, 999_999, { attribute_pa_color: "blue", attribute_logo: "no" }, now, PRICES_AS_ENTERED)).toBeNull();
  });
});
