import { LRUCache } from "lru-cache";
import { renderToString } from "react-dom/server";
import { ChromeAfterContent, ChromeBeforeContent, type RenderedSiteChrome, type SiteChromeSettings } from "./site-chrome.tsx";

// The header alone is most of what React renders for a page (menus, the phone menu, the login
// popup's forms: about 27 KB of a product page's 48 KB of markup), and it is the same HTML for every
// page until the menus or the settings change. So it is rendered once per set of settings and kept
// (docs/decisions/056). Kept by the settings themselves, not by a version: the menus come from lists
// kept while their versions hold (list-categories.ts, list-pages.ts), and a changed menu is then a
// new key at once, in every process.

/** A few sets of settings at most live at once (one, unless menus change while pages render). */
const KEPT_RENDERINGS = 4;
/** Each part is its own React root: prefixes keep their useId values apart, and apart from the page's. */
const BEFORE_CONTENT_PREFIX = "chrome-top-";
const AFTER_CONTENT_PREFIX = "chrome-end-";

const renderings = new LRUCache<string, RenderedSiteChrome>({ max: KEPT_RENDERINGS });

export function renderSiteChrome(settings: SiteChromeSettings): RenderedSiteChrome {
  const key = JSON.stringify(settings);
  const kept = renderings.get(key);
  if (kept) return kept;
  const rendered = {
    beforeContent: renderToString(<ChromeBeforeContent settings={settings} />, { identifierPrefix: BEFORE_CONTENT_PREFIX }),
    afterContent: renderToString(<ChromeAfterContent settings={settings} />, { identifierPrefix: AFTER_CONTENT_PREFIX }),
  };
  renderings.set(key, rendered);
  return rendered;
}
