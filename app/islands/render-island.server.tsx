import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * Renders an island as its own React root, exactly as the browser will hydrate it, so the markup
 * and the useId values match. Called from loaders; the route component injects the HTML.
 */
export function renderIsland(element: ReactElement, identifierPrefix: string): string {
  return renderToString(element, { identifierPrefix });
}
