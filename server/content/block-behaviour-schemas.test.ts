import { describe, expect, it } from "vitest";
import * as demoHomeMigration from "../db/migrations/2026-12-08-028-demo-home-behaviours.ts";
import { DEMO_HOME_BLOCKS } from "./demo-pages.ts";
import { sanitizeRichText } from "./sanitize-rich-text.ts";
import { validateBlocks } from "./validate-blocks.ts";

// Decision 046: the slider block, the button's modal and rich text's tooltips, as the model sees them.

function errorsOf(input: unknown[]) {
  const result = validateBlocks(input);
  return result.ok ? [] : result.errors;
}

describe("the slider block", () => {
  it("takes slides with a heading and optional picture, text and link, filling the blanks", () => {
    const result = validateBlocks([{ type: "slider", heading: "Stories", items: [{ heading: " Made by hand ", image: "/media/a.jpg", alt: "A mug", href: "/shop" }, { heading: "Second" }] }]);
    expect(result).toEqual({
      ok: true,
      blocks: [
        {
          type: "slider",
          anchor: "",
          heading: "Stories",
          items: [
            { image: "/media/a.jpg", alt: "A mug", heading: "Made by hand", text: "", href: "/shop" },
            { image: "", alt: "", heading: "Second", text: "", href: "" },
          ],
        },
      ],
    });
  });

  it("refuses a slide without a heading, unsafe addresses, and no slides", () => {
    expect(errorsOf([{ type: "slider", items: [{ heading: "" }, { heading: "x", image: "javascript:alert(1)", href: "//evil.example" }] }, { type: "slider", items: [] }])).toEqual([
      { index: 0, field: "items.0.heading", code: "required" },
      { index: 0, field: "items.1.image", code: "unsafe_url" },
      { index: 0, field: "items.1.href", code: "unsafe_url" },
      { index: 1, field: "items", code: "required" },
    ]);
  });
});

describe("the button's modal", () => {
  it("keeps a plain link button as it was, with no modal", () => {
    expect(validateBlocks([{ type: "button", label: "Ask us", href: "#faq" }])).toEqual({ ok: true, blocks: [{ type: "button", anchor: "", label: "Ask us", href: "#faq", modalHtml: "" }] });
  });

  it("needs a link or modal content, and sanitises the modal's HTML", () => {
    expect(errorsOf([{ type: "button", label: "Nothing" }])).toEqual([{ index: 0, field: "href", code: "required" }]);
    expect(validateBlocks([{ type: "button", label: "More", modalHtml: '<p onclick="x()">Hi<script>steal()</script></p>' }])).toEqual({
      ok: true,
      blocks: [{ type: "button", anchor: "", label: "More", href: "", modalHtml: "<p>Hi</p>" }],
    });
  });
});

describe("tooltips in rich text", () => {
  it("keep data-tooltip on links, abbreviations and spans, and nothing else new", () => {
    const html = '<p><span data-tooltip="Before 2 pm">same day</span> <abbr title="Value added tax" data-tooltip="Tax">VAT</abbr> <a href="/faq" data-tooltip="Answers">FAQ</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<p data-tooltip="x"><span data-other="y">z</span></p>')).toBe("<p><span>z</span></p>");
  });
});

describe("the demo's home page", () => {
  it("is valid, and migration 028 writes the same blocks the demo seed does", () => {
    const result = validateBlocks(DEMO_HOME_BLOCKS);
    expect(result.ok).toBe(true);
    expect(validateBlocks(demoHomeMigration.DEMO_HOME)).toEqual(result);
  });
});
