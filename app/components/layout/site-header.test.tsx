import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteHeader, type HeaderSettings } from "./site-header.tsx";

const cart = { style: "dropdown", redirectAfterAdd: false, requestTimeoutMs: 5000, currency: "USD", locale: "en-US" } as const;
const categories = [{ slug: "clothing", name: "Clothing", path: "clothing", children: [{ slug: "hoodies", name: "Hoodies", path: "clothing/hoodies", children: [] }] }];

function render(settings: Partial<HeaderSettings> = {}): string {
  return renderToStaticMarkup(<SiteHeader shopName="Lumen" categories={categories} cart={cart} settings={{ logo: null, sticky: true, hideOnScroll: false, ...settings }} />);
}

describe("SiteHeader", () => {
  it("shows the shop's name as the logo without a configured image, and the image with its alt with one", () => {
    expect(render()).toContain('aria-label="Lumen home">Lumen</a>');
    expect(render({ logo: { url: "/media/logo.svg", alt: "Lumen lamps" } })).toMatch(/<img src="\/media\/logo.svg" alt="Lumen lamps home"/);
  });

  it("marks the header sticky and hide-on-scroll only as configured, for the header script", () => {
    expect(render()).toMatch(/<header[^>]*data-sticky=""/);
    expect(render()).not.toContain("data-hide-on-scroll");
    expect(render({ hideOnScroll: true })).toMatch(/<header[^>]*data-hide-on-scroll=""/);
    expect(render({ sticky: false })).not.toContain("data-sticky");
  });

  it("gives the phone's Main Menu a level per parent, with Back and an All link", () => {
    const html = render();
    expect(html).toContain('<dialog id="mobile-menu"');
    expect(html).toContain(">Main Menu</h2>");
    expect(html).toMatch(/data-menu-forward="mobile-menu-level-1"/);
    expect(html).toMatch(/id="mobile-menu-level-1"[^>]*data-parent-level="mobile-menu-level-0"/);
    expect(html).toContain(">All Clothing</a>");
    expect(html).toContain("Back</button>");
  });
});
