import { describe, expect, it } from "vitest";
import { documentBytesOf, documentResponse } from "./document-response.ts";

describe("document response", () => {
  it("carries the very bytes it was made from, without its body being read", () => {
    const bytes = Buffer.from("<!DOCTYPE html><p>Classic “Hoodie”</p>");
    const response = documentResponse(bytes, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
    expect(documentBytesOf(response)).toBe(bytes);
    expect(response.bodyUsed).toBe(false);
  });

  it("reads as the same bytes, status and headers when it goes out as rendered", async () => {
    const bytes = Buffer.from("<!DOCTYPE html><p>Not found</p>");
    const response = documentResponse(bytes, { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("finds no bytes on any other Response", () => {
    expect(documentBytesOf(new Response("<p>plain</p>"))).toBeUndefined();
  });
});
