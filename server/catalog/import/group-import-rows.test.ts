import { describe, expect, it } from "vitest";
import { groupImportRows, resolveIdRefs } from "./group-import-rows.ts";
import { parseCsvRecords } from "../../csv/parse-csv.ts";

const csv = [
  "ID,Type,SKU,Name,Parent,Regular price,Position,Attribute 1 name,Attribute 1 value(s)",
  "11,variation,tee-red,Tee - Red,id:10,25,2,Color,Red",
  "12,variation,tee-blue,Tee - Blue,tee,25,1,Color,Blue",
  "13,variation,lost,Lost,id:99,25,0,Color,Red",
  "14,variation,bad-parent,Bad,cap,25,0,Color,Red",
  '10,variable,tee,Tee,,,0,Color,"Red, Blue"',
  "15,simple,cap,Cap,,18,0,,",
].join("\n");

describe("groupImportRows", () => {
  it("puts variations under a parent that comes later, by id: or SKU, in position order", () => {
    const parsed = parseCsvRecords(csv);
    if (!parsed.ok) throw new Error(parsed.message);
    const { groups, failures } = groupImportRows(parsed.records, { headers: parsed.headers, weightUnit: "kg", dimensionUnit: "cm", currencyDecimals: 2 });
    expect(groups.map((g) => [g.row, g.product.input.sku, g.variations.map((v) => v.input.sku)])).toEqual([
      [5, "tee", ["tee-blue", "tee-red"]],
      [6, "cap", []],
    ]);
    expect(failures).toEqual([
      { row: 3, sku: "lost", reason: 'parent "id:99" is not in this file' },
      { row: 4, sku: "bad-parent", reason: 'parent "cap" is not a variable product' },
    ]);
  });

  it("resolves id: references to saved keys and keeps unknown ones", () => {
    expect(resolveIdRefs(["id:10", "cap", "id:77"], new Map([["10", "tee"]]))).toEqual(["tee", "cap", "id:77"]);
  });
});
