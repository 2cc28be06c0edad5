import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PRODUCT_TABLE_FIXED_COLUMNS, type ProductTableColumn, type ProductTableRow } from "../../../server/catalog/product-table.ts";
import { renderInRequest } from "../../render-in-request.fixture.tsx";
import { summaryFixture } from "../product/product-fixture.ts";
import type { RowVariationsView } from "./row-variations/row-variations-view.ts";
import type { CellContext } from "./table-cells.tsx";
import { TableRow } from "./table-row.tsx";

// A table's rows are rendered once for the same product, columns, prices and settings, and kept
// (decision 064). A page made of kept rows must be the page rendered whole, byte for byte.

const COLUMNS: readonly ProductTableColumn[] = [...PRODUCT_TABLE_FIXED_COLUMNS, "attribute:colour"];
const NAMES = COLUMNS.map((column) => `Head of ${column}`);

/** A simple product, with a summary, stock, terms and a rating; the second of each pair is variable. */
function rows(firstId: number, price = 1800): ProductTableRow[] {
  return Array.from({ length: 4 }, (_, i) => {
    const id = firstId + i;
    const product = summaryFixture({ id, slug: `cap-${id}`, name: `Cap “${id}” – wool`, sku: `CAP-${id}`, type: i % 2 === 0 ? "simple" : "variable", shortDescription: "<p>Warm & <em>soft</em></p>", priceMin: price, priceMax: price, ratingAverage: 4.5, ratingCount: 2 });
    return {
      product,
      extras: {
        createdAt: "2026-03-01T10:00:00.000Z",
        categories: [{ id: 1, slug: "hats", name: "Hats" }],
        tags: [{ id: 2, slug: "winter", name: "Winter" }],
        attributes: { colour: ["Red", "Blue"] },
        weight: "0.2",
        dimensions: { length: "20", width: "18", height: null },
        stock: { manageStock: true, quantity: 3, status: "instock", backorders: "no", lowStockAmount: 5 },
      },
      variationForm: null,
    };
  });
}

function context(shown: ProductTableRow[]): CellContext {
  const view: RowVariationsView = {
    attributes: [{ key: "pa_size", name: "Size", global: true, visible: true, usedForVariations: true, options: [{ slug: "s", name: "S" }, { slug: "m", name: "M" }], defaultOption: null }],
    payloadJson: JSON.stringify({ variations: [] }),
  };
  const variable = shown.filter((row) => row.product.type === "variable");
  return { currency: "USD", locale: "en-US", weightUnit: "kg", dimensionUnit: "cm", rowVariations: Object.fromEntries(variable.map((row) => [row.product.id, view])), quickViewTriggers: ["name", "image"] };
}

function table(shown: ProductTableRow[]) {
  return (
    <html lang="en">
      <head />
      <body>
        <table>
          <tbody>
            {shown.map((row) => (
              <TableRow key={row.product.id} row={row} columns={COLUMNS} names={NAMES} context={context(shown)} />
            ))}
          </tbody>
        </table>
      </body>
    </html>
  );
}

describe("a product table's rows in a page's render", () => {
  it("keeps every row, and the page's bytes equal the page rendered whole", () => {
    const shown = rows(500);
    const whole = renderToString(table(shown));
    expect(whole).toContain("<p>Warm & <em>soft</em></p>");
    expect(whole).toContain('name="attribute_pa_size"');
    const { bytes, kept } = renderInRequest(table(shown));
    expect(kept).toHaveLength(4);
    expect(bytes.toString("utf8")).toBe(whole);
  });

  it("renders a row once for the same product and settings: another page holding it takes the same bytes", () => {
    const first = renderInRequest(table(rows(510)));
    const second = renderInRequest(table(rows(510)));
    second.kept.forEach((bytes, i) => expect(bytes).toBe(first.kept[i]));
  });

  it("renders a row anew when its price changed, and shows the new price", () => {
    const before = renderInRequest(table(rows(520, 1800)));
    const after = renderInRequest(table(rows(520, 1500)));
    expect(after.kept[0]).not.toBe(before.kept[0]);
    expect(Buffer.from(after.kept[0]!).toString("utf8")).toContain("$15.00");
    expect(after.bytes.toString("utf8")).toBe(renderToString(table(rows(520, 1500))));
  });

  it("renders a row anew for other columns", () => {
    const shown = rows(530);
    const all = renderInRequest(table(shown));
    const fewer = renderInRequest(
      <table>
        <tbody>
          <TableRow row={shown[0]!} columns={["name", "price"]} names={["Name", "Price"]} context={context(shown)} />
        </tbody>
      </table>,
    );
    expect(fewer.kept[0]).not.toBe(all.kept[0]);
    expect(Buffer.from(fewer.kept[0]!).toString("utf8")).not.toContain("CAP-530");
  });
});
