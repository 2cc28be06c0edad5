import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { summaryFixture } from "../product/product-fixture.ts";
import type { ProductTableExtras, ProductTableRow } from "../../../server/catalog/product-table.ts";
import { cellContent, type CellContext } from "./table-cells.tsx";
import type { QuickViewTrigger } from "./table-config.ts";

// A table marks its rows' name and picture links as quick-view triggers, or leaves them plain
// links (table-config.ts, decision 039). Either way they lead to the product page.

const product = summaryFixture({
  id: 42,
  slug: "linen-apron",
  name: "Linen Apron",
  sku: null,
  image: { id: 1, alt: "", title: "", caption: "", remote: false, sizes: { full: { url: "/media/apron.jpg", width: 600, height: 600 } } },
  priceMin: 2400,
  priceMax: 2400,
  regularPrice: null,
  onSale: false,
  ratingAverage: 0,
  ratingCount: 0,
});
// The name and picture cells read only the product.
const row: ProductTableRow = { product, extras: {} as ProductTableExtras, variationForm: null };

function cell(column: "name" | "image", quickViewTriggers: readonly QuickViewTrigger[]): string {
  const context: CellContext = { currency: "USD", locale: "en-US", weightUnit: "kg", dimensionUnit: "cm", rowVariations: {}, quickViewTriggers };
  return renderToStaticMarkup(<>{cellContent(column, row, context)}</>);
}

describe("a row's quick-view triggers", () => {
  it("marks the name and picture links of a table that names them, keeping their link to the product page", () => {
    for (const column of ["name", "image"] as const) {
      const html = cell(column, ["name", "image"]);
      expect(html).toContain('href="/product/linen-apron"');
      expect(html).toContain('data-quick-view="42"');
      expect(html).toContain('data-quick-view-href="/product-table/quick-view/42"');
    }
  });

  it("leaves them plain links when the table names no trigger, and marks only the one it names", () => {
    expect(cell("name", [])).not.toContain("data-quick-view");
    expect(cell("image", [])).not.toContain("data-quick-view");
    expect(cell("name", ["image"])).not.toContain("data-quick-view");
    expect(cell("image", ["image"])).toContain('data-quick-view="42"');
  });
});
