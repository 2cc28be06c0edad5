import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";
import { type RunningProcess, startProcess } from "./start-process.ts";

// A baseline for a cached answer: a node:http server that answers every request with the very
// bytes (and content type and encoding) the shop sent, from memory. What the shop spends beyond
// it is its own routing, page-cache lookup and headers. Run as its own process, like the shop.

const READY_TIMEOUT_MS = 10_000;

export interface SameBytesAnswer {
  body: Buffer;
  contentType: string;
  /** The shop's Content-Encoding ("br", "gzip"), or "" for none. */
  contentEncoding: string;
}

export interface SameBytesServer {
  url: string;
  process: RunningProcess;
}

/** `bodyFile` holds the answer's bytes; it is read once, at start. */
export async function startSameBytesServer(bodyFile: string, answer: Omit<SameBytesAnswer, "body">): Promise<SameBytesServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const running = await startProcess({
    name: "same-bytes",
    args: [fileURLToPath(import.meta.url)],
    env: { PORT: String(port), BODY_FILE: bodyFile, CONTENT_TYPE: answer.contentType, CONTENT_ENCODING: answer.contentEncoding },
    readyUrl: url,
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  return { url, process: running };
}

function serveSameBytes(port: number, answer: SameBytesAnswer): void {
  const headers: Record<string, string> = { "Content-Type": answer.contentType, "Content-Length": String(answer.body.length) };
  if (answer.contentEncoding !== "") headers["Content-Encoding"] = answer.contentEncoding;
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(answer.body);
  });
  server.listen(port, "127.0.0.1");
  process.on("SIGTERM", () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

if (import.meta.main) {
  const port = Number(process.env.PORT);
  const bodyFile = process.env.BODY_FILE;
  if (!Number.isInteger(port) || port <= 0 || bodyFile === undefined) throw new Error("PORT and BODY_FILE must be set");
  serveSameBytes(port, { body: readFileSync(bodyFile), contentType: process.env.CONTENT_TYPE ?? "text/html", contentEncoding: process.env.CONTENT_ENCODING ?? "" });
}
