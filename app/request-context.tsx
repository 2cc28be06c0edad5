import { createContext, useContext, type ReactNode } from "react";
import type { RouterContext, RouterContextProvider } from "react-router";

// What a loader renders for its component can travel in loaderData or in the request's router
// context. React Router encodes every document request's loaderData with turbo-stream for the
// client router to hydrate from, before the page is rendered, and this shop never runs that router
// (pages are HTML plus islands, decision 010): so a large value (a rendered island, its props as
// JSON) in loaderData is walked and encoded once more for nothing. Such a value is put in the
// request's context instead, and the entry server hands that context to the React tree, where the
// route component reads it (docs/decisions/053).

const RequestContext = createContext<Readonly<RouterContextProvider> | null>(null);

/** Wraps the server render of one request (app/entry.server.tsx). */
export function RequestContextProvider({ context, children }: { context: Readonly<RouterContextProvider>; children: ReactNode }) {
  return <RequestContext.Provider value={context}>{children}</RequestContext.Provider>;
}

/** A value this request's loader or action set in its router context (server render only). */
export function useRequestValue<T>(key: RouterContext<T>): T {
  const context = useContext(RequestContext);
  if (context === null) throw new Error("useRequestValue: rendered outside a request (app/entry.server.tsx provides it)");
  return context.get(key);
}

/** The same, or null outside a request's server render (a component test renders without one). */
export function useOptionalRequestValue<T>(key: RouterContext<T | null>): T | null {
  const context = useContext(RequestContext);
  return context === null ? null : context.get(key);
}
