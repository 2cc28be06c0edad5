import { describe, expect, it } from "vitest";
import { checkCsrfFor, csrfRuleFor } from "./csrf-policy.ts";

const HOSTS = ["shop.example"];

describe("CSRF policy", () => {
  it("asks for the token everywhere but the forms and lookups of cached catalogue pages", () => {
    expect(csrfRuleFor("/api/v1/cart/add-item")).toBe("token");
    expect(csrfRuleFor("/my-account/edit-account")).toBe("token");
    expect(csrfRuleFor("/cart")).toBe("same-origin");
    expect(csrfRuleFor("/product/hoodie")).toBe("same-origin");
    expect(csrfRuleFor("/api/v1/products/12/variation")).toBe("same-origin");
    expect(csrfRuleFor("/product/hoodie/reviews")).toBe("token");
  });

  it("leaves Stripe's webhook to its signature, and only that path", async () => {
    expect(csrfRuleFor("/api/v1/payments/stripe/webhook")).toBe("signature");
    expect(csrfRuleFor("/api/v1/payments/stripe/webhook/x")).toBe("token");
    expect(csrfRuleFor("/api/v1/payments/card-test/tokens")).toBe("token");
    const crossSite = new Request("https://shop.example/api/v1/payments/stripe/webhook", { method: "POST", headers: { origin: "https://stripe.example" } });
    expect(await checkCsrfFor(crossSite, HOSTS)).toEqual({ ok: true });
  });

  it("refuses a cross-site post on a same-origin-only route and a tokenless one elsewhere", async () => {
    const post = (path: string, headers: Record<string, string>) => new Request(`https://shop.example${path}`, { method: "POST", headers });
    expect(await checkCsrfFor(post("/cart", { origin: "https://shop.example" }), HOSTS)).toEqual({ ok: true });
    expect(await checkCsrfFor(post("/cart", { origin: "https://evil.example" }), HOSTS)).toEqual({ ok: false, reason: "cross_origin" });
    expect(await checkCsrfFor(post("/my-account", { origin: "https://shop.example" }), HOSTS)).toEqual({ ok: false, reason: "token_missing" });
  });
});
