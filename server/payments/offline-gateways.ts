import type { PaymentGateway } from "./gateway.ts";
import type { OFFLINE_GATEWAY_IDS } from "./payments.ts";

// The offline gateways (WooCommerce's BACS, cheque and COD): no money moves through the shop.
// Bank transfer and check put the order on hold until the merchant sees the money; cash on
// delivery goes straight to processing. Refunds are paid back by hand, and no card is kept.

type OfflineGatewayId = (typeof OFFLINE_GATEWAY_IDS)[number];

const ORDER_STATUS_AFTER: Record<OfflineGatewayId, "on-hold" | "processing"> = {
  bacs: "on-hold",
  cheque: "on-hold",
  cod: "processing",
};

export function createOfflineGateway(id: OfflineGatewayId): PaymentGateway {
  const unsupported = { status: "failed", code: "payment_method_not_supported" } as const;
  return {
    id,
    kind: "offline",
    acceptsToken: () => true,
    processPayment: () => Promise.resolve({ status: "offline", orderStatus: ORDER_STATUS_AFTER[id] }),
    refund: () => Promise.resolve({ status: "manual" }),
    saveMethod: () => Promise.resolve(unsupported),
    chargeSaved: () => Promise.resolve(unsupported),
    confirmAction: () => Promise.resolve({ status: "failed", code: "payment_not_found" }),
  };
}
