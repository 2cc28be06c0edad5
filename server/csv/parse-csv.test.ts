import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvRecords } from "./parse-csv.ts";

const rows = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.rows;
};

describe("parseCsv", () => {
  it("splits plain fields and keeps empty ones", () => {
    expect(rows("a,b,c\n1,,3\n")).toEqual([["a", "b", "c"], ["1", "", "3"]]);
    expect(rows("a,b,")).toEqual([["a", "b", ""]]);
  });
  it("handles quotes, doubled quotes, commas and line breaks inside quotes", () => {
    expect(rows('name,desc\n"Hoodie, red","He said ""hi""\nand left"\n')).toEqual([
      ["name", "desc"],
      ["Hoodie, red", 'He said "hi"\nand left'],
    ]);
    expect(rows('""," "\n')).toEqual([["", " "]]);
  });
  it("drops a BOM and accepts CRLF and CR", () => {
    expect(rows("\uFEFFID,Name\r\n1,Cap\r\n2,Belt")).toEqual([["ID", "Name"], ["1", "Cap"], ["2", "Belt"]]);
    expect(rows('a\r"b\r\nc"\r')).toEqual([["a"], ["b\r\nc"]]);
  });
  it("skips blank lines", () => {
    expect(rows("a\n\nb\n\n")).toEqual([["a"], ["b"]]);
  });
  it("rejects an unterminated quote and a stray quote", () => {
    expect(parseCsv('a\n"open,b\nc')).toMatchObject({ ok: false, code: "invalid_csv", line: 2 });
    expect(parseCsv('ab"c')).toMatchObject({ ok: false, code: "invalid_csv" });
  });
  it("keeps UTF-8 text", () => {
    expect(rows("Crème,日本\n")).toEqual([["Crème", "日本"]]);
  });
});

describe("parseCsvRecords", () => {
  it("keys records by trimmed header names and pads short rows", () => {
    const result = parseCsvRecords(" ID ,Name\n7,Cap\n8\n");
    if (!result.ok) throw new Error(result.message);
    expect(result.headers).toEqual(["ID", "Name"]);
    expect(result.records.map((r) => [r.row, r.values.get("ID"), r.values.get("Name")])).toEqual([[1, "7", "Cap"], [2, "8", ""]]);
  });
  it("reports an empty file", () => {
    expect(parseCsvRecords("")).toMatchObject({ ok: false, code: "invalid_csv" });
  });
});
