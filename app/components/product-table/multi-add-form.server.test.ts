import { describe, expect, it } from "vitest";
import { readMultiAddForm } from "./multi-add-form.server.ts";

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("the no-JS multi-add form", () => {
  it("reads the ticked rows' product ids, once each, in their order", () => {
    expect(readMultiAddForm(form([["add", "12"], ["add", "5"], ["add", "12"]]))).toEqual({ ok: true, productIds: [12, 5] });
  });

  it("says none was selected when no row is ticked", () => {
    expect(readMultiAddForm(form([["other", "1"]]))).toEqual({ ok: false, code: "multi_add_none_selected" });
  });

  it("refuses anything but 1 to 100 plain positive 32-bit ids with invalid_request", () => {
    const bad: [string, string | Blob][][] = [
      [["add", "0"]],
      [["add", "-3"]],
      [["add", "1.5"]],
      [["add", "2147483648"]],
      [["add", " 7"]],
      [["add", "abc"]],
      [["add", new Blob(["1"])]],
      Array.from({ length: 101 }, (_, i): [string, string] => ["add", String(i + 1)]),
    ];
    for (const entries of bad) expect(readMultiAddForm(form(entries))).toEqual({ ok: false, code: "invalid_request" });
  });
});
