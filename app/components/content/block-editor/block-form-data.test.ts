import { describe, expect, it } from "vitest";
import { applyIntent, readDraftBlocks, readIntent, type DraftBlock } from "./block-form-data.ts";

// Reading the block editor's post: every block's fields as typed, and what the pressed button asks for.

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("readDraftBlocks", () => {
  it("reads each block's fields by type, numbers as numbers, checkboxes as booleans, and drops empty item rows", () => {
    const blocks = readDraftBlocks(
      form({
        block_count: "3",
        "blocks.0.type": "hero",
        "blocks.0.heading": "Hi",
        "blocks.0.parallax": "1",
        "blocks.1.type": "countUp",
        "blocks.1.heading": "",
        "blocks.1.items.0.value": "12",
        "blocks.1.items.0.label": "makers",
        "blocks.1.items.0.suffix": "",
        "blocks.1.items.1.value": "",
        "blocks.1.items.1.label": "",
        "blocks.1.items.1.suffix": "",
        "blocks.1.items.2.value": "many",
        "blocks.1.items.2.label": "x",
        "blocks.1.items.2.suffix": "",
        "blocks.2.type": "products",
        "blocks.2.count": "",
      }),
    );
    expect(blocks).toEqual([
      { type: "hero", heading: "Hi", parallax: true },
      { type: "countUp", heading: "", items: [{ value: 12, label: "makers", suffix: "" }, { value: "many", label: "x", suffix: "" }] },
      { type: "products", count: "" },
    ]);
  });

  it("reads a slider's slides and a button's modal content (decision 046)", () => {
    const blocks = readDraftBlocks(
      form({
        block_count: "2",
        "blocks.0.type": "slider",
        "blocks.0.heading": "Stories",
        "blocks.0.items.0.heading": "Made by hand",
        "blocks.0.items.0.text": "",
        "blocks.0.items.0.image": "/media/a.jpg",
        "blocks.0.items.0.alt": "A mug",
        "blocks.0.items.0.href": "",
        "blocks.0.items.1.heading": "",
        "blocks.1.type": "button",
        "blocks.1.label": "Shipping",
        "blocks.1.href": "",
        "blocks.1.modalHtml": "<p>Free</p>",
      }),
    );
    expect(blocks).toEqual([
      { type: "slider", heading: "Stories", items: [{ heading: "Made by hand", text: "", image: "/media/a.jpg", alt: "A mug", href: "" }] },
      { type: "button", label: "Shipping", href: "", modalHtml: "<p>Free</p>" },
    ]);
  });

  it("keeps an unknown block's data, and text that is not JSON as text", () => {
    expect(readDraftBlocks(form({ block_count: "2", "blocks.0.type": "storeMap", "blocks.0.data": '{"type":"storeMap","n":1}', "blocks.1.type": "unknown", "blocks.1.data": "{oops" }))).toEqual([
      { type: "unknown", data: { type: "storeMap", n: 1 } },
      { type: "unknown", data: "{oops" },
    ]);
  });

  it("reads no more blocks than a page may hold, plus one for the save to refuse", () => {
    const fields: Record<string, string> = { block_count: "100000" };
    for (let i = 0; i < 60; i += 1) fields[`blocks.${i}.type`] = "productTable";
    expect(readDraftBlocks(form(fields))).toHaveLength(51);
    expect(readDraftBlocks(form({ block_count: "-3" }))).toEqual([]);
    expect(readDraftBlocks(form({ block_count: "abc" }))).toEqual([]);
  });
});

describe("readIntent and applyIntent", () => {
  const blocks: DraftBlock[] = [{ type: "hero" }, { type: "richText" }, { type: "button" }];

  it("reads the pressed button, and saves when none is named or the request is malformed", () => {
    expect(readIntent(form({ intent: "up:2" }))).toEqual({ op: "up", index: 2 });
    expect(readIntent(form({ intent: "remove:0" }))).toEqual({ op: "remove", index: 0 });
    expect(readIntent(form({ intent: "add", add_type: "tabs" }))).toEqual({ op: "add", type: "tabs" });
    expect(readIntent(form({ intent: "add", add_type: "storeMap" }))).toEqual({ op: "save" });
    expect(readIntent(form({ intent: "up:-1" }))).toEqual({ op: "save" });
    expect(readIntent(form({}))).toEqual({ op: "save" });
  });

  it("moves, removes and adds blocks, and ignores moves past either end", () => {
    const types = (list: DraftBlock[]) => list.map((b) => b.type);
    expect(types(applyIntent(blocks, { op: "up", index: 2 }))).toEqual(["hero", "button", "richText"]);
    expect(types(applyIntent(blocks, { op: "down", index: 0 }))).toEqual(["richText", "hero", "button"]);
    expect(types(applyIntent(blocks, { op: "up", index: 0 }))).toEqual(["hero", "richText", "button"]);
    expect(types(applyIntent(blocks, { op: "down", index: 2 }))).toEqual(["hero", "richText", "button"]);
    expect(types(applyIntent(blocks, { op: "remove", index: 1 }))).toEqual(["hero", "button"]);
    expect(types(applyIntent(blocks, { op: "remove", index: 9 }))).toEqual(["hero", "richText", "button"]);
    expect(applyIntent(blocks, { op: "add", type: "products" }).at(-1)).toEqual({ type: "products", display: "grid", source: "newest", count: 8 });
  });
});
