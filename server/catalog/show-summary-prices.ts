import type { ProductSummary, ProductTaxFacts, ShownPrice, SubscriptionTerms } from "./catalog.ts";

/** A subscription's terms with its sign-up fee as shown (WooCommerce Subscriptions shows the fee as it shows prices). */
export function showSubscriptionFee(terms: SubscriptionTerms | null, item: ProductTaxFacts, shown: ShownPrice): SubscriptionTerms | null {
  return terms === null || terms.signUpFee === 0 ? terms : { ...terms, signUpFee: shown(terms.signUpFee, item) };
}

/**
 * A summary with its prices as the shop shows them (with or without tax). A range converts end by
 * end: a product's variations share its tax class, so the cheapest stays the cheapest. A grouped
 * product's stored range spans its children and is shown in the grouped product's own class.
 */
export function showSummaryPrices<Summary extends ProductSummary>(summary: Summary, shown: ShownPrice): Summary {
  const show = (amount: number | null) => (amount === null ? null : shown(amount, summary));
  return {
    ...summary,
    priceMin: show(summary.priceMin),
    priceMax: show(summary.priceMax),
    regularPrice: show(summary.regularPrice),
    subscription: showSubscriptionFee(summary.subscription, summary, shown),
  };
}
