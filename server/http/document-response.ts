// A rendered page's bytes travel on its Response, so the page cache takes them as they are. Read
// through the Response, they were copied twice on their way: React Router tests every page's
// Response with isResponse, whose read of statusText turns @hono/node-server's light Response into
// undici's (a copy of the body), and the page cache then read that body back through its stream.
// The key is a registered symbol because the app's build and the server are separate bundles,
// each with its own copy of this module.

const DOCUMENT_BYTES = Symbol.for("shopwright.document-bytes");

type DocumentResponse = Response & { [DOCUMENT_BYTES]?: Buffer };

/**
 * The page's Response. Its body is a stream over `bytes`, which undici takes without copying; it
 * is read only when the page goes out as rendered (not kept, or not a GET).
 */
export function documentResponse(bytes: Buffer, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const response: DocumentResponse = new Response(body, init);
  response[DOCUMENT_BYTES] = bytes;
  return response;
}

/** The bytes of a page made by documentResponse, or undefined for any other Response. */
export function documentBytesOf(response: Response): Buffer | undefined {
  return (response as DocumentResponse)[DOCUMENT_BYTES];
}
