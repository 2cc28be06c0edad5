import { transcode } from "node:buffer";
import { MARKER, MARKER_END } from "./kept-bytes.ts";

// The entry server's last step: the page's string to UTF-8, with the kept bytes joined in at their
// markers (kept-bytes.ts, docs/decisions/060). Server only: it needs node:buffer.

/** Any character beyond Latin-1: a string holding one is stored as two bytes a character. */
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/**
 * UTF-8 of a part of a page whose string holds a character beyond Latin-1. V8 encodes such a
 * string to UTF-8 several times slower than it copies out its UTF-16, which ICU then converts:
 * 300 against 70 µs for a product page's 72,000 characters (docs/decisions/060). ICU refuses a
 * lone surrogate, which Buffer.from writes as U+FFFD, as every encoder does.
 */
function utf8OfWideText(text: string): Buffer<ArrayBuffer> {
  try {
    return transcode(Buffer.from(text, "utf16le"), "utf16le", "utf8");
  } catch {
    return Buffer.from(text);
  }
}

/** The document's UTF-8 bytes: `html` encoded, with each marker replaced by the bytes it stands for. */
export function documentBytes(html: string, kept: readonly Uint8Array[]): Buffer<ArrayBuffer> {
  // The test is over at once on a Latin-1 string (the engine knows no character can match) and
  // stops at a page's first wide character, mostly in its title.
  const encode = BEYOND_LATIN1.test(html) ? utf8OfWideText : (text: string) => Buffer.from(text);
  if (kept.length === 0) return encode(html);
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (let at = html.indexOf(MARKER); at !== -1; at = html.indexOf(MARKER, from)) {
    const end = html.indexOf(MARKER_END, at);
    const bytes = kept[Number(html.slice(at + MARKER.length, end))];
    if (bytes === undefined) throw new Error("documentBytes: a marker without kept bytes");
    pieces.push(encode(html.slice(from, at)), bytes);
    from = end + MARKER_END.length;
  }
  pieces.push(encode(html.slice(from)));
  return Buffer.concat(pieces);
}
