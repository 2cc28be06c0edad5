import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";

/**
 * Gives every request that reaches Hono an id (the caller's `x-request-id`, or a new one), says it
 * in the answer's `x-request-id`, and logs one line when the answer is ready. The header is set on
 * the answer itself, after everything inside has run: a header Hono is told before then is lost
 * when a route answers with a Response of its own (every page does), and the page cache, inside,
 * must not keep one visitor's id with a page it serves to others.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async function logRequest(c, next) {
    const requestId = c.req.header("x-request-id") ?? randomUUID();
    const started = performance.now();
    await next();
    c.res.headers.set("x-request-id", requestId);
    logger.info({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
  };
}
