import type { VariationImageData } from "../../../server/catalog/catalog.ts";

// Where a chosen variation shows outside its form: the row (or quick view) holding the form marks
// its price, stock line and pictures with data-variation-price, data-variation-stock and
// data-variation-image ("thumbnail" in a row, "main" in the quick view). Without a variation, what
// the server rendered comes back. A table row's data-unit-price (minor units, read by the multi-add
// bar, decision 038) follows the chosen variation's price.

export interface HostVariation {
  /** Server-rendered HTML (row-variations-payload.server.tsx); absent for a looked-up variation, whose product price then stays. */
  price_html?: string | null;
  availability_html?: string | null;
  image: Pick<VariationImageData, "src" | "alt" | "gallery_thumbnail_src"> | null;
  /** Minor units, as the shop shows prices; absent or null when not known here. */
  display_price?: number | null;
}

export interface HostView {
  show: (variation: HostVariation | null) => void;
}

export function variationHostView(form: HTMLFormElement): HostView {
  const host = form.closest<HTMLElement>("[data-product-id]") ?? form;
  const price = host.querySelector<HTMLElement>("[data-variation-price]");
  const stock = host.querySelector<HTMLElement>("[data-variation-stock]");
  const images = [...host.querySelectorAll<HTMLImageElement>("img[data-variation-image]")];
  const original = { price: price?.innerHTML ?? "", stock: stock?.innerHTML ?? "", unitPrice: host.dataset.unitPrice, images: images.map((img) => ({ src: img.src, alt: img.alt })) };
  let shown: HostVariation | null = null;

  return {
    show(variation) {
      if (variation === shown) return;
      shown = variation;
      // The HTML is the server's own rendering of this shop's price and stock words.
      if (price) price.innerHTML = variation?.price_html ?? original.price;
      if (stock) stock.innerHTML = variation?.availability_html ?? original.stock;
      const unitPrice = variation === null ? original.unitPrice : variation.display_price == null ? undefined : String(variation.display_price);
      if (unitPrice === undefined) delete host.dataset.unitPrice;
      else host.dataset.unitPrice = unitPrice;
      images.forEach((img, index) => {
        const before = original.images[index];
        if (before === undefined) return;
        const picture = variation?.image ?? null;
        img.src = picture === null ? before.src : img.dataset.variationImage === "thumbnail" ? picture.gallery_thumbnail_src : picture.src;
        // A row's picture is decorative (alt=""); the quick view's main picture says what it shows.
        if (before.alt !== "") img.alt = picture?.alt || before.alt;
      });
    },
  };
}
