import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Block } from "../../../../server/content/blocks.ts";
import { BlockList, type BlockListProps } from "./block-list.tsx";

// The media blocks' server HTML (decision 047): what each does without a script, and the builder's
// script and words present in editors' pages only.

const data = { products: {}, table: null, tableIndex: null, script: "/islands/blocks/blocks.js", builderScript: "/islands/blocks/builder.js", pageLoader: false };

function render(blocks: Block[], overrides: Partial<BlockListProps> = {}): string {
  return renderToStaticMarkup(<BlockList blocks={blocks} data={data} shopName="Shopwright" currency="USD" locale="en-US" leadingHeroIsPageHeading={false} builderHref={null} {...overrides} />);
}

const gallery: Block = {
  type: "gallery",
  anchor: "",
  heading: "Studio",
  items: [
    { src: "/media/a.jpg", width: 1200, height: 800, alt: "A mug", caption: "Glazed" },
    { src: "/media/b.jpg", width: 800, height: 800, alt: "", caption: "" },
  ],
};

describe("media blocks' HTML", () => {
  it("links each gallery thumbnail to its full picture with PhotoSwipe's sizes, and names a picture without alt text", () => {
    const html = render([gallery]);
    expect(html).toContain('<ul class="block-gallery__list" data-gallery="1"');
    expect(html).toContain('<a href="/media/a.jpg" class="block-gallery__link" data-pswp-width="1200" data-pswp-height="800" data-caption="Glazed"><img src="/media/a.jpg" alt="A mug" width="1200" height="800" loading="lazy" decoding="async"/></a><figcaption>Glazed</figcaption>');
    expect(html).toContain('aria-label="Open picture 2 of 2 in the lightbox"');
  });

  it("gives audio and video every file with its type, the browser's controls, and a hidden No renderer found", () => {
    const html = render([{ type: "video", anchor: "", title: "Making a mug", poster: "/media/p.jpg", captions: "/media/c.vtt", items: [{ src: "/media/m.webm" }, { src: "/media/m.mp4" }] }]);
    expect(html).toContain('<video controls="" preload="metadata" playsInline="" poster="/media/p.jpg" aria-label="Making a mug" slot="media"><source src="/media/m.webm" type="video/webm"/><source src="/media/m.mp4" type="video/mp4"/><track kind="captions" src="/media/c.vtt" srcLang="en" label="Making a mug" default=""/>');
    expect(html).toContain('<p class="block-media__none" role="status" hidden="">No renderer found</p>');
  });

  it("renders a YouTube embed as a link to the video with YouTube's still, the player's address only in a data attribute", () => {
    const html = render([{ type: "videoEmbed", anchor: "", title: "Our studio", url: "https://youtu.be/dQw4w9WgXcQ", poster: "" }]);
    expect(html).toContain('<a class="video-facade" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-video-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1" data-video-title="Our studio">');
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(html).not.toContain("<iframe");
  });

  it("adds the builder's script and words, and the builder data on each edit link, for editors only", () => {
    const shopper = render([gallery]);
    expect(shopper).not.toContain("builder");
    const editor = render([gallery], { builderHref: (index) => `/my-account/edit-page/about#edit-block-${index}` });
    expect(editor).toContain('data-builder-block="0" data-builder-title="1. Image gallery"');
    expect(editor).toContain('<script type="application/json" id="builder-words">');
    expect(editor).toContain('<script type="module" src="/islands/blocks/builder.js">');
  });
});
