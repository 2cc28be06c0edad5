import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { documentResponse } from "../server/http/document-response.ts";
import { documentBytes } from "./document-bytes.server.ts";
import { keptBytesContext } from "./kept-bytes.ts";
import { keepMarkupContext } from "./kept-markup.ts";
import { keepMarkupInto } from "./kept-markup.server.tsx";
import { RequestContextProvider } from "./request-context.tsx";

// The server (server/main.ts) reads the context key from the build so both sides share one object.
export { servicesContext } from "./context.ts";
// React Router calls this with what it caught while loading or rendering a page.
export { logPageErrors as handleError } from "./log-page-errors.server.ts";

// The document is rendered to one string, not streamed. Nothing on a page waits: no route defers
// data, no component suspends, and the islands hydrate on their own, so React Router's scripts and
// their data stream are not on the page. A stream would still be read whole before it left (the
// page cache keeps and compresses the complete document), and React's streaming renderer encodes
// every chunk to bytes as it goes: the long product table costs 11-15% less CPU as a string (decision 058).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The stylesheet and the site chrome go in as bytes encoded once (decision 060), and a listing's
  // cards as markup rendered once (decision 064).
  const kept: Uint8Array[] = [];
  loadContext.set(keptBytesContext, kept);
  loadContext.set(keepMarkupContext, keepMarkupInto(kept));
  // A render that throws is caught by React Router, which renders the error boundary instead.
  const html = renderToString(
    <RequestContextProvider context={loadContext}>
      <ServerRouter context={routerContext} url={request.url} />
    </RequestContextProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The streaming renderer wrote the doctype itself; renderToString leaves it out. Bytes, because a
  // string body is checked for lone surrogates and then encoded, in JavaScript, by the Response (a
  // 111 KB product page's string body cost 1.08 ms, as a Buffer 0.64 ms); Buffer.from encodes
  // natively, to the same bytes, and only what is not kept already (decision 060). The page cache
  // takes the bytes from the Response as they are (document-response.ts).
  return documentResponse(documentBytes(`<!DOCTYPE html>${html}`, kept), { headers: responseHeaders, status: responseStatusCode });
}
