import { readFileSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";
import { BROWSER_ACCEPT_ENCODING } from "./load.ts";
import { type RunningProcess, startProcess } from "./start-process.ts";

// A baseline for a cached answer: a node:http server that answers every request with the very
// bytes and headers the shop sent, from memory. What the shop spends beyond it is its own routing
// and page-cache lookup; what the load generator spends reading the answer (parsing headers,
// taking in a brotli body) is the same for both, so the ratio measures the shop, not the client.
// Run as its own process, like the shop.

const READY_TIMEOUT_MS = 10_000;
/** Written by node:http itself for every answer (or hop-by-hop), so not replayed. */
const HEADERS_NODE_WRITES = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

export interface SameBytesAnswer {
  body: Buffer;
  /** The shop's response headers, as received (lower-case names), Content-Length included. */
  headers: Record<string, string>;
}

export interface SameBytesServer {
  url: string;
  /** Bytes of the body each answer carries. */
  bodyBytes: number;
  /** The Content-Encoding replayed, "identity" when none. */
  encoding: string;
  process: RunningProcess;
}

/** The answer's bytes as they travel (compressed, not decoded as fetch() would), with its headers. */
export function fetchRawAnswer(url: string, headers: Record<string, string> = {}): Promise<SameBytesAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, accept: "text/html", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        if (response.statusCode !== 200) return reject(new Error(`GET ${url} answered ${response.statusCode}`));
        const replayed: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value === undefined || HEADERS_NODE_WRITES.has(name)) continue;
          replayed[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        resolve({ body: Buffer.concat(chunks), headers: replayed });
      });
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Asks `url` once as a browser would and starts a server answering those bytes and headers.
 * The body goes through a file in `tempDir` (named after `name`), read once at start.
 */
export async function startSameBytesServerFor(url: string, tempDir: string, name: string): Promise<SameBytesServer> {
  const answer = await fetchRawAnswer(url);
  const bodyFile = join(tempDir, `${name}.body`);
  writeFileSync(bodyFile, answer.body);
  const port = await freePort();
  const ownUrl = `http://127.0.0.1:${port}/`;
  const running = await startProcess({
    name: "same-bytes",
    args: [fileURLToPath(import.meta.url)],
    env: { PORT: String(port), BODY_FILE: bodyFile, HEADERS: JSON.stringify(answer.headers) },
    readyUrl: ownUrl,
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  return { url: ownUrl, bodyBytes: answer.body.length, encoding: answer.headers["content-encoding"] ?? "identity", process: running };
}

function serveSameBytes(port: number, answer: SameBytesAnswer): void {
  const headers = { ...answer.headers, "content-length": String(answer.body.length) };
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
  serveSameBytes(port, { body: readFileSync(bodyFile), headers: JSON.parse(process.env.HEADERS ?? "{}") as Record<string, string> });
}
