import { Duplex } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, createZstdCompress, gzip, zstdCompress } from "node:zlib";

// What goes over the wire is compressed with brotli or gzip, chosen per request from
// Accept-Encoding (docs/decisions/009). Shared by the compression middleware, the page cache and
// the build step that precompresses the client files, so all three agree on types and levels.

export type ContentEncoding = "zstd" | "br" | "gzip" | "identity";
export type Coding = Exclude<ContentEncoding, "identity">;

/**
 * The codings a response compressed while the visitor waits may use, in the server's order for a
 * tie: zstd first, because at the level used here it costs a fifth of brotli's CPU for about 15 %
 * more bytes (decision 009, amended for issue 13); then brotli, for clients without zstd (Safari).
 */
export const LIVE_CODINGS: readonly Coding[] = ["zstd", "br", "gzip"];
/** The codings the build writes next to its files, smallest output first: they cost nothing to serve. */
export const PRECOMPRESSED_CODINGS = ["br", "gzip"] as const satisfies readonly Coding[];

/** Below this, the encoding's framing and the CPU cost outweigh the bytes saved. */
export const MIN_COMPRESSIBLE_BYTES = 1024;
/**
 * Brotli quality for responses compressed while the shopper waits. 11 (the maximum) costs tens of
 * milliseconds on a 50 KB page; 5 keeps most of the gain at a few milliseconds.
 */
export const DYNAMIC_BROTLI_QUALITY = 5;
/** gzip level for responses compressed while the shopper waits (zlib's own default). */
export const DYNAMIC_GZIP_LEVEL = 6;
/** zstd level for responses compressed while the shopper waits (zstd's own default). */
export const DYNAMIC_ZSTD_LEVEL = 3;
/** Build files are compressed once, so they get the best ratio. */
export const BUILD_BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY;
export const BUILD_GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

/** HTML, JSON, CSS, JS, SVG, XML and plain text: the types worth compressing. */
const COMPRESSIBLE_TYPE = /^\s*(?:text\/[^;\s]+|application\/(?:javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml|[^;\s]+\+(?:json|xml))\s*(?:;|$)/i;

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return contentType !== null && contentType !== undefined && COMPRESSIBLE_TYPE.test(contentType);
}

/** Parses `br;q=0.8, gzip, *;q=0` into coding → quality (lower-cased names, q clamped to 0..1). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (name === "") continue;
    let quality = 1;
    for (const parameter of parameters) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(parameter);
      if (match) quality = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    qualities.set(name.toLowerCase(), quality);
  }
  return qualities;
}

/**
 * The encoding to answer with (RFC 9110 §12.5.3): of `codings`, the one the client gives the
 * highest quality, ties going to the one listed first. A coding not named takes `*`'s quality. Identity is the
 * fallback: it wins only when the client rates it above every coding we have (`gzip;q=0.5,
 * identity`). A client that refuses everything still gets identity rather than an error page, as
 * most servers do.
 */
export function negotiateEncoding<C extends Coding = Coding>(acceptEncoding: string | null | undefined, codings: readonly C[] = LIVE_CODINGS as readonly C[]): C | "identity" {
  if (!acceptEncoding) return "identity";
  const qualities = parseAcceptEncoding(acceptEncoding);
  const wildcard = qualities.get("*");
  let best: C | "identity" = "identity";
  let bestQuality = 0;
  for (const encoding of codings) {
    const quality = qualities.get(encoding) ?? wildcard ?? 0;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  const identityQuality = qualities.get("identity") ?? wildcard;
  return identityQuality !== undefined && identityQuality > bestQuality ? "identity" : best;
}

/** Adds Accept-Encoding to a Vary header value, keeping what is there. */
export function varyOnAcceptEncoding(current: string | null): string {
  if (!current) return "Accept-Encoding";
  if (current.trim() === "*" || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const zstdAsync = promisify(zstdCompress);

/**
 * The compression window for live responses (log2 of its bytes). Brotli's default, 4 MB, allocates
 * its ring buffer and hash tables for that size on every compression (zstd's too, at 2 MB): with
 * several pages compressed at once that doubled the CPU of each (page faults of fresh memory). A
 * window as big as the body finds every match there is, so a whole body gets the smallest window
 * that holds it; a stream, whose size is not known, gets 256 KB, more than any page.
 */
export const STREAM_WINDOW_BITS = 18;
export function windowBitsFor(byteLength: number): number {
  const bits = Math.ceil(Math.log2(Math.max(byteLength, 1)));
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, bits));
}

/**
 * The output buffer of a whole body's compression. Each time zlib's 16 KB default fills, the thread
 * pool hands back to the main thread and is sent on again; a page compresses to 15-30 KB, so one
 * 64 KB buffer takes it in one trip (main-thread time a product page 255-384 → 200-260 µs).
 */
const BODY_CHUNK_BYTES = 64 * 1024;

/** Compresses a whole body on zlib's thread pool, at the levels for responses served live. */
export function compressBody(body: Buffer, encoding: Coding): Promise<Buffer> {
  const windowBits = windowBitsFor(body.byteLength);
  if (encoding === "zstd") {
    return zstdAsync(body, {
      chunkSize: BODY_CHUNK_BYTES,
      pledgedSrcSize: body.byteLength,
      params: { [constants.ZSTD_c_compressionLevel]: DYNAMIC_ZSTD_LEVEL, [constants.ZSTD_c_windowLog]: windowBits },
    });
  }
  if (encoding === "br") {
    return brotliAsync(body, {
      chunkSize: BODY_CHUNK_BYTES,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: windowBits,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzipAsync(body, { chunkSize: BODY_CHUNK_BYTES, level: DYNAMIC_GZIP_LEVEL });
}

function streamCompressor(encoding: Coding) {
  if (encoding === "zstd") return createZstdCompress({ params: { [constants.ZSTD_c_compressionLevel]: DYNAMIC_ZSTD_LEVEL, [constants.ZSTD_c_windowLog]: STREAM_WINDOW_BITS } });
  if (encoding === "br") return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [constants.BROTLI_PARAM_LGWIN]: STREAM_WINDOW_BITS } });
  return createGzip({ level: DYNAMIC_GZIP_LEVEL });
}

/** Compresses a body as it streams; errors and cancellation travel through the pipe. */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: Coding): ReadableStream<Uint8Array> {
  const pair = Duplex.toWeb(streamCompressor(encoding)) as { readable: ReadableStream<Uint8Array>; writable: WritableStream<Uint8Array> };
  return body.pipeThrough(pair);
}
