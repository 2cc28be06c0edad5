import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Block } from "../../../../server/content/blocks.ts";
import { BlockList, type BlockListProps } from "./block-list.tsx";

// The blocks' server HTML: what works without a script, what editors alone see.

const noData = { products: {}, table: null, tableIndex: null, script: "", builderScript: "" };

function render(blocks: Block[], overrides: Partial<BlockListProps> = {}): string {
  return renderToStaticMarkup(<BlockList blocks={blocks} data={noData} shopName="Shopwright" currency="USD" locale="en-US" leadingHeroIsPageHeading={false} builderHref={null} {...overrides} />);
}

const hero: Block = { type: "hero", anchor: "", heading: "", text: "Welcome", buttonLabel: "Shop", buttonHref: "/shop", backgroundImage: "/media/bg.jpg", parallax: true };

describe("BlockList", () => {
  it("gives a leading hero the page's h1 (the shop's name when blank) and its parallax background as CSS", () => {
    const html = render([hero, { ...hero, heading: "Second" }], { leadingHeroIsPageHeading: true });
    expect(html).toContain('<section class="block-hero block-hero--image block-hero--parallax" style="background-image:url(&quot;/media/bg.jpg&quot;)"><h1>Shopwright</h1><p>Welcome</p><a class="button" href="/shop">Shop</a></section>');
    expect(html).toContain("<h2>Second</h2>");
    expect(render([hero])).toContain("<h2>Shopwright</h2>");
  });

  it("renders an accordion as exclusive native details sharing one name per block", () => {
    const html = render([
      { type: "accordion", anchor: "", heading: "FAQ", items: [{ title: "Q1", body: "A1" }, { title: "Q2", body: "A2" }] },
      { type: "accordion", anchor: "", heading: "", items: [{ title: "Q3", body: "A3" }] },
    ]);
    expect(html).toContain('<section class="block-accordion" aria-labelledby="block-0-heading"><h2 id="block-0-heading">FAQ</h2>');
    expect(html.match(/<details name="accordion-0"/g)).toHaveLength(2);
    expect(html).toContain('<details name="accordion-1" class="block-accordion__item"><summary>Q3</summary><p>A3</p></details>');
    expect(html).not.toContain(" open");
  });

  it("shows count-up numbers at their final value, and tabs as linked sections", () => {
    const html = render([
      { type: "countUp", anchor: "", heading: "", items: [{ value: 12500, label: "orders", suffix: "+" }] },
      { type: "tabs", anchor: "", items: [{ title: "One", body: "First" }, { title: "Two", body: "Second" }] },
    ]);
    expect(html).toContain('<span class="block-count-up__number" data-count-to="12500">12,500+</span>');
    expect(html).toContain('<a href="#block-1-tab-1">Two</a>');
    expect(html).toContain('<section id="block-1-tab-1" class="block-tabs__panel" aria-labelledby="block-1-tab-1-title"><h2 id="block-1-tab-1-title">Two</h2><p>Second</p></section>');
  });

  it("escapes every field but rich text's HTML", () => {
    const html = render([
      { type: "button", anchor: "", label: "<b>Go</b>", href: "/go" },
      { type: "richText", anchor: "", html: "<p><em>Trusted</em></p>" },
      { type: "image", anchor: "", src: "/a.jpg", alt: 'A "mug"', caption: "<i>x</i>" },
    ]);
    expect(html).toContain("&lt;b&gt;Go&lt;/b&gt;");
    expect(html).toContain('<div class="entry-content block-rich-text"><p><em>Trusted</em></p></div>');
    expect(html).toContain('alt="A &quot;mug&quot;"');
    expect(html).toContain("<figcaption>&lt;i&gt;x&lt;/i&gt;</figcaption>");
  });

  it("shows shoppers nothing for an unknown block, and editors Template not found with a builder link per block", () => {
    const blocks: Block[] = [{ type: "unknown", data: { type: "storeMap" } }, { type: "richText", anchor: "", html: "<p>a</p>" }];
    const shopper = render(blocks);
    expect(shopper).toBe('<div class="entry-content block-rich-text"><p>a</p></div>');
    const editor = render(blocks, { builderHref: (index) => `/edit#edit-block-${index}` });
    expect(editor).toContain('<p class="block-unknown" role="note">Template not found</p>');
    expect(editor).toContain('<a class="post-edit-link" href="/edit#edit-block-0" data-builder-block="0" data-builder-title="1. Template not found">Edit with builder: 1. Template not found</a>');
    expect(editor).toContain('<a class="post-edit-link" href="/edit#edit-block-1" data-builder-block="1" data-builder-title="2. Rich text">Edit with builder: 2. Rich text</a>');
  });

  it("wraps a block with an anchor in an element of that id, so #anchor links lead to it", () => {
    const html = render([{ type: "button", anchor: "", label: "Read the FAQ", href: "#faq" }, { type: "accordion", anchor: "faq", heading: "", items: [{ title: "Q", body: "A" }] }]);
    expect(html).toContain('<p class="block-button"><a class="button" href="#faq">Read the FAQ</a></p><div id="faq" class="block-anchor"><section class="block-accordion">');
  });

  it("leaves out a product block without products and a product table without its data", () => {
    expect(render([{ type: "products", anchor: "", heading: "New", display: "slider", source: "newest", category: "", count: 4 }, { type: "productTable", anchor: "", heading: "All" }])).toBe("");
  });
});
