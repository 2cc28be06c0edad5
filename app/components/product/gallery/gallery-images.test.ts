import { describe, expect, it } from "vitest";
import type { Image, VariationImageData } from "../../../../server/catalog/catalog.ts";
import { galleryForVariation, galleryImageFromImage, productGalleryImages } from "./gallery-images.ts";

function image(id: number): Image {
  return {
    id,
    alt: `Alt ${id}`,
    title: `Title ${id}`,
    caption: `Caption ${id}`,
    remote: false,
    sizes: {
      thumbnail: { url: `/media/${id}-100.jpg`, width: 100, height: 100 },
      large: { url: `/media/${id}-800.jpg`, width: 800, height: 800 },
      full: { url: `/media/${id}.jpg`, width: 1600, height: 1600 },
    },
  };
}

const variationImage: VariationImageData = {
  title: "Blue",
  caption: "",
  alt: "Blue hoodie",
  src: "/media/9-800.jpg",
  srcset: "/media/9-800.jpg 800w",
  sizes: "",
  full_src: "/media/9.jpg",
  full_src_w: 1200,
  full_src_h: 1000,
  src_w: 800,
  src_h: 667,
  gallery_thumbnail_src: "/media/9-100.jpg",
  thumb_src: "/media/9-300.jpg",
};

describe("galleryImageFromImage", () => {
  it("uses the large size for the slide, the original for zoom and the thumbnail for navigation", () => {
    const picture = galleryImageFromImage(image(1));
    expect(picture).toMatchObject({ src: "/media/1-800.jpg", width: 800, fullSrc: "/media/1.jpg", fullWidth: 1600, thumbSrc: "/media/1-100.jpg", alt: "Alt 1" });
    expect(picture.srcset).toBe("/media/1-100.jpg 100w, /media/1-800.jpg 800w, /media/1.jpg 1600w");
    expect(picture.sizes).toBe("(max-width: 849px) 100vw, 50vw");
  });

  it("falls back to the original when smaller sizes are missing", () => {
    const original: Image = { ...image(2), sizes: { full: { url: "/media/2.jpg", width: 500, height: 400 } } };
    expect(galleryImageFromImage(original)).toMatchObject({ src: "/media/2.jpg", thumbSrc: "/media/2.jpg", srcset: "/media/2.jpg 500w" });
  });
});

describe("productGalleryImages", () => {
  it("puts the main image first and drops repeats", () => {
    expect(productGalleryImages(image(1), [image(2), image(1), image(3)]).map((picture) => picture.id)).toEqual([1, 2, 3]);
    expect(productGalleryImages(null, [image(2)]).map((picture) => picture.id)).toEqual([2]);
  });
});

describe("galleryForVariation", () => {
  const base = productGalleryImages(image(1), [image(2), image(3)]);

  it("restores the original first image without a variation or its image", () => {
    expect(galleryForVariation(base, null)).toEqual({ images: base, activeIndex: 0 });
    expect(galleryForVariation(base, { image: null, image_id: null })).toEqual({ images: base, activeIndex: 0 });
  });

  it("slides to a variation image that is already in the gallery", () => {
    expect(galleryForVariation(base, { image: variationImage, image_id: 3 })).toEqual({ images: base, activeIndex: 2 });
  });

  it("swaps the first image for a variation image of its own", () => {
    const result = galleryForVariation(base, { image: variationImage, image_id: 9 });
    expect(result.activeIndex).toBe(0);
    expect(result.images.map((picture) => picture.id)).toEqual([9, 2, 3]);
    expect(result.images[0]).toMatchObject({ src: "/media/9-800.jpg", fullSrc: "/media/9.jpg", fullWidth: 1200, thumbSrc: "/media/9-100.jpg", alt: "Blue hoodie" });
    expect(result.images[0]?.sizes).toBe("(max-width: 849px) 100vw, 50vw");
  });

  it("shows a variation image for a product without pictures", () => {
    expect(galleryForVariation([], { image: variationImage, image_id: 9 }).images).toHaveLength(1);
  });
});
