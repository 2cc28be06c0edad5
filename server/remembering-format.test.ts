import { describe, expect, it } from "vitest";
import { MAX_REMEMBERED_RESULTS, rememberingFormat } from "./remembering-format.ts";

describe("remembering format", () => {
  it("formats each value once, keyed as asked, and forgets what it remembered once it holds the most it may", () => {
    const calls: number[] = [];
    const stamps = rememberingFormat((date: Date) => {
      calls.push(date.getTime());
      return `at ${date.getTime()}`;
    }, (date) => date.getTime());
    expect(stamps.format(new Date(1000))).toBe("at 1000");
    expect(stamps.format(new Date(1000))).toBe("at 1000");
    expect(calls).toEqual([1000]);
    for (let instant = 1; instant < MAX_REMEMBERED_RESULTS; instant++) stamps.format(new Date(instant * 2000));
    expect(calls).toHaveLength(MAX_REMEMBERED_RESULTS);
    stamps.format(new Date(1000));
    expect(calls).toHaveLength(MAX_REMEMBERED_RESULTS);
    stamps.format(new Date(3));
    stamps.format(new Date(1000));
    expect(calls.slice(-2)).toEqual([3, 1000]);
  });
});
