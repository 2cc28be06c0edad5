import type { VariationAvailability, VariationData } from "../../../../server/catalog/catalog.ts";
import type { PriceFacts } from "../../../../server/money/format-money.ts";
import { t } from "../../../i18n/t.ts";
import { Price } from "../../ui/price.tsx";
import { StockLine } from "../stock/stock-line.tsx";

// The chosen variation's price and availability, and the notices under the selects. The area is a
// polite live region so a screen reader hears the new price after a choice. The server sends the
// variation's facts; the words and formats come from the catalogue and the shop's locale.

export interface SingleVariationProps {
  variation: VariationData | null;
  /** The page's own availability entry for the selection, so a hidden variation is reported before its lookup ends. */
  known?: VariationAvailability | null;
  noMatch: boolean;
  lookupFailed: boolean;
  currency: string;
  locale: string;
}

function variationPrice(variation: VariationData): PriceFacts {
  const current = variation.display_price;
  return { priceMin: current, priceMax: current, regularPrice: variation.is_on_sale ? variation.display_regular_price : null, onSale: variation.is_on_sale };
}

export function SingleVariation({ variation, known = null, noMatch, lookupFailed, currency, locale }: SingleVariationProps) {
  // The looked-up variation is newer than the page's index, so its flag wins once it is there.
  const hidden = (variation ?? known)?.variation_is_visible === false;
  return (
    <div className="woocommerce-variation single_variation" aria-live="polite">
      {variation?.variation_is_visible && (
        <>
          {variation.display_price !== null && (
            <div className="woocommerce-variation-price price">
              <span className="price">
                <Price price={variationPrice(variation)} subscription={variation.subscription} currency={currency} locale={locale} />
              </span>
            </div>
          )}
          {variation.availability && (
            <div className="woocommerce-variation-availability">
              <StockLine availability={variation.availability} locale={locale} />
            </div>
          )}
        </>
      )}
      {hidden && <p className="woocommerce-variation-unavailable">{t("variations.unavailable")}</p>}
      {noMatch && <p className="wc-no-matching-variations woocommerce-info">{t("variations.noMatch")}</p>}
      {lookupFailed && <p className="woocommerce-error">{t("variations.lookupFailed")}</p>}
    </div>
  );
}
