import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { decodeDemoArt } from "./demo-art.ts";
import { renderDemoArtSvg } from "./demo-art-svg.ts";

// Renders every `demo-art:` source once into a cache folder. The file name is a hash of the
// description and the renderer version, so reseeding reuses the files and a changed drawing
// produces new ones.

/** Bump when the drawings change, so cached PNGs are rendered again. */
const DEMO_ART_VERSION = "1";
const DEFAULT_CACHE_DIR = join(tmpdir(), "shopwright-demo-images");
const MAX_CONCURRENT_RENDERS = Math.max(2, Math.min(8, availableParallelism()));

export interface GenerateDemoImagesOptions {
  cacheDir?: string;
  concurrency?: number;
}

export interface GeneratedDemoImages {
  /** `demo-art:` source → absolute path of its PNG. */
  paths: Map<string, string>;
  rendered: number;
  reused: number;
}

export async function generateDemoImages(sources: Iterable<string>, options: GenerateDemoImagesOptions = {}): Promise<GeneratedDemoImages> {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  await mkdir(cacheDir, { recursive: true });
  const unique = [...new Set(sources)];
  const paths = new Map<string, string>();
  const pending: Array<{ source: string; path: string }> = [];
  for (const source of unique) {
    const hash = createHash("sha256").update(`${DEMO_ART_VERSION}\n${source}`).digest("hex").slice(0, 20);
    const path = join(cacheDir, `${hash}.png`);
    paths.set(source, path);
    if (!existsSync(path)) pending.push({ source, path });
  }
  await runLimited(pending, options.concurrency ?? MAX_CONCURRENT_RENDERS, renderOne);
  return { paths, rendered: pending.length, reused: unique.length - pending.length };
}

async function renderOne({ source, path }: { source: string; path: string }): Promise<void> {
  const spec = decodeDemoArt(source);
  if (!spec) throw new Error(`not a demo art source: ${source}`);
  const png = await sharp(Buffer.from(renderDemoArtSvg(spec))).png({ compressionLevel: 6 }).toBuffer();
  // Write then rename, so a parallel seed never reads a half-written file.
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, png);
  await rename(temporary, path);
}

/** Runs `work` over `items` with at most `limit` in flight; the first failure rejects. */
export async function runLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
