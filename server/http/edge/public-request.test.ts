import { describe, expect, it } from "vitest";
import { asPublicRequest } from "./public-request.ts";

describe("asPublicRequest", () => {
  it("gives a plain-http request for SHOP_URL's host the https scheme, keeping method, headers and body", async () => {
    const request = new Request("http://shop.example/my-account?x=1", { method: "POST", headers: { origin: "https://shop.example" }, body: "a=1" });
    const publicRequest = asPublicRequest(request, "https://shop.example");
    expect(publicRequest.url).toBe("https://shop.example/my-account?x=1");
    expect([publicRequest.method, publicRequest.headers.get("origin"), await publicRequest.text()]).toEqual(["POST", "https://shop.example", "a=1"]);
  });

  it("leaves other hosts (development aliases) and matching schemes alone", () => {
    const alias = new Request("http://127.0.0.1:3000/");
    expect(asPublicRequest(alias, "http://localhost:3000")).toBe(alias);
    const same = new Request("https://shop.example/");
    expect(asPublicRequest(same, "https://shop.example")).toBe(same);
  });
});
