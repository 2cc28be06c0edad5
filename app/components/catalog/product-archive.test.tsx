import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
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
