import type { ImageSizeFile } from "../media/prepare-image-files.ts";
import type { CatalogDb } from "./catalog-db.ts";

export interface StoredImageRow {
  id: number;
  remote: boolean;
  alt: string;
  title: string;
  caption: string;
}

export interface ImageText {
  alt: string;
  title: string;
  caption: string;
}

export async function findImageBySource(db: CatalogDb, source: string): Promise<StoredImageRow | null> {
  const row = await db.selectFrom("images").select(["id", "remote", "alt", "title", "caption"]).where("source_url", "=", source).executeTakeFirst();
  return row ? { ...row, remote: row.remote === 1 } : null;
}

export async function updateImageText(db: CatalogDb, id: number, text: ImageText): Promise<void> {
  await db.updateTable("images").set(text).where("id", "=", id).execute();
}

/** An image row and its size rows; `sizes` null records a remote image whose only file is its URL. */
export async function insertImage(db: CatalogDb, source: string, text: ImageText, sizes: ImageSizeFile[] | null): Promise<number> {
  const full = sizes?.find((s) => s.size === "full");
  const inserted = await db
    .insertInto("images")
    .values({ source_url: source, remote: sizes === null ? 1 : 0, ...text, width: full?.width ?? null, height: full?.height ?? null })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Unknown dimensions are 0 so the columns stay NOT NULL; the read side treats 0 as "unknown".
  const rows = sizes ?? [{ size: "full" as const, url: source, width: 0, height: 0 }];
  await db.insertInto("image_sizes").values(rows.map((row) => ({ image_id: inserted.id, ...row }))).execute();
  return inserted.id;
}
