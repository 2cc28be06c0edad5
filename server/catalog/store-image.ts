import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { prepareImageFiles, type ImageFileOptions } from "../media/prepare-image-files.ts";
import { findImageBySource, insertImage, updateImageText } from "./image.write.repository.ts";
import { imageInputSchema, type ImageInput } from "./product-input.ts";
import { catalogDb } from "./catalog-db.ts";

// An image source becomes one `images` row (the catalogue owns images), reused by its source URL.
// The media module writes the files; this records them.

export type StoreImageResult =
  /** metadataChanged: an image already stored got new alt text, title or caption. */
  | { ok: true; imageId: number; remote: boolean; reused: boolean; metadataChanged: boolean }
  | { ok: false; code: "image_not_found" | "image_unreadable"; message: string };

export async function storeImage(db: Kysely<Database>, input: ImageInput, options: ImageFileOptions): Promise<StoreImageResult> {
  const image = imageInputSchema.parse(input);
  const text = { alt: image.alt, title: image.title, caption: image.caption };
  const existing = await findImageBySource(catalogDb(db), image.source);
  if (existing) {
    const metadataChanged = existing.alt !== text.alt || existing.title !== text.title || existing.caption !== text.caption;
    if (metadataChanged) await updateImageText(catalogDb(db), existing.id, text);
    return { ok: true, imageId: existing.id, remote: existing.remote, reused: true, metadataChanged };
  }
  const prepared = await prepareImageFiles(image.source, options);
  if (!prepared.ok) return prepared;
  const imageId = await insertImage(catalogDb(db), image.source, text, prepared.sizes);
  return { ok: true, imageId, remote: prepared.sizes === null, reused: false, metadataChanged: false };
}
