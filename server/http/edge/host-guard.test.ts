import { describe, expect, it } from "vitest";
import { hostCheck } from "./host-guard.ts";

describe("hostCheck", () => {
  const accepts = hostCheck(["shop.example", "127.0.0.1:3000"]);

  it("accepts the configured hosts in any letter case", () => {
    expect(accepts("shop.example", "/shop")).toBe(true);
    expect(accepts("SHOP.example", "/")).toBe(true);
    expect(accepts("127.0.0.1:3000", "/cart?x=1")).toBe(true);
  });

  it("accepts an explicit default port as the same host", () => {
    expect(accepts("shop.example:80", "/")).toBe(true);
  });

  it("refuses any other host, a missing one, and hosts smuggling a path or credentials", () => {
    expect(accepts("evil.example", "/shop")).toBe(false);
    expect(accepts("127.0.0.1:3001", "/shop")).toBe(false);
    expect(accepts(undefined, "/shop")).toBe(false);
    expect(accepts("", "/shop")).toBe(false);
    expect(accepts("shop.example/evil", "/shop")).toBe(false);
    expect(accepts("evil@shop.example", "/shop")).toBe(false);
    expect(accepts("shop.example#x", "/shop")).toBe(false);
  });

  it("lets the health check through for any host (load balancers probe by address)", () => {
    expect(accepts("10.0.0.7:3000", "/healthz")).toBe(true);
    expect(accepts(undefined, "/healthz?deep=1")).toBe(true);
    expect(accepts("10.0.0.7:3000", "/healthz/x")).toBe(false);
  });
});
