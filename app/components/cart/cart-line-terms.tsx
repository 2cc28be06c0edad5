import type { CartLine } from "../../../server/cart/cart.ts";
import { describeSubscriptionTerms } from "../ui/subscription-terms.ts";

// A subscription line's terms after its price, as WooCommerce Subscriptions' cart shows them:
// "$24.00 / month with a 14-day free trial and a $5.00 sign-up fee". The line's subtotal is what
// it costs today; the terms say what it renews at. The fee is shown with or without tax as the
// price before it is (decision 027).

export function CartLineTerms({ line, currency, locale }: { line: CartLine; currency: string; locale: string }) {
  if (line.subscription === null) return null;
  const terms = { ...line.subscription.terms, signUpFee: line.subscription.displaySignUpFee };
  return <span className="subscription-details"> {describeSubscriptionTerms(terms, { currency, locale })}</span>;
}
