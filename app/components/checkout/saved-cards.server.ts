import { listPaymentMethods } from "../../../server/payments/list-payment-methods.ts";
import type { SavedPaymentMethod } from "../../../server/payments/payments.ts";
import type { Services } from "../../context.ts";

/** The cards a signed-in customer saved, offered at checkout and on the pay-for-order page; none for a guest. */
export function savedCardsOf(services: Services, customerId: number | null): Promise<SavedPaymentMethod[]> {
  return customerId === null ? Promise.resolve([]) : listPaymentMethods(services.db, customerId);
}
