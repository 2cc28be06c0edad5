import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";
import { type RunningProcess, startProcess } from "./start-process.ts";

// The baseline: the least work a Node HTTP server can do per request. Run as its own process so
// it gets the same treatment as the shop.

const HELLO_READY_TIMEOUT_MS = 10_000;
const HELLO_BODY = "Hello, world!";

export interface HelloWorld {
  url: string;
  process: RunningProcess;
}

export async function startHelloWorld(): Promise<HelloWorld> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const running = await startProcess({
    name: "hello-world",
    args: [fileURLToPath(import.meta.url)],
    env: { PORT: String(port) },
    readyUrl: url,
    readyTimeoutMs: HELLO_READY_TIMEOUT_MS,
  });
  return { url, process: running };
}

function serveHelloWorld(port: number): void {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
    response.end(HELLO_BODY);
  });
  server.listen(port, "127.0.0.1");
  process.on("SIGTERM", () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

if (import.meta.main) {
  const port = Number(process.env.PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error("PORT must be set to a port number");
  serveHelloWorld(port);
}
