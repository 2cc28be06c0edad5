import { describe, expect, it } from "vitest";
import { parseRowId } from "./parse-row-id.ts";

describe("parseRowId", () => {
  it("reads a positive id up to the largest 32-bit integer", () => {
    expect(parseRowId("1")).toBe(1);
    expect(parseRowId("2147483647")).toBe(2_147_483_647);
  });

  it("refuses what a database id cannot be: too large, zero, signs, spaces, decimals, nothing", () => {
    for (const text of ["2147483648", "99999999999", "0", "-1", "+1", " 1", "1.0", "1e3", "", null, undefined]) expect(parseRowId(text)).toBeNull();
  });
});
