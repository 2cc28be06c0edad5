import type { ImageBlock } from "../../../../server/content/blocks.ts";
import { LazyImage } from "./lazy-image.tsx";

// One picture with its caption, loaded as it comes into view; the lightbox comes with the gallery's script.

export function ImageBlockView({ block }: { block: ImageBlock }) {
  return (
    <figure className="block-image">
      <LazyImage src={block.src} alt={block.alt} width={block.width} height={block.height} />
      {block.caption !== "" && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}
