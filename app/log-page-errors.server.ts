import { isRouteErrorResponse, RouterContextProvider, type HandleErrorFunction } from "react-router";
import { servicesContext } from "./context.ts";

/**
 * What React Router caught while loading or rendering a page (a loader that threw, a render that
 * failed) goes to the shop's structured log, where the request's own line already is, instead of
 * its default console.error. A 4xx it raised itself (a URL no route matches, a method a route
 * does not take) is the visitor's mistake, not a fault: the request's line records its status,
 * and crawlers ask for such URLs all day, each of which printed a stack trace. A request the
 * visitor abandoned is not logged either.
 */
export const logPageErrors: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router wraps what it caught in an error response (its `error`, not in the public type);
  // the cause carries the stack.
  const cause: unknown = (isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined) ?? error;
  // Only a failure before React Router made the request's context (it has one from the app's
  // edge, server/http/create-app.ts) has no shop log to go to.
  if (!(context instanceof RouterContextProvider)) {
    console.error(cause);
    return;
  }
  context.get(servicesContext).logger.error({ err: cause, method: request.method, path: new URL(request.url).pathname }, "a page failed");
};
