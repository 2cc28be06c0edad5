import { spreadInProportion } from "../money/spread-in-proportion.ts";
import type { TaxQuote } from "./compute-taxes.ts";
import { displayConverts, displayPrice, ratesForItem, type TaxedItem } from "./display-price.ts";
import { taxCart, type TaxableShipping } from "./tax-cart.ts";
import type { TaxDisplay } from "./tax.ts";

// The amounts a cart or a checkout shows, per the "Display prices during cart and checkout"
// setting, derived from the same tax figures as its totals so that the rows still add up to the
// total (WooCommerce's get_product_subtotal, get_cart_subtotal, coupon and shipping labels):
// - shown with tax (prices entered without): each line and the subtotal gain the tax on their
//   amount before coupons, the discount gains the tax it took off, shipping gains its tax, and the
//   tax rows give way to "(includes … Tax)" under the total;
// - shown without tax (prices entered with): the same taxes come out, and the tax rows stay.
// The total is never touched: it is the server's, computed by taxCart.

export interface DisplayLineInput extends TaxedItem {
  key: string;
  unitPrice: number;
  regularUnitPrice: number;
  /** Before coupons, as entered. */
  subtotal: number;
  /** After coupons, as entered: what the quote's taxes were computed on. */
  total: number;
}

export interface CartDisplayInput {
  lines: readonly DisplayLineInput[];
  /** The whole discount, and each coupon's share of it, as entered, in the cart's order. */
  discount: number;
  couponDiscounts: readonly number[];
  /** Every shipping rate offered (without tax, as shipping costs are entered); none in the cart. */
  shipping: readonly TaxableShipping[];
}

export interface DisplayedLine {
  unitPrice: number;
  regularUnitPrice: number;
  subtotal: number;
  /** The tax on the line's subtotal (before coupons), whatever the display; an order keeps it. */
  subtotalTax: number;
}

export interface CartDisplay {
  display: TaxDisplay;
  /**
   * "(incl. tax)" or "(ex. tax)" after amounts shown the other way than entered, when they carry
   * any tax (WooCommerce's tax_label); null when amounts are shown as entered.
   */
  label: TaxDisplay | null;
  lines: Map<string, DisplayedLine>;
  subtotal: number;
  discount: number;
  couponDiscounts: number[];
  /** Each offered rate's cost as shown, and whether it takes the label. */
  shipping: Map<string, { cost: number; labelled: boolean }>;
}

type Quote = Pick<TaxQuote, "taxes" | "settings" | "location" | "rates">;

export function displayCart(input: CartDisplayInput, quote: Quote, display: TaxDisplay): CartDisplay {
  const { settings, location, rates } = quote;
  const converts = displayConverts(settings, display);
  const sign = !converts ? 0 : display === "incl" ? 1 : -1;
  const itemsTax = (figures: ReturnType<typeof taxCart>) => figures.rates.reduce((sum, r) => sum + r.tax, 0);

  const beforeCoupons = taxCart(input.lines.map((l) => ({ ...l, amount: l.subtotal })), [], rates, location, settings);
  const subtotalTax = itemsTax(beforeCoupons);
  const discountTax = subtotalTax - itemsTax(quote.taxes);

  const lines = new Map(
    input.lines.map((line) => {
      const tax = beforeCoupons.lines.get(line.key)?.tax ?? 0;
      const applying = ratesForItem(line, rates, location);
      const shown = (amount: number) => displayPrice(amount, applying, settings, display);
      return [line.key, { unitPrice: shown(line.unitPrice), regularUnitPrice: shown(line.regularUnitPrice), subtotal: line.subtotal + sign * tax, subtotalTax: tax }];
    }),
  );

  const shippingTaxes = taxCart(input.lines.map((l) => ({ ...l, amount: l.total })), input.shipping, rates, location, settings).shipping;
  const shipping = new Map(
    input.shipping.map((rate) => {
      const tax = shippingTaxes.get(rate.id)?.tax ?? 0;
      return [rate.id, { cost: rate.cost + (display === "incl" ? tax : 0), labelled: converts && tax > 0 }];
    }),
  );

  const subtotal = input.lines.reduce((sum, l) => sum + l.subtotal, 0);
  const discountTaxes = spreadInProportion(discountTax, input.couponDiscounts);
  return {
    display,
    label: converts && subtotalTax !== 0 ? display : null,
    lines,
    subtotal: subtotal + sign * subtotalTax,
    discount: input.discount + sign * discountTax,
    couponDiscounts: input.couponDiscounts.map((d, i) => d + sign * (discountTaxes[i] ?? 0)),
    shipping,
  };
}
