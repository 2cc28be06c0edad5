import { Writable } from "node:stream";
import { pino } from "pino";
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import type { Services } from "./context.ts";
import { servicesContext } from "./context.ts";
import { logPageErrors } from "./log-page-errors.server.ts";

// React Router's error handler for pages (exported from entry.server.tsx as handleError).

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  err?: { message: string; stack: string };
}

const PINO_ERROR = 50;

/** A router context whose shop log is kept in `lines`, and the arguments React Router passes. */
function pageRequest(url: string, init: RequestInit = {}) {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, { logger: pino({ level: "info" }, sink) } as unknown as Services);
  return { lines, args: { request: new Request(url, init), context, params: {} } };
}

/** What React Router hands over for a URL no route matches (its router's own 404). */
function noRouteFor(path: string) {
  return new ErrorResponseImpl(404, "Not Found", new Error(`No route matches URL "${path}"`), true);
}

describe("errors React Router caught on a page", () => {
  it("a URL no route matches (404) and a method a route does not take (405) are not logged", () => {
    const { lines, args } = pageRequest("http://shop.test/no/such/page");
    logPageErrors(noRouteFor("/no/such/page"), args);
    logPageErrors(new ErrorResponseImpl(405, "Method Not Allowed", new Error("no action"), true), args);
    expect(lines).toEqual([]);
  });

  it("a loader's error goes to the shop's log at error level, with its stack, the method and the path", () => {
    const { lines, args } = pageRequest("http://shop.test/shop/?orderby=price", { method: "GET" });
    logPageErrors(new Error("the catalogue is unreachable"), args);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: PINO_ERROR, msg: "a page failed", method: "GET", path: "/shop/" });
    expect(lines[0]?.err?.message).toBe("the catalogue is unreachable");
    expect(lines[0]?.err?.stack).toContain("log-page-errors.server.test.ts");
  });

  it("a 500 React Router raised logs the error inside it, not the wrapper", () => {
    const { lines, args } = pageRequest("http://shop.test/product/mug/");
    logPageErrors(new ErrorResponseImpl(500, "Internal Server Error", new Error("render failed"), true), args);
    expect(lines.map((line) => line.err?.message)).toEqual(["render failed"]);
  });

  it("a request the visitor abandoned is not logged", () => {
    const abandoned = new AbortController();
    const { lines, args } = pageRequest("http://shop.test/shop/", { signal: abandoned.signal });
    abandoned.abort();
    logPageErrors(new Error("aborted while loading"), args);
    expect(lines).toEqual([]);
  });
});
