import type { VariationAvailability, VariationData } from "../../../../server/catalog/catalog.ts";
import { t } from "../../../i18n/t.ts";

// The chosen variation's price and availability, and the notices under the selects. The area is a
// polite live region so a screen reader hears the new price after a choice. The *_html fields are
// markup the server builds for this (WooCommerce's variation JSON), not shopper input.

export interface SingleVariationProps {
  variation: VariationData | null;
  /** The page's own availability entry for the selection, so a hidden variation is reported before its lookup ends. */
  known?: VariationAvailability | null;
  noMatch: boolean;
  lookupFailed: boolean;
}

export function SingleVariation({ variation, known = null, noMatch, lookupFailed }: SingleVariationProps) {
  // The looked-up variation is newer than the page's index, so its flag wins once it is there.
  const hidden = (variation ?? known)?.variation_is_visible === false;
  return (
    <div className="woocommerce-variation single_variation" aria-live="polite">
      {variation?.variation_is_visible && (
        <>
          {variation.price_html && <div className="woocommerce-variation-price price" dangerouslySetInnerHTML={{ __html: variation.price_html }} />}
          {variation.availability_html && <div className="woocommerce-variation-availability" dangerouslySetInnerHTML={{ __html: variation.availability_html }} />}
        </>
      )}
      {hidden && <p className="woocommerce-variation-unavailable">{t("variations.unavailable")}</p>}
      {noMatch && <p className="wc-no-matching-variations woocommerce-info">{t("variations.noMatch")}</p>}
      {lookupFailed && <p className="woocommerce-error">{t("variations.lookupFailed")}</p>}
    </div>
  );
}
