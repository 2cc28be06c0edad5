import { IMAGE_SIZES, type Image, type ImageFile, type ImageSizeName } from "./catalog.ts";
import { isOneOf } from "../parse-enum.ts";
import type { CatalogDb } from "./catalog-db.ts";

function isSizeName(size: string): size is ImageSizeName {
  return isOneOf(IMAGE_SIZES, size);
}

/** Loads images with their resized files in two queries, keyed by id (missing ids are absent). */
export async function loadImages(db: CatalogDb, ids: readonly number[]): Promise<Map<number, Image>> {
  const unique = [...new Set(ids)];
  const images = new Map<number, Image>();
  if (unique.length === 0) return images;
  const [rows, sizeRows] = await Promise.all([
    db.selectFrom("images").selectAll().where("id", "in", unique).execute(),
    db.selectFrom("image_sizes").selectAll().where("image_id", "in", unique).execute(),
  ]);
  const sizesById = new Map<number, Partial<Record<ImageSizeName, ImageFile>>>();
  for (const size of sizeRows) {
    if (!isSizeName(size.size)) continue;
    const sizes = sizesById.get(size.image_id) ?? {};
    sizes[size.size] = { url: size.url, width: size.width, height: size.height };
    sizesById.set(size.image_id, sizes);
  }
  for (const row of rows) {
    const sizes = sizesById.get(row.id) ?? {};
    // An image not yet resized (or served remotely) still has its original as the full size.
    const full = sizes.full ?? { url: row.source_url, width: row.width ?? 0, height: row.height ?? 0 };
    images.set(row.id, {
      id: row.id,
      alt: row.alt,
      title: row.title,
      caption: row.caption,
      remote: row.remote === 1,
      sizes: { ...sizes, full },
    });
  }
  return images;
}
