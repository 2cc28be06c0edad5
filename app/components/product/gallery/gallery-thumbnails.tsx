import { t } from "../../../i18n/t.ts";
import { GALLERY_THUMBNAIL_PX } from "../product-constants.ts";
import type { GalleryImage } from "./gallery-images.ts";

// Thumbnail navigation. Each is a link to its slide's anchor, so without JavaScript it scrolls the
// (then natively scrollable) slider; with JavaScript the slider animates there instead.

export interface GalleryThumbnailsProps {
  images: readonly GalleryImage[];
  selected: number;
  slideId: (index: number) => string;
  onSelect: (index: number) => void;
}

export function GalleryThumbnails({ images, selected, slideId, onSelect }: GalleryThumbnailsProps) {
  return (
    <ol className="product-gallery__thumbs">
      {images.map((image, index) => (
        <li key={image.key}>
          <a
            href={`#${slideId(index)}`}
            className="product-gallery__thumb"
            aria-current={index === selected ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              onSelect(index);
            }}
          >
            <img src={image.thumbSrc} alt="" width={GALLERY_THUMBNAIL_PX} height={GALLERY_THUMBNAIL_PX} loading="lazy" decoding="async" draggable={false} />
            <span className="visually-hidden">{t("gallery.showImage", index + 1, images.length)}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}
