import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Review } from "../../../server/reviews/reviews.ts";
import { ProductPage, type ProductPageProps } from "./product-page.tsx";
import { productFixture, summaryFixture } from "./product-fixture.ts";
import { availabilityFixture, variationFixture } from "./variations/variation-fixture.ts";

// Server rendering: everything a shopper needs is in the HTML before any JavaScript runs.

const review: Review = { id: 7, productId: 1, authorName: "Ana", rating: 5, content: "Lovely.\n\nFits.", verifiedOwner: true, createdAt: "2026-02-03T10:00:00Z" };

function props(overrides: Partial<ProductPageProps> = {}): ProductPageProps {
  return {
    product: productFixture(),
    variations: [variationFixture(101, { attribute_pa_color: "blue", attribute_logo: "" }), variationFixture(102, { attribute_pa_color: "red", attribute_logo: "yes" })],
    reviews: [review],
    reviewPagination: { page: 1, pageCount: 1, total: 1 },
    related: [summaryFixture()],
    upsells: [],
    grouped: [],
    currency: "USD",
    locale: "en-US",
    reviewSettings: { requireRating: true },
    weightUnit: "kg",
    dimensionUnit: "cm",
    location: { pathname: "/product/hoodie", search: "" },
    ...overrides,
  };
}

function render(pageProps: ProductPageProps, url = "/product/hoodie"): string {
  const { pathname, search } = new URL(url, "http://shop.test");
  // React marks text boundaries with <!-- -->; they are not part of what a shopper reads.
  return renderToString(<ProductPage {...pageProps} location={{ pathname, search }} />).replaceAll("<!-- -->", "");
}

describe("ProductPage on the server", () => {
  it("renders the title, price range, descriptions and meta links", () => {
    const html = render(props());
    expect(html).toContain('<h1 class="product_title entry-title">Hoodie</h1>');
    expect(html).toContain("Price range: $42.00 through $45.00");
    expect(html).toContain("<p>Warm.</p>");
    expect(html).toContain('href="/product-category/hoodies"');
    expect(html).toContain('href="/product-tag/warm"');
    expect(html).toContain('href="#reviews"');
    expect(html).toContain("(2 customer reviews)");
  });

  it("renders a variations form that posts without JavaScript", () => {
    const html = render(props());
    expect(html).toMatch(/<form class="variations_form cart"(?=[^>]*method="post")(?=[^>]*action="\/cart")/);
    expect(html).toContain('name="attribute_pa_color"');
    expect(html).toContain('name="attribute_logo"');
    expect(html).toMatch(/<option value="blue" selected="">Blue<\/option>/);
    expect(html).toContain('name="variation_id" value=""');
    expect(html).toContain('name="product_id" value="1"');
    expect(html).toContain(">Add to cart</button>");
    expect(html).not.toContain('aria-disabled="true"');
    expect(html).not.toContain(">Clear</button>");
  });

  it("takes variation choices from the query string", () => {
    expect(render(props(), "/product/hoodie?attribute_pa_color=red")).toMatch(/<option value="red" selected="">Red<\/option>/);
  });

  it("renders every tab panel, opening the first", () => {
    const html = render(props());
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/id="tab-title-description"[^>]*aria-selected="true"/);
    expect(html).toMatch(/id="tab-title-reviews"[^>]*aria-selected="false"/);
    expect(html).toContain("Reviews (1)");
    expect(html).toContain("<strong>warm</strong> hoodie");
    expect(html).toContain("0.5 kg");
    expect(html).toContain("10 × 20 × 3 cm");
    expect(html).toContain("Blue, Red");
    expect(html).toMatch(/id="tab-reviews"[^>]*hidden=""/);
  });

  it("opens the reviews tab for paged comments and after a review is posted", () => {
    expect(render(props(), "/product/hoodie?cpage=2")).toMatch(/id="tab-title-reviews"[^>]*aria-selected="true"/);
    expect(render(props({ reviewFormState: { status: "awaiting-approval" } }))).toMatch(/id="tab-title-reviews"[^>]*aria-selected="true"/);
  });

  it("renders reviews and a review form posting with intent=review", () => {
    const html = render(props());
    expect(html).toContain("1 review for “Hoodie”");
    expect(html).toContain('id="comment-7"');
    expect(html).toContain("(verified owner)");
    expect(html).toContain("February 3, 2026");
    expect(html).toContain('role="img" aria-label="Rated 5.00 out of 5"');
    expect(html).toMatch(/<form id="commentform"(?=[^>]*method="post")(?=[^>]*action="\/product\/hoodie")/);
    expect(html).toContain('name="intent" value="review"');
    expect(html.match(/type="radio"[^>]*name="rating"/g)).toHaveLength(5);
    expect(html).toContain("1 of 5 stars");
  });

  it("shows a refused review's errors next to its fields", () => {
    const html = render(props({ reviewFormState: { status: "invalid", errors: { rating: "reviews.ratingRequired" }, values: { comment: "Nice" } } }));
    expect(html).toContain('role="alert"');
    expect(html).toContain("Please select a rating");
    expect(html).toContain(">Nice</textarea>");
  });

  it("renders the gallery with every picture, the first loaded eagerly", () => {
    const html = render(props());
    expect(html.match(/class="product-gallery__slide"/g)).toHaveLength(3);
    expect(html).toMatch(/<a href="\/media\/1.jpg" class="product-gallery__image-link"/);
    expect(html).toMatch(/src="\/media\/1-800.jpg"[^>]*loading="eager"/);
    expect(html).toMatch(/src="\/media\/2-800.jpg"[^>]*loading="lazy"/);
    expect(html).toContain('href="#product-image-2"');
    expect(html).not.toContain("inert");
  });

  it("renders related products as cards", () => {
    const html = render(props());
    expect(html).toContain("Related products");
    expect(html).toContain('<h3 class="product-card__title woocommerce-loop-product__title"><a class="product-card__link" href="/product/beanie">Beanie</a></h3>');
    expect(html).toContain('aria-label="Add to cart: “Beanie”"');
    expect(html).toContain("Original price was: $20.00.");
    expect(html).toContain("Sale!");
  });

  it("renders the variations form from the index of a product too large to embed", () => {
    const variationIndex = [availabilityFixture(101, { attribute_pa_color: "blue", attribute_logo: "" }, { is_in_stock: false })];
    const html = render(props({ variations: null, variationIndex }));
    expect(html).toMatch(/<form class="variations_form cart"/);
    expect(html).toMatch(/<option value="blue" selected="">Blue<\/option>/);
    expect(html).not.toContain("This product is currently out of stock and unavailable.");
    expect(render(props({ variations: null, variationIndex: [] }))).toContain("This product is currently out of stock and unavailable.");
  });

  it("renders a simple product's quantity and button", () => {
    const product = productFixture({ type: "simple", attributes: [], priceMin: 1000, priceMax: 1000, stock: { manageStock: true, quantity: 3, status: "instock", backorders: "no", lowStockAmount: null } });
    const html = render(props({ product, variations: null }));
    expect(html).toContain("3 in stock");
    expect(html).toMatch(/<input type="number" id="quantity-1"(?=[^>]*name="quantity")(?=[^>]*value="1")(?=[^>]*min="1")(?=[^>]*max="3")/);
    expect(html).toContain('aria-label="Increase quantity"');
  });

  it("renders an external product's button and a grouped product's quantities", () => {
    const external = productFixture({ type: "external", attributes: [], externalUrl: "https://maker.test/hoodie", buttonText: "Buy at Maker" });
    expect(render(props({ product: external, variations: null }))).toContain('<a href="https://maker.test/hoodie" rel="nofollow" class="single_add_to_cart_button button alt">Buy at Maker</a>');
    const grouped = productFixture({ type: "grouped", attributes: [] });
    const html = render(props({ product: grouped, variations: null, grouped: [summaryFixture(), summaryFixture({ id: 11, slug: "scarf", name: "Scarf", type: "variable" })] }));
    expect(html).toContain('name="quantity[10]"');
    expect(html).toContain('aria-label="Select options for “Scarf”"');
  });

  it("shows a subscription's schedule and its first-payment area", () => {
    const product = productFixture({ type: "variable-subscription", subscription: { period: "month", interval: 1, length: 0, signUpFee: 0, trialLength: 0, trialPeriod: "day", syncDay: null } });
    const html = render(props({ product }));
    expect(html).toContain(" / month");
    expect(html).toContain('class="first-payment-date"');
    expect(html).toContain(">Sign up now</button>");
  });
});
