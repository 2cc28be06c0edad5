import { LRUCache } from "lru-cache";
import { createContext } from "react-router";
import { useOptionalRequestValue } from "./request-context.tsx";

// Two thirds of a page's HTML is text that every page of its type shares: the inline stylesheet
// (about 40 KB) and the site chrome (about 27 KB) of a 97 KB /shop page. Copied into React's
// string, it would be encoded to UTF-8 again for every uncached page, and a page with one character
// beyond Latin-1 (a “quote”, a – dash) is a two-byte string, whose encoding costs several times a
// copy. So such text is encoded once and kept as bytes: the page's string carries a short marker
// in its place, and the entry server joins the page's bytes around the kept ones
// (docs/decisions/060). The joining is document-bytes.server.ts's.

/** One set per style set and chrome rendering alive: a handful (app/styles/page-styles.ts, site-chrome.server.tsx). */
const KEPT_TEXTS = 32;
/** Unique to this process, so no text of the shop's own can pass for a marker. */
export const MARKER = `<!--kept-bytes-${Math.random().toString(36).slice(2)}:`;
export const MARKER_END = "-->";

const encoder = new TextEncoder();
const bytesOfText = new LRUCache<string, Uint8Array>({ max: KEPT_TEXTS });

/** The kept bytes a page's render used, in the order of their markers' numbers; set by the entry server. */
export const keptBytesContext = createContext<Uint8Array[] | null>(null);

/**
 * What a raw-HTML element holds for `text`, which must be one of the shop's long-lived strings: a
 * marker that the entry server replaces with the text's bytes, or the text itself outside a
 * request's render (a component test).
 */
export function useKeptBytes(text: string): string {
  const kept = useOptionalRequestValue(keptBytesContext);
  if (kept === null || text === "") return text;
  let bytes = bytesOfText.get(text);
  if (bytes === undefined) {
    bytes = encoder.encode(text);
    bytesOfText.set(text, bytes);
  }
  return markerFor(kept, bytes);
}

/** Adds `bytes` to a page's kept bytes and returns the marker that stands for them in its string. */
export function markerFor(kept: Uint8Array[], bytes: Uint8Array): string {
  kept.push(bytes);
  return `${MARKER}${kept.length - 1}${MARKER_END}`;
}
