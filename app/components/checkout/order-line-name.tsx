import type { OrderLine } from "../../../server/orders/orders.ts";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// An order line's name, quantity and chosen attributes, as WooCommerce's order tables show them
// (order received, view order, a subscription's totals).

export function OrderLineName({ line }: { line: Pick<OrderLine, "name" | "quantity" | "attributes"> }) {
  return (
    <>
      {line.name} <strong className="product-quantity">{checkoutText("checkout.lineQuantity", line.quantity)}</strong>
      {line.attributes.length > 0 && (
        <ul className="wc-item-meta">
          {line.attributes.map((a) => (
            <li key={a.name}>
              <strong>{a.name}:</strong> {a.label}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
