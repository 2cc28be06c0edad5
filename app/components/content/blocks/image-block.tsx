import type { ImageBlock } from "../../../../server/content/blocks.ts";

// One picture with its caption; the lightbox comes with the gallery's script.

export function ImageBlockView({ block }: { block: ImageBlock }) {
  return (
    <figure className="block-image">
      <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
      {block.caption !== "" && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}
