import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ActiveListingFilters } from "../../../../server/catalog/listing-filters.ts";
import { filterStateOf } from "../listing-filter-params.ts";
import { ActiveFilterChips } from "./active-filter-chips.tsx";
import { AttributeFilterWidget } from "./attribute-filter-widget.tsx";
import type { ListingTarget, SidebarData } from "./sidebar-data.ts";

// The chips and term links are plain links (they work without JavaScript): each must lead to the
// same listing, ordering and search kept, with exactly one filter changed, back on page 1.

const target: ListingTarget = { basePath: "/product-category/clothing", query: { orderBy: "price", search: "" }, currency: "USD", locale: "en-US" };
const filters: ActiveListingFilters = {
  minPrice: 1000,
  maxPrice: null,
  attributes: [{ attributeId: 1, slug: "colour", name: "Colour", queryType: "or", terms: [{ slug: "blue", name: "Blue" }, { slug: "red", name: "Red" }] }],
};
const sidebar: SidebarData = { filters, filterState: filterStateOf(filters), facets: { attributes: [], priceBounds: null }, categories: [] };

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
}

describe("the active filter chips", () => {
  it("link to the listing without each one filter, keeping the ordering, and clear them all", () => {
    const html = renderToStaticMarkup(<ActiveFilterChips sidebar={sidebar} target={target} />);
    expect(hrefs(html)).toEqual([
      "/product-category/clothing?orderby=price&filter_colour=blue,red&query_type_colour=or",
      "/product-category/clothing?orderby=price&min_price=10&filter_colour=red&query_type_colour=or",
      "/product-category/clothing?orderby=price&min_price=10&filter_colour=blue&query_type_colour=or",
      "/product-category/clothing?orderby=price",
    ]);
    expect(html).toContain("Min $10.00");
    expect(html).toContain("Colour: Blue");
  });

  it("render nothing without active filters", () => {
    const none: SidebarData = { ...sidebar, filters: { minPrice: null, maxPrice: null, attributes: [] }, filterState: { minPrice: null, maxPrice: null, attributes: [] } };
    expect(renderToStaticMarkup(<ActiveFilterChips sidebar={none} target={target} />)).toBe("");
  });
});

describe("an attribute's term links", () => {
  it("add a term to the or-filter, take a chosen one off, and show each count", () => {
    const attribute = { slug: "colour", name: "Colour", queryType: "or" as const, terms: [{ slug: "blue", name: "Blue", count: 4, chosen: true }, { slug: "green", name: "Green", count: 2, chosen: false }] };
    const html = renderToStaticMarkup(<AttributeFilterWidget attribute={attribute} state={{ minPrice: null, maxPrice: null, attributes: [{ slug: "colour", queryType: "or", terms: ["blue"] }] }} target={target} />);
    expect(hrefs(html)).toEqual(["/product-category/clothing?orderby=price", "/product-category/clothing?orderby=price&filter_colour=blue,green&query_type_colour=or"]);
    expect(html).toContain('aria-label="Blue, selected, remove filter"');
    expect(html).toContain("(4)");
    expect(html).toContain("(2)");
  });
});
