import { describe, expect, it } from "vitest";
import { MAX_BLOCKS_PER_PAGE } from "./blocks.ts";
import { readStoredBlocks, richTextOf, storeBlocks, validateBlocks } from "./validate-blocks.ts";

// The block model (decision 040): each type's rules, unknown types kept as data, hostile input refused.

function errorsOf(input: unknown[]) {
  const result = validateBlocks(input);
  return result.ok ? [] : result.errors;
}

describe("validateBlocks", () => {
  it("accepts one valid block of every type and fills the optional fields' defaults", () => {
    const result = validateBlocks([
      { type: "hero", heading: " Hi ", text: "Welcome", buttonLabel: "Shop", buttonHref: "/shop", backgroundImage: "/img/bg.jpg", parallax: true },
      { type: "richText", html: "<p>a</p>" },
      { type: "products", source: "category", category: "clothing", count: 4, display: "slider" },
      { type: "productTable" },
      { type: "image", src: "https://cdn.example/a.jpg", alt: "A mug" },
      { type: "accordion", items: [{ title: "Q", body: "A" }] },
      { type: "tabs", items: [{ title: "One" }] },
      { type: "countUp", items: [{ value: 12, label: "makers" }] },
      { type: "button", label: "Ask us", href: "#faq" },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.blocks.map((b) => b.type)).toEqual(["hero", "richText", "products", "productTable", "image", "accordion", "tabs", "countUp", "button"]);
    expect(result.blocks[0]).toMatchObject({ heading: "Hi", parallax: true });
    expect(result.blocks[3]).toEqual({ type: "productTable", anchor: "", heading: "" });
    expect(result.blocks[6]).toEqual({ type: "tabs", anchor: "", items: [{ title: "One", body: "" }] });
    expect(result.blocks[7]).toEqual({ type: "countUp", anchor: "", heading: "", items: [{ value: 12, label: "makers", suffix: "" }] });
  });

  it("names each failing field of each block, with a stable code", () => {
    expect(
      errorsOf([
        { type: "hero", heading: "x".repeat(201) },
        { type: "products", source: "category", category: "" },
        { type: "accordion", items: [{ title: "ok" }, { title: " " }] },
        { type: "countUp", items: [{ value: "many", label: "x" }] },
        { type: "products", source: "on-fire" },
        { type: "tabs", items: [] },
      ]),
    ).toEqual([
      { index: 0, field: "heading", code: "too_long" },
      { index: 1, field: "category", code: "required" },
      { index: 2, field: "items.1.title", code: "required" },
      { index: 3, field: "items.0.value", code: "invalid_number" },
      { index: 4, field: "source", code: "invalid_choice" },
      { index: 5, field: "items", code: "required" },
    ]);
  });

  it("takes an image block's width and height as whole pixels, blank for unknown, and refuses anything else", () => {
    const image = (width: unknown, height: unknown) => validateBlocks([{ type: "image", src: "/media/a.jpg", width, height }]);
    expect(image(800, 600)).toMatchObject({ ok: true, blocks: [{ width: 800, height: 600 }] });
    const blank = image("", "");
    expect(blank.ok).toBe(true);
    if (blank.ok) expect(blank.blocks[0]).not.toHaveProperty("width", expect.anything());
    for (const bad of [0, -1, 1.5, 20_001, "wide"]) {
      expect(image(bad, 600)).toMatchObject({ ok: false, errors: [{ index: 0, field: "width", code: "invalid_number" }] });
    }
  });

  it("refuses script and protocol-relative links and image addresses", () => {
    expect(
      errorsOf([
        { type: "button", label: "x", href: "javascript:alert(1)" },
        { type: "button", label: "x", href: "//evil.example/" },
        { type: "hero", buttonHref: "JaVaScRiPt:alert(1)" },
        { type: "image", src: "data:image/svg+xml,<svg onload=alert(1)>" },
        { type: "image", src: "http://insecure.example/a.jpg" },
        { type: "hero", backgroundImage: "/a.jpg) , url(https://evil.example/x" },
        { type: "button", label: "x", href: '/a" onmouseover="alert(1)' },
      ]).map((e) => [e.index, e.field, e.code]),
    ).toEqual([
      [0, "href", "unsafe_url"],
      [1, "href", "unsafe_url"],
      [2, "buttonHref", "unsafe_url"],
      [3, "src", "unsafe_url"],
      [4, "src", "unsafe_url"],
      [5, "backgroundImage", "unsafe_url"],
      [6, "href", "unsafe_url"],
    ]);
  });

  it("keeps blocks of unknown types as data, and drops fields a known type does not have", () => {
    const storeMap = { type: "storeMap", pictures: ["/a.jpg"] };
    const result = validateBlocks([storeMap, { type: "unknown", data: "kept" }, null, { type: "richText", html: "<p>x</p>", onclick: "evil()" }]);
    expect(result).toEqual({
      ok: true,
      blocks: [
        { type: "unknown", data: storeMap },
        { type: "unknown", data: "kept" },
        { type: "unknown", data: null },
        { type: "richText", anchor: "", html: "<p>x</p>" },
      ],
    });
  });

  it("takes an anchor per block, refusing a malformed one, one the blocks use themselves, and a repeated one", async () => {
    const result = validateBlocks([{ type: "richText", html: "", anchor: " faq " }]);
    expect(result).toEqual({ ok: true, blocks: [{ type: "richText", anchor: "faq", html: "" }] });
    expect(
      errorsOf([
        { type: "richText", html: "", anchor: "faq" },
        { type: "richText", html: "", anchor: "Has Space" },
        { type: "richText", html: "", anchor: "block-0-heading" },
        { type: "image", src: "javascript:x", anchor: "faq" },
        { type: "accordion", items: [{ title: "Q" }], anchor: "faq" },
        { type: "tabs", items: [{ title: "T" }], anchor: '"><script>' },
      ]),
    ).toEqual([
      { index: 1, field: "anchor", code: "invalid_anchor" },
      { index: 2, field: "anchor", code: "invalid_anchor" },
      { index: 3, field: "src", code: "unsafe_url" },
      { index: 4, field: "anchor", code: "duplicate_anchor" },
      { index: 5, field: "anchor", code: "invalid_anchor" },
    ]);
  });

  it("refuses more blocks than a page may hold, and oversized rich text", () => {
    expect(errorsOf(Array.from({ length: MAX_BLOCKS_PER_PAGE + 1 }, () => ({ type: "productTable" })))).toEqual([{ index: null, field: "", code: "too_many" }]);
    expect(errorsOf([{ type: "richText", html: "x".repeat(100_001) }])).toEqual([{ index: 0, field: "html", code: "too_long" }]);
  });
});

describe("stored blocks", () => {
  it("round-trip through JSON, unknown data unchanged", () => {
    const blocks = [{ type: "richText" as const, anchor: "", html: "<p>a</p>" }, { type: "unknown" as const, data: { type: "storeMap", pictures: [1] } }];
    const json = storeBlocks(blocks);
    expect(JSON.parse(json)).toEqual([{ type: "richText", anchor: "", html: "<p>a</p>" }, { type: "storeMap", pictures: [1] }]);
    expect(readStoredBlocks(json)).toEqual(blocks);
  });

  it("read a stored block that no longer passes as unknown, and text that is not a list as no blocks", () => {
    expect(readStoredBlocks('[{"type":"button","label":"","href":"/"}]')).toEqual([{ type: "unknown", data: { type: "button", label: "", href: "/" } }]);
    expect(readStoredBlocks("not json")).toEqual([]);
    expect(readStoredBlocks('{"type":"hero"}')).toEqual([]);
  });

  it("join the rich-text blocks' HTML as the page's text", () => {
    expect(richTextOf([{ type: "richText", anchor: "", html: "<p>a</p>" }, { type: "productTable", anchor: "", heading: "" }, { type: "richText", anchor: "", html: "<p>b</p>" }])).toBe("<p>a</p>\n<p>b</p>");
  });
});
