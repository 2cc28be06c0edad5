import { describe as group, expect, it } from "vitest";
import { describe, jsonLd, seoMeta } from "./seo.ts";

group("seo", () => {
  it("makes a plain-text description from HTML, cut at a word", () => {
    expect(describe("<p>Warm <b>hoodie</b>&nbsp;for winter.</p>", "x")).toBe("Warm hoodie for winter.");
    expect(describe("", "Fallback")).toBe("Fallback");
    const long = describe(`<p>${"word ".repeat(60)}</p>`, "x");
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("…")).toBe(true);
  });

  it("emits title, canonical and Open Graph tags", () => {
    const tags = seoMeta({ title: "Hoodie", description: "d", canonical: "https://s.test/product/hoodie", type: "product" }, "Shop");
    expect(tags).toContainEqual({ title: "Hoodie – Shop" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://s.test/product/hoodie" });
    expect(tags).toContainEqual({ property: "og:type", content: "product" });
  });

  it("escapes < in JSON-LD", () => {
    expect(jsonLd({ name: "</script>" })).not.toContain("</script>");
  });
});
