import type { SliderBlock } from "../../../../server/content/blocks.ts";
import { BlockCarousel } from "./block-carousel.tsx";
import { LazyImage } from "./lazy-image.tsx";

// The slider block: slides of a picture, a heading, a line of text and a link, shown as a carousel
// (block-carousel.tsx). Slide headings sit one level under the block's heading.

export function SliderBlockView({ block, index }: { block: SliderBlock; index: number }) {
  const headingId = block.heading === "" ? undefined : `block-${index}-heading`;
  const SlideHeading = headingId === undefined ? "h2" : "h3";
  return (
    <BlockCarousel className="block-slides" label={block.heading} headingId={headingId} heading={headingId !== undefined && <h2 id={headingId}>{block.heading}</h2>}>
      {block.items.map((slide, slideIndex) => (
        <li key={slideIndex} className="block-slider__item">
          <div className="block-slide">
            {slide.image !== "" && <LazyImage src={slide.image} alt={slide.alt} className="block-slide__image" />}
            <SlideHeading className="block-slide__heading">{slide.href === "" ? slide.heading : <a href={slide.href}>{slide.heading}</a>}</SlideHeading>
            {slide.text !== "" && <p>{slide.text}</p>}
          </div>
        </li>
      ))}
    </BlockCarousel>
  );
}
