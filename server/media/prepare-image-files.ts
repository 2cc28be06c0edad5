import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, extname, isAbsolute, join } from "node:path";
import sharp from "sharp";

// Turns an image source (a local file or an http(s) URL) into files of WooCommerce's sizes. A URL
// that cannot be fetched stays a remote image, so an import never fails on a dead link. The rows
// that record an image belong to the catalogue (server/catalog/store-image.ts); this module only
// writes files.

/** WooCommerce's default image sizes: a square thumbnail and two width-bound sizes. */
export const THUMBNAIL_SIZE_PX = 150;
export const MEDIUM_WIDTH_PX = 300;
export const LARGE_WIDTH_PX = 1024;
/** How long to wait for a remote image before keeping it as a remote link. */
export const IMAGE_FETCH_TIMEOUT_MS = 3000;
/** Public URL prefix under which mediaDir is served. */
export const MEDIA_URL_PREFIX = "/media";

export interface ImageFileOptions {
  mediaDir: string;
  now?: Date;
  fetchTimeoutMs?: number;
  /** Hosts that already failed in this run: skipped so an offline import does not wait on each image. */
  unreachableHosts?: Set<string>;
}

/** WooCommerce's size names; the catalogue's IMAGE_SIZES must match them. */
export type MediaSizeName = "thumbnail" | "medium" | "large" | "full";

export interface ImageSizeFile {
  size: MediaSizeName;
  url: string;
  width: number;
  height: number;
}

export type PreparedImage =
  /** sizes: null when a URL could not be fetched or read: the image stays a remote link. */
  | { ok: true; sizes: ImageSizeFile[] | null }
  | { ok: false; code: "image_not_found" | "image_unreadable"; message: string };

/** Reads or fetches an image source and writes its sizes under mediaDir. */
export async function prepareImageFiles(source: string, options: ImageFileOptions): Promise<PreparedImage> {
  const isUrl = /^https?:\/\//i.test(source);
  const bytes = isUrl ? await fetchBytes(source, options) : await readLocal(source, options.mediaDir);
  if (bytes === null && !isUrl) return { ok: false, code: "image_not_found", message: `Image file not found: ${source}` };

  const sizes = bytes === null ? null : await writeSizes(bytes, source, options).catch((error: unknown) => {
    if (isUrl) return null;
    throw error;
  });
  if (sizes === null && !isUrl) return { ok: false, code: "image_unreadable", message: `Not an image: ${source}` };
  return { ok: true, sizes };
}

async function fetchBytes(url: string, options: ImageFileOptions): Promise<Buffer | null> {
  const host = new URL(url).host;
  if (options.unreachableHosts?.has(host)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.fetchTimeoutMs ?? IMAGE_FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    // Offline machines, DNS failures and timeouts all end the same way: keep the image remote.
    if (!(error instanceof Error)) throw error;
    options.unreachableHosts?.add(host);
    return null;
  }
}

async function readLocal(source: string, mediaDir: string): Promise<Buffer | null> {
  const candidates = isAbsolute(source) ? [source] : [source, join(mediaDir, source)];
  const path = candidates.find((candidate) => existsSync(candidate));
  return path === undefined ? null : readFile(path);
}

async function writeSizes(bytes: Buffer, source: string, options: ImageFileOptions): Promise<ImageSizeFile[]> {
  const metadata = await sharp(bytes).metadata();
  const width = metadata.width;
  const height = metadata.height;
  if (!width || !height) throw new Error(`Image without dimensions: ${source}`);

  const now = options.now ?? new Date();
  const folder = join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, "0"));
  await mkdir(join(options.mediaDir, folder), { recursive: true });
  // The content hash keeps two different files with the same name from overwriting each other.
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  const stem = `${safeStem(source)}-${hash}`;
  const originalExtension = metadata.format === "jpeg" ? "jpg" : (metadata.format ?? "img");
  const url = (file: string) => `${MEDIA_URL_PREFIX}/${folder}/${file}`;

  const fullFile = `${stem}.${originalExtension}`;
  await writeFile(join(options.mediaDir, folder, fullFile), bytes);
  const rows: ImageSizeFile[] = [{ size: "full", url: url(fullFile), width, height }];

  const thumbFile = `${stem}-${THUMBNAIL_SIZE_PX}x${THUMBNAIL_SIZE_PX}.webp`;
  const thumb = await sharp(bytes).resize(THUMBNAIL_SIZE_PX, THUMBNAIL_SIZE_PX, { fit: "cover" }).webp().toFile(join(options.mediaDir, folder, thumbFile));
  rows.push({ size: "thumbnail", url: url(thumbFile), width: thumb.width, height: thumb.height });

  for (const [size, target] of [["medium", MEDIUM_WIDTH_PX], ["large", LARGE_WIDTH_PX]] as const) {
    // Like WordPress, never upscale: a small original serves the bigger size itself.
    if (width <= target) {
      rows.push({ size, url: url(fullFile), width, height });
      continue;
    }
    const file = `${stem}-${target}w.webp`;
    const written = await sharp(bytes).resize({ width: target }).webp().toFile(join(options.mediaDir, folder, file));
    rows.push({ size, url: url(file), width: written.width, height: written.height });
  }
  return rows;
}

function safeStem(source: string): string {
  const name = basename(source.split(/[?#]/)[0] ?? source, extname(source.split(/[?#]/)[0] ?? source));
  const stem = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return stem === "" ? "image" : stem.slice(0, 60);
}
