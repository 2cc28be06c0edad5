import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Block } from "../../../../server/content/blocks.ts";
import { BlockList, type BlockListProps } from "./block-list.tsx";

// The blocks' server HTML: what works without a script, what editors alone see.

const noData = { products: {}, table: null, tableIndex: null, script: "", pageLoader: false, builderScript: "" };

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
    expect(html).toContain('<ul class="block-count-up__list" data-count-locale="en-US"><li><span class="block-count-up__number" data-count-to="12500" data-count-suffix="+">12,500+</span>');
    expect(html).toContain('<a href="#block-1-tab-1">Two</a>');
    expect(html).toContain('<section id="block-1-tab-1" class="block-tabs__panel" aria-labelledby="block-1-tab-1-title"><h2 id="block-1-tab-1-title">Two</h2><p>Second</p></section>');
  });

  it("escapes every field but rich text's HTML", () => {
    const html = render([
      { type: "button", anchor: "", label: "<b>Go</b>", href: "/go", modalHtml: "" },
      { type: "richText", anchor: "", html: "<p><em>Trusted</em></p>" },
      { type: "image", anchor: "", src: "/a.jpg", alt: 'A "mug"', caption: "<i>x</i>" },
    ]);
    expect(html).toContain("&lt;b&gt;Go&lt;/b&gt;");
    expect(html).toContain('<div class="entry-content block-rich-text"><p><em>Trusted</em></p></div>');
    expect(html).toContain('alt="A &quot;mug&quot;"');
    expect(html).toContain("<figcaption>&lt;i&gt;x&lt;/i&gt;</figcaption>");
  });

  it("gives an image block's picture its width and height when the editor gave both, so its room is kept before it loads", () => {
    const sized = render([{ type: "image", anchor: "", src: "/media/a.jpg", alt: "A mug", caption: "", width: 800, height: 600 }]);
    expect(sized).toContain('<img class="lazy-image" data-lazy-src="/media/a.jpg" alt="A mug" decoding="async" width="800" height="600"/>');
    expect(sized).toContain('<img src="/media/a.jpg" alt="A mug" loading="lazy" decoding="async" width="800" height="600"/>');
    const unsized = render([{ type: "image", anchor: "", src: "/media/a.jpg", alt: "A mug", caption: "", width: 800 }]);
    expect(unsized).not.toContain("width=");
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
    const html = render([{ type: "button", anchor: "", label: "Read the FAQ", href: "#faq", modalHtml: "" }, { type: "accordion", anchor: "faq", heading: "", items: [{ title: "Q", body: "A" }] }]);
    expect(html).toContain('<p class="block-button"><a class="button" href="#faq">Read the FAQ</a></p><div id="faq" class="block-anchor"><section class="block-accordion">');
  });

  it("leaves out a product block without products and a product table without its data", () => {
    expect(render([{ type: "products", anchor: "", heading: "New", display: "slider", source: "newest", category: "", count: 4 }, { type: "productTable", anchor: "", heading: "All" }])).toBe("");
  });
});

describe("BlockList's behaviour markup (decision 046)", () => {
  it("renders the slider block as a carousel section of lazy pictures with a no-script copy, and hands the carousel its words", () => {
    const html = render([{ type: "slider", anchor: "", heading: "Stories", items: [{ image: "/media/a.jpg", alt: "A mug", heading: "Made by hand", text: "Slowly.", href: "/shop" }, { image: "", alt: "", heading: "Second", text: "", href: "" }] }]);
    expect(html).toContain('<section class="block-slides" aria-labelledby="block-0-heading" data-carousel=""><h2 id="block-0-heading">Stories</h2><div class="block-slider__viewport"><ul class="block-slider" tabindex="0" aria-label="Stories">');
    expect(html).toContain('<div class="block-slide"><img class="lazy-image block-slide__image" data-lazy-src="/media/a.jpg" alt="A mug" decoding="async"/><noscript><img class="block-slide__image" src="/media/a.jpg" alt="A mug" loading="lazy" decoding="async"/></noscript><h3 class="block-slide__heading"><a href="/shop">Made by hand</a></h3><p>Slowly.</p>');
    expect(html).toContain('<h3 class="block-slide__heading">Second</h3>');
    expect(html).toContain('<script type="application/json" id="carousel-words">{"carousel":"carousel","slide":"slide","position":"%1$s of %2$s"');
  });

  it("renders a modal button as a link to its dialog, whose content is the sanitised rich text", () => {
    const html = render([{ type: "button", anchor: "", label: "Shipping", href: "", modalHtml: "<p>Free</p>" }]);
    expect(html).toContain('<p class="block-button"><a class="button" href="#block-0-modal" data-modal-open="block-0-modal" aria-haspopup="dialog">Shipping</a></p>');
    expect(html).toContain('<dialog id="block-0-modal" class="block-modal" aria-labelledby="block-0-modal-title"><form class="block-modal__close-form" method="dialog"><button type="submit" class="block-modal__close" aria-label="Close">');
    expect(html).toContain('<h2 id="block-0-modal-title">Shipping</h2><div class="entry-content"><p>Free</p></div></dialog>');
  });

  it("lists two or more anchored sections as bullets named by their headings, and covers the page with the loader when asked", () => {
    const faq: Block = { type: "accordion", anchor: "faq", heading: "", items: [{ title: "Q", body: "A" }] };
    const numbers: Block = { type: "countUp", anchor: "numbers", heading: "In numbers", items: [{ value: 1, label: "one", suffix: "" }] };
    const html = render([numbers, faq], { data: { ...noData, pageLoader: true } });
    expect(html).toMatch(/^<div class="page-loader" data-page-loader="" aria-hidden="true">/);
    expect(html).toContain('<nav class="block-bullets" aria-label="Sections" data-section-bullets=""><ol><li><a href="#numbers"><span class="block-bullets__name">In numbers</span></a></li><li><a href="#faq"><span class="block-bullets__name">faq</span></a></li></ol></nav>');
    expect(render([faq])).not.toContain("block-bullets");
    expect(render([faq])).not.toContain("page-loader");
  });
});
