import type { Image, ImageFile, VariationData, VariationImageData } from "../../../../server/catalog/catalog.ts";
import { GALLERY_FULL_WIDTH_BELOW_PX } from "../product-constants.ts";

// One shape for every picture the gallery, its thumbnails, the zoom and the lightbox show, whether
// it comes from the product's images or from a chosen variation.

export interface GalleryImage {
  /** Stable React key. */
  key: string;
  id: number | null;
  /** The slide image (large size). */
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  /** The original, for zoom and the lightbox. */
  fullSrc: string;
  fullWidth: number;
  fullHeight: number;
  thumbSrc: string;
  alt: string;
  title: string;
  caption: string;
}

/** The gallery is half the page on large screens and the full width below the large breakpoint. */
export const GALLERY_IMAGE_SIZES = `(max-width: ${GALLERY_FULL_WIDTH_BELOW_PX - 1}px) 100vw, 50vw`;

function srcsetOf(files: readonly ImageFile[]): string {
  const byWidth = new Map<number, string>();
  for (const file of files) byWidth.set(file.width, file.url);
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(", ");
}

export function galleryImageFromImage(image: Image): GalleryImage {
  const { thumbnail, medium, large, full } = image.sizes;
  const slide = large ?? full;
  return {
    key: `image-${image.id}`,
    id: image.id,
    src: slide.url,
    srcset: srcsetOf([thumbnail, medium, large, full].filter((file): file is ImageFile => file !== undefined)),
    sizes: GALLERY_IMAGE_SIZES,
    width: slide.width,
    height: slide.height,
    fullSrc: full.url,
    fullWidth: full.width,
    fullHeight: full.height,
    thumbSrc: (thumbnail ?? medium ?? slide).url,
    alt: image.alt,
    title: image.title,
    caption: image.caption,
  };
}

export function galleryImageFromVariation(image: VariationImageData, imageId: number | null): GalleryImage {
  return {
    key: `variation-image-${imageId ?? image.full_src}`,
    id: imageId,
    src: image.src,
    srcset: image.srcset,
    sizes: image.sizes || GALLERY_IMAGE_SIZES,
    width: image.src_w,
    height: image.src_h,
    fullSrc: image.full_src,
    fullWidth: image.full_src_w,
    fullHeight: image.full_src_h,
    thumbSrc: image.gallery_thumbnail_src || image.thumb_src || image.src,
    alt: image.alt,
    title: image.title,
    caption: image.caption,
  };
}

/** The product's main image followed by its gallery, each picture once. */
export function productGalleryImages(main: Image | null, gallery: readonly Image[]): GalleryImage[] {
  const seen = new Set<number>();
  const images: GalleryImage[] = [];
  for (const image of main === null ? gallery : [main, ...gallery]) {
    if (seen.has(image.id)) continue;
    seen.add(image.id);
    images.push(galleryImageFromImage(image));
  }
  return images;
}

export interface VariationGallery {
  images: GalleryImage[];
  /** The slide to show. */
  activeIndex: number;
}

/**
 * What the gallery shows for a chosen variation (WooCommerce's rule): its image, when already in
 * the gallery, is slid to; otherwise it takes the first slide's place. No variation, or one without
 * an image, restores the original first image.
 */
export function galleryForVariation(base: readonly GalleryImage[], variation: Pick<VariationData, "image" | "image_id"> | null): VariationGallery {
  if (variation === null || variation.image === null) return { images: [...base], activeIndex: 0 };
  const existing = variation.image_id === null ? -1 : base.findIndex((image) => image.id === variation.image_id);
  if (existing >= 0) return { images: [...base], activeIndex: existing };
  return { images: [galleryImageFromVariation(variation.image, variation.image_id), ...base.slice(1)], activeIndex: 0 };
}
