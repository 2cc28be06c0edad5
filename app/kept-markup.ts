import type { ReactElement } from "react";
import { createContext } from "react-router";
import { useOptionalRequestValue } from "./request-context.tsx";

// Parts of a page that many pages show the same way, such as a listing's product cards, are
// rendered once and kept as bytes (docs/decisions/064): a card is the same markup on every listing
// it appears on while its product and its prices stay the same, and React's work for a page's
// elements is half of the garbage a listing makes. The rendering is the entry server's
// (kept-markup.server.tsx), which keeps React's server renderer out of the browser's code; here
// is only the way a component asks for it.

/**
 * Renders `element` once for `key` and returns the marker that stands in its place in the page
 * (kept-bytes.ts). The key must name everything the markup depends on.
 */
export type KeepMarkup = (key: string, element: () => ReactElement) => string;

/** Set by the entry server for a page's render; absent outside one (a component test). */
export const keepMarkupContext = createContext<KeepMarkup | null>(null);

/**
 * An element's children: `content`, rendered once for `key` and kept where the page keeps markup,
 * or rendered in place where it does not (outside a page's render) or `key` is null.
 */
export function useKeptChildren(key: string | null, content: () => ReactElement): { children: ReactElement } | { dangerouslySetInnerHTML: { __html: string } } {
  const keepMarkup = useOptionalRequestValue(keepMarkupContext);
  if (keepMarkup === null || key === null) return { children: content() };
  return { dangerouslySetInnerHTML: { __html: keepMarkup(key, content) } };
}
