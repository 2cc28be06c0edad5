import type { Block } from "../../../../server/content/blocks.ts";
import { contentText } from "../../../i18n/content-messages.en.ts";
import { AccordionBlockView } from "./accordion-block.tsx";
import { ButtonBlockView } from "./button-block.tsx";
import { CountUpBlockView } from "./count-up-block.tsx";
import { GalleryBlockView } from "./gallery-block.tsx";
import { HeroBlockView } from "./hero-block.tsx";
import { ImageBlockView } from "./image-block.tsx";
import type { BlockData } from "./load-block-data.server.ts";
import { MediaPlayerBlockView } from "./media-player-block.tsx";
import { ProductTableBlockView } from "./product-table-block.tsx";
import { ProductsBlockView } from "./products-block.tsx";
import { RichTextBlockView } from "./rich-text-block.tsx";
import { TabsBlockView } from "./tabs-block.tsx";
import { UnknownBlockView } from "./unknown-block.tsx";
import { PageDataScript } from "../../ui/page-data-script.tsx";
import { carouselWords, CAROUSEL_WORDS_ID } from "./carousel-words.ts";
import { PageLoader } from "./page-loader.tsx";
import { SectionBullets } from "./section-bullets.tsx";
import { SliderBlockView } from "./slider-block.tsx";
import { BuilderScript } from "./builder-script.tsx";
import { VideoEmbedBlockView } from "./video-embed-block.tsx";

// A page's blocks, rendered on the server in order. Editors (whose HTML is private and never
// cached) also get each block's "Edit with builder" link and see blocks of unknown types.

export interface BlockListProps {
  blocks: readonly Block[];
  data: BlockData;
  shopName: string;
  currency: string;
  locale: string;
  /** A hero as the first block gives the page its h1 (the home page); any other hero has an h2. */
  leadingHeroIsPageHeading: boolean;
  /** The editor's link to each block's form; null for everybody else. */
  builderHref: ((index: number) => string) | null;
}

function BlockView({ block, index, props }: { block: Block; index: number; props: BlockListProps }) {
  switch (block.type) {
    case "hero":
      return <HeroBlockView block={block} shopName={props.shopName} headingLevel={index === 0 && props.leadingHeroIsPageHeading ? 1 : 2} />;
    case "richText":
      return <RichTextBlockView block={block} />;
    case "products":
      return <ProductsBlockView block={block} products={props.data.products[index] ?? []} currency={props.currency} locale={props.locale} index={index} />;
    case "productTable":
      return <ProductTableBlockView block={block} table={props.data.tableIndex === index ? props.data.table : null} index={index} />;
    case "image":
      return <ImageBlockView block={block} />;
    case "accordion":
      return <AccordionBlockView block={block} index={index} />;
    case "tabs":
      return <TabsBlockView block={block} index={index} />;
    case "countUp":
      return <CountUpBlockView block={block} index={index} locale={props.locale} />;
    case "button":
      return <ButtonBlockView block={block} index={index} />;
    case "slider":
      return <SliderBlockView block={block} index={index} />;
    case "gallery":
      return <GalleryBlockView block={block} index={index} />;
    case "audio":
    case "video":
      return <MediaPlayerBlockView block={block} />;
    case "videoEmbed":
      return <VideoEmbedBlockView block={block} />;
    case "unknown":
      return <UnknownBlockView forEditor={props.builderHref !== null} />;
  }
}

function typeName(block: Block): string {
  return block.type === "unknown" ? contentText("content.templateNotFound") : contentText(`content.type.${block.type}`);
}

/** A block with an anchor is wrapped in an element with that id, so "#anchor" links lead to it. */
function AnchoredBlockView({ block, index, props }: { block: Block; index: number; props: BlockListProps }) {
  const view = <BlockView block={block} index={index} props={props} />;
  if (block.type === "unknown" || block.anchor === "") return view;
  return (
    <div id={block.anchor} className="block-anchor">
      {view}
    </div>
  );
}

export function BlockList(props: BlockListProps) {
  const { blocks, builderHref } = props;
  // The carousel script's words, only where a carousel is shown (a products slider shows only with products).
  const hasCarousel = blocks.some((block, index) => block.type === "slider" || (block.type === "products" && block.display === "slider" && (props.data.products[index] ?? []).length > 0));
  return (
    <>
      {props.data.pageLoader && <PageLoader />}
      <SectionBullets blocks={blocks} shopName={props.shopName} />
      {blocks.map((block, index) =>
        builderHref === null ? (
          <AnchoredBlockView key={index} block={block} index={index} props={props} />
        ) : (
          <div key={index} className="block-edit" id={`block-${index}`}>
            <AnchoredBlockView block={block} index={index} props={props} />
            <p className="block-edit__link">
              <a className="post-edit-link" href={builderHref(index)} data-builder-block={index} data-builder-title={`${index + 1}. ${typeName(block)}`}>
                {contentText("content.editWithBuilderOf", `${index + 1}. ${typeName(block)}`)}
              </a>
            </p>
          </div>
        ),
      )}
      {hasCarousel && <PageDataScript id={CAROUSEL_WORDS_ID} data={carouselWords()} />}
      {props.data.script !== "" && <script type="module" src={props.data.script} />}
      {builderHref !== null && <BuilderScript src={props.data.builderScript} />}
    </>
  );
}
