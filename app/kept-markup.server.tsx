import { LRUCache } from "lru-cache";
import { renderToStaticMarkup } from "react-dom/server";
import type { KeepMarkup } from "./kept-markup.ts";
import { markerFor } from "./kept-bytes.ts";

// The entry server's side of kept-markup.ts: one rendering per key, kept as UTF-8 bytes and joined
// into the page like the kept texts (document-bytes.server.ts). A separate render of a part gives
// the same markup as rendering it in place, as long as the part uses no request context and no
// useId, and hoists nothing into the head (a card whose picture loads at once does: React adds its
// preload link there), which the callers see to.

/**
 * About 2,000 cards or 1,500 product-table rows of a large catalogue (the key, the JSON of the
 * part's props, is most of an entry): a few MB, and the listings crawlers walk through push older
 * parts out.
 */
const KEPT_MARKUP_BYTES = 8 * 1024 * 1024;

const encoder = new TextEncoder();
const keptMarkup = new LRUCache<string, Uint8Array>({ maxSize: KEPT_MARKUP_BYTES, sizeCalculation: (bytes, key) => bytes.byteLength + key.length });

/** The KeepMarkup of one page's render, whose kept bytes go into `kept`. */
export function keepMarkupInto(kept: Uint8Array[]): KeepMarkup {
  return (key, element) => {
    let bytes = keptMarkup.get(key);
    if (bytes === undefined) {
      bytes = encoder.encode(renderToStaticMarkup(element()));
      keptMarkup.set(key, bytes);
    }
    return markerFor(kept, bytes);
  };
}
