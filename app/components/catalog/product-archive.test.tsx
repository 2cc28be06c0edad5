import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../../server/catalog/catalog.ts";
import { renderInRequest } from "../../render-in-request.fixture.tsx";
import { summaryFixture } from "../product/product-fixture.ts";
import { ProductArchive, type ArchiveProps } from "./product-archive.tsx";

// The shop's listings offer the quick view when QUICK_VIEW_ON_LISTINGS is on (issue 11): a button
// beside each card, the quick view's words and its script. Off, the page carries none of them.

const QUICK_VIEW_SCRIPT = "/islands/listing/assets/quickView-test.js";

const beanie = summaryFixture({ id: 7, sku: null, image: null, priceMin: 2000, priceMax: 2000, regularPrice: null, onSale: false, ratingAverage: 0, ratingCount: 0 });

function render(quickViewScript: string | null): string {
  const props: ArchiveProps = {
    title: "Shop",
    breadcrumbs: [{ name: "Shop", href: "/shop" }],
    basePath: "/shop",
    query: { orderBy: "menu_order", page: 1, search: "" },
    products: [beanie],
    total: 1,
    pageCount: 1,
    perPage: 12,
    currency: "USD",
    locale: "en-US",
    quickViewScript,
  };
  return renderToStaticMarkup(<ProductArchive {...props} />);
}

describe("ProductArchive's quick view", () => {
  it("gives each card a “Quick view” button for its product and loads the quick view's words and script when the shop offers it", () => {
    const html = render(QUICK_VIEW_SCRIPT);
    expect(html).toContain('aria-label="Quick view of “Beanie”"');
    expect(html).toContain('data-quick-view-href="/product-table/quick-view/7"');
    expect(html).toContain('id="quick-view-words"');
    expect(html).toContain(`<script type="module" src="${QUICK_VIEW_SCRIPT}">`);
  });

  it("shows no button and loads no quick-view words or script when the setting is off", () => {
    const html = render(null);
    expect(html).not.toContain("data-quick-view");
    expect(html).not.toContain("quick-view-words");
    expect(html).not.toContain("quickView");
    expect(html).toContain("Beanie");
  });
});

describe("ProductArchive's grid in a page's render", () => {
  // Six products with pictures, names beyond Latin-1 and sale prices: a first row of three, whose
  // pictures load at once, and three more.
  const products = (firstId: number, price = 1800): ProductSummary[] =>
    Array.from({ length: 6 }, (_, i) => summaryFixture({ id: firstId + i, slug: `cap-${firstId + i}`, name: `Cap “${firstId + i}” – wool`, priceMin: price, priceMax: price }));

  function archive(shown: ProductSummary[]) {
    const props: ArchiveProps = {
      title: "Shop",
      breadcrumbs: [{ name: "Shop", href: "/shop" }],
      basePath: "/shop",
      query: { orderBy: "menu_order", page: 1, search: "" },
      products: shown,
      total: shown.length,
      pageCount: 1,
      perPage: 12,
      currency: "USD",
      locale: "en-US",
      quickViewScript: QUICK_VIEW_SCRIPT,
    };
    // A whole document, so React puts the first row's preload links in its head, as on a page.
    return (
      <html lang="en">
        <head />
        <body>
          <ProductArchive {...props} />
        </body>
      </html>
    );
  }


  it("keeps the items below the first row, and the page's bytes equal the page rendered whole, preload links of the first row's pictures included", () => {
    const shown = products(900);
    const whole = renderToString(archive(shown));
    expect(whole).toContain('rel="preload"');
    const { bytes, kept } = renderInRequest(archive(shown));
    expect(kept).toHaveLength(3);
    expect(bytes.toString("utf8")).toBe(whole);
  });

  it("renders an item once for the same product and prices: another page holding it takes the same bytes", () => {
    const first = renderInRequest(archive(products(910)));
    const second = renderInRequest(archive(products(910)));
    expect(second.kept).toHaveLength(3);
    second.kept.forEach((bytes, i) => expect(bytes).toBe(first.kept[i]));
  });

  it("renders an item anew when its price changed, and shows the new price", () => {
    const before = renderInRequest(archive(products(920, 1800)));
    const after = renderInRequest(archive(products(920, 1500)));
    expect(after.kept[0]).not.toBe(before.kept[0]);
    expect(Buffer.from(after.kept[0]!).toString("utf8")).toContain("$15.00");
    expect(after.bytes.toString("utf8")).toBe(renderToString(archive(products(920, 1500))));
  });
});
