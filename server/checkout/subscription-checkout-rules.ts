import { CARD_GATEWAY_IDS, OFFLINE_GATEWAY_IDS, type GatewayId, type PaymentMethodOption } from "../payments/payments.ts";

// What a cart holding a subscription asks of its checkout (issue 10, WooCommerce Subscriptions):
// - an account, so the subscription has a customer to renew for and show to (a guest creates one);
// - a payment method that can pay the renewals: a card gateway that keeps the card and charges it
//   off-session (automatic renewals; the card is always saved), or an offline method, whose
//   renewals the customer pays through checkout (manual renewals). Any other is not offered.

/** Card gateways that save a card and charge it off-session later (card-gateway.ts chargeSaved). */
const OFF_SESSION_GATEWAYS: readonly GatewayId[] = CARD_GATEWAY_IDS;

/** How a subscription bought with this method renews, or null when it cannot. */
export function renewalsBy(method: Pick<PaymentMethodOption, "id" | "kind">): "automatic" | "manual" | null {
  if (method.kind === "card") return OFF_SESSION_GATEWAYS.includes(method.id) ? "automatic" : null;
  return (OFFLINE_GATEWAY_IDS as readonly GatewayId[]).includes(method.id) ? "manual" : null;
}

/** The methods a cart may be paid with: all of them, or for a subscription only those that can pay its renewals. */
export function methodsForCart<M extends Pick<PaymentMethodOption, "id" | "kind">>(methods: readonly M[], subscription: boolean): M[] {
  return subscription ? methods.filter((method) => renewalsBy(method) !== null) : [...methods];
}
