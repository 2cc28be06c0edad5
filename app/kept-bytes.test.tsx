import { renderToString } from "react-dom/server";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentBytes } from "./document-bytes.server.ts";
import { useKeptBytes } from "./kept-bytes.ts";
import { renderInRequest } from "./render-in-request.fixture.tsx";

const STYLE = "body{color:red}/* – “kept” */";
const CHROME = "<header>Shop – “Home” ★</header>";

function Page({ style, chrome }: { style: string; chrome: string }) {
  return (
    <html lang="en">
      <head>
        <style dangerouslySetInnerHTML={{ __html: useKeptBytes(style) }} />
      </head>
      <body>
        <div dangerouslySetInnerHTML={{ __html: useKeptBytes(chrome) }} />
        <p>Price 10 – 20 “Tee”</p>
      </body>
    </html>
  );
}

function renderPage(style: string, chrome: string) {
  return renderInRequest(<Page style={style} chrome={chrome} />);
}

describe("kept bytes", () => {
  it("a page rendered in a request carries markers instead of the kept texts, and its bytes equal the page rendered with the texts inline", () => {
    const inline = renderToString(<Page style={STYLE} chrome={CHROME} />);
    const { html, kept } = renderPage(STYLE, CHROME);
    expect(html).not.toContain("color:red");
    expect(html).not.toContain("<header>");
    expect(kept).toHaveLength(2);
    expect(documentBytes(html, kept).equals(Buffer.from(inline))).toBe(true);
  });

  it("a text is encoded once and the same bytes serve every page that holds it", () => {
    const first = renderPage(STYLE, CHROME);
    const second = renderPage(STYLE, CHROME);
    expect(second.kept[0]).toBe(first.kept[0]);
    expect(second.kept[1]).toBe(first.kept[1]);
  });

  it("an empty text gets no marker", () => {
    const { html, kept } = renderPage("", CHROME);
    expect(kept).toHaveLength(1);
    expect(html).toContain("<style></style>");
  });

  it("a page without kept bytes is encoded as it is", () => {
    expect(documentBytes("<p>– “x”</p>", []).toString("utf8")).toBe("<p>– “x”</p>");
  });

  it("any text, beyond Latin-1 or not, lone surrogates included, is encoded to the bytes Buffer.from writes, around kept bytes and without them", () => {
    const { html, kept } = renderPage(STYLE, CHROME);
    const prefix = html.match(/<!--kept-bytes-[^:]+:/)?.[0];
    const marker = (index: number) => `${prefix}${index}-->`;
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }), (before, after) => {
        expect(documentBytes(before + after, []).equals(Buffer.from(before + after))).toBe(true);
        const joined = documentBytes(`${before}${marker(0)}${after}${marker(1)}`, kept);
        expect(joined.equals(Buffer.concat([Buffer.from(before), kept[0]!, Buffer.from(after), kept[1]!]))).toBe(true);
      }),
      { examples: [["x\ud800 – y", "“z”"], ["\udc00", "😀"], ["", ""]] },
    );
  });

  it("a marker whose bytes this render did not keep is an error, not a page without its stylesheet", () => {
    const { html, kept } = renderPage(STYLE, CHROME);
    expect(() => documentBytes(html, kept.slice(0, 1))).toThrow("a marker without kept bytes");
  });
});
