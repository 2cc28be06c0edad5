import type { StockAvailability } from "../../../../server/catalog/stock-availability.ts";
import { availabilityText } from "./availability-text.ts";

/** WooCommerce's availability paragraph under a price, or nothing when there is nothing to say. */
export function StockLine({ availability, locale }: { availability: StockAvailability | null; locale: string }) {
  const line = availabilityText(availability, locale);
  return line && <p className={`stock ${line.className}`}>{line.text}</p>;
}
