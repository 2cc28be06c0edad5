import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { getMimeType } from "hono/utils/mime";
import { BUILD_BROTLI_QUALITY, BUILD_GZIP_LEVEL, MIN_COMPRESSIBLE_BYTES, isCompressibleType } from "../server/http/content-encoding.ts";
import { PRECOMPRESSED_SUFFIX } from "../server/http/serve-precompressed.ts";

// The last step of `npm run build`: writes `<file>.br` and `<file>.gz` next to every compressible
// file in build/client, at the best ratio, so the server answers with them without compressing
// anything at request time (server/http/serve-precompressed.ts).

const CLIENT_DIR = "build/client";

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot folders hold Vite's manifest, which the server reads from disk and never serves.
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

function isVariant(path: string): boolean {
  return Object.values(PRECOMPRESSED_SUFFIX).some((suffix) => path.endsWith(suffix));
}

let originalBytes = 0;
let brotliBytes = 0;
let count = 0;
for (const path of filesUnder(CLIENT_DIR)) {
  if (isVariant(path) || !isCompressibleType(getMimeType(path))) continue;
  const body = readFileSync(path);
  if (body.byteLength < MIN_COMPRESSIBLE_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BUILD_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  });
  const gzip = gzipSync(body, { level: BUILD_GZIP_LEVEL });
  writeFileSync(path + PRECOMPRESSED_SUFFIX.br, brotli);
  writeFileSync(path + PRECOMPRESSED_SUFFIX.gzip, gzip);
  originalBytes += body.byteLength;
  brotliBytes += brotli.byteLength;
  count += 1;
  if (process.env.PRECOMPRESS_VERBOSE) console.log(`${relative(CLIENT_DIR, path)}: ${body.byteLength} → br ${brotli.byteLength}, gz ${gzip.byteLength}`);
}
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
console.log(`precompressed ${count} build files: ${kb(originalBytes)} KB → ${kb(brotliBytes)} KB brotli (.br and .gz beside each)`);
