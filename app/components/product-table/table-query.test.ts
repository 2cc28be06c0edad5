import { describe, expect, it } from "vitest";
import { parseTableQuery, stateParams, tableHref } from "./table-query.ts";

const parse = (search: string) => parseTableQuery(new URLSearchParams(search));

describe("parseTableQuery", () => {
  it("reads search, filters, sort, page and length", () => {
    expect(parse("s=%20hood%20&category=clothing&tag=winter&filter_color=blue&orderby=price&order=desc&paged=3&length=50").query).toEqual({
      search: "hood",
      category: "clothing",
      tag: "winter",
      attributes: { color: "blue" },
      sort: "price",
      direction: "desc",
      page: 3,
      pageLength: 50,
    });
  });

  it("normalises hostile or invalid values to the defaults instead of failing", () => {
    const { query, persisted } = parse(
      `s=${"x".repeat(5000)}&category=%27%3B--&tag=A%20B&filter_=x&filter_color=%00&orderby=1%3Bdrop&order=sideways&paged=-4&length=1000&hide_form=yes&lang=%3Cscript%3E&post_type=../etc`,
    );
    expect(query).toEqual({ search: "x".repeat(200), category: null, tag: null, attributes: {}, sort: "name", direction: "asc", page: 1, pageLength: 25 });
    expect(persisted).toEqual({ hide_form: null, post_type: null, term: null, taxonomy: null, lang: null });
    expect(parse("paged=1e3").query.page).toBe(1000);
    expect(parse("paged=99999999999").query.page).toBe(1);
    expect(parse("paged=2.5").query.page).toBe(1);
  });

  it("caps the number of attribute filters", () => {
    const many = Array.from({ length: 50 }, (_, i) => `filter_a${i}=t`).join("&");
    expect(Object.keys(parse(many).query.attributes)).toHaveLength(10);
  });

  it("lets taxonomy and term preselect a filter that an explicit one overrides", () => {
    expect(parse("taxonomy=product_cat&term=music").query.category).toBe("music");
    expect(parse("taxonomy=product_cat&term=music&category=clothing").query.category).toBe("clothing");
    expect(parse("taxonomy=product_tag&term=winter").query.tag).toBe("winter");
    expect(parse("taxonomy=pa_color&term=red").query.attributes).toEqual({ color: "red" });
  });
});

describe("tableHref", () => {
  it("keeps the filters and the §9 parameters, leaving out defaults", () => {
    const state = parse("s=mug&filter_color=blue&hide_form=1&post_type=product&term=music&taxonomy=product_cat&lang=en&paged=2");
    expect(tableHref("/product-table", state, { page: 3 })).toBe(
      "/product-table?s=mug&filter_color=blue&paged=3&hide_form=1&post_type=product&term=music&taxonomy=product_cat&lang=en",
    );
    expect(tableHref("/product-table", parse(""), { page: 1 })).toBe("/product-table");
    expect(tableHref("/product-table", parse(""), { sort: "price", direction: "desc" })).toBe("/product-table?orderby=price&order=desc");
  });

  it("leaves out what a form sets itself", () => {
    expect(stateParams(parse("s=a&length=50&paged=2"), ["s", "paged"])).toEqual([["length", "50"]]);
  });
});
