import type { GalleryBlock } from "../../../../server/content/blocks.ts";
import { contentMessages, contentText } from "../../../i18n/content-messages.en.ts";
import type { GalleryLightboxWords } from "../../../islands/blocks/media/gallery-words.ts";

// An image gallery (decision 047): thumbnails that link to the full pictures, so without
// JavaScript each opens on its own. The blocks script opens PhotoSwipe instead and keeps the
// picture in the address (#&gid=<block's place + 1>&pid=<picture, from 1>).

function galleryId(index: number): number {
  return index + 1;
}

function lightboxWords(): GalleryLightboxWords {
  return {
    label: contentText("media.lightbox.label"),
    close: contentText("media.lightbox.close"),
    zoom: contentText("media.lightbox.zoom"),
    previous: contentText("media.lightbox.previous"),
    next: contentText("media.lightbox.next"),
    loadError: contentMessages["media.lightbox.loadError"],
  };
}

export function GalleryBlockView({ block, index }: { block: GalleryBlock; index: number }) {
  const headingId = `block-${index}-heading`;
  const count = block.items.length;
  return (
    <section className="block-gallery" aria-labelledby={block.heading === "" ? undefined : headingId}>
      {block.heading !== "" && <h2 id={headingId}>{block.heading}</h2>}
      <ul className="block-gallery__list" data-gallery={galleryId(index)} data-lightbox-words={JSON.stringify(lightboxWords())}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex} className="block-gallery__item">
            <figure>
              <a
                href={item.src}
                className="block-gallery__link"
                data-pswp-width={item.width}
                data-pswp-height={item.height}
                data-caption={item.caption}
                aria-label={item.alt === "" ? contentText("media.openPicture", itemIndex + 1, count) : undefined}
              >
                <img src={item.src} alt={item.alt} width={item.width} height={item.height} loading="lazy" decoding="async" />
              </a>
              {item.caption !== "" && <figcaption>{item.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
