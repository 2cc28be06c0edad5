import type { CSSProperties } from "react";
import type { HeroBlock } from "../../../../server/content/blocks.ts";

// The hero banner: heading, text and a button over an optional background picture. Parallax is
// CSS alone (the background stays put while the page scrolls), so it needs no script.

export interface HeroBlockViewProps {
  block: HeroBlock;
  /** Shown when the block's heading is blank. */
  shopName: string;
  headingLevel: 1 | 2;
}

export function HeroBlockView({ block, shopName, headingLevel }: HeroBlockViewProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  // The address was checked on save (no quotes, spaces or brackets can end the url() early).
  const style: CSSProperties | undefined = block.backgroundImage === "" ? undefined : { backgroundImage: `url("${block.backgroundImage}")` };
  const classes = ["block-hero", block.backgroundImage === "" ? "" : "block-hero--image", block.parallax ? "block-hero--parallax" : ""].filter(Boolean).join(" ");
  return (
    <section className={classes} style={style}>
      <Heading>{block.heading === "" ? shopName : block.heading}</Heading>
      {block.text !== "" && <p>{block.text}</p>}
      {block.buttonLabel !== "" && block.buttonHref !== "" && (
        <a className="button" href={block.buttonHref}>
          {block.buttonLabel}
        </a>
      )}
    </section>
  );
}
