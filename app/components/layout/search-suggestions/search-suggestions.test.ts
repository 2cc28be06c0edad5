import { describe, expect, it } from "vitest";
import { parseSuggestionTerm } from "./search-suggestions.ts";

const parse = (query: string) => parseSuggestionTerm(new URLSearchParams(query));

describe("parseSuggestionTerm", () => {
  it("takes the term trimmed, with runs of spaces made one", () => {
    expect(parse("s=%20classic%20%20hoodie%20")).toEqual({ ok: true, term: "classic hoodie" });
  });

  it("suggests nothing for a missing term or one shorter than three characters", () => {
    expect(parse("")).toEqual({ ok: true, term: null });
    expect(parse("s=ho")).toEqual({ ok: true, term: null });
    expect(parse("s=%20%20ho%20")).toEqual({ ok: true, term: null });
  });

  it("refuses a repeated term, one over 100 characters and control characters", () => {
    const refused = { ok: false, code: "invalid_search_term" };
    expect(parse("s=mug&s=cap")).toEqual(refused);
    expect(parse(`s=${"a".repeat(101)}`)).toEqual(refused);
    expect(parse("s=mug%00")).toEqual(refused);
    expect(parse("s=mug%0Acap")).toEqual(refused);
  });
});
