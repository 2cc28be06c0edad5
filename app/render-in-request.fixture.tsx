import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { documentBytes } from "./document-bytes.server.ts";
import { keptBytesContext } from "./kept-bytes.ts";
import { keepMarkupContext } from "./kept-markup.ts";
import { keepMarkupInto } from "./kept-markup.server.tsx";
import { RequestContextProvider } from "./request-context.tsx";

// For tests: renders an element as the entry server renders a page, with kept texts and kept
// markup (decisions 060 and 064), so a test can compare the page's bytes with a plain render.

export interface RenderedInRequest {
  /** React's string, with markers where kept bytes go. */
  html: string;
  /** The bytes kept for this render, in the order of their markers. */
  kept: Uint8Array[];
  /** The page as the shopper gets it. */
  bytes: Buffer;
}

export function renderInRequest(element: ReactElement): RenderedInRequest {
  const context = new RouterContextProvider();
  const kept: Uint8Array[] = [];
  context.set(keptBytesContext, kept);
  context.set(keepMarkupContext, keepMarkupInto(kept));
  const html = renderToString(<RequestContextProvider context={context}>{element}</RequestContextProvider>);
  return { html, kept, bytes: documentBytes(html, kept) };
}
