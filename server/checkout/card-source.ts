import type { CheckoutPayments } from "./checkout-payments.ts";
import { savedMethodChoice, type CheckoutForm } from "./checkout-form.ts";

// What a form pays with when it chose a card gateway: one of the signed-in customer's saved cards,
// or a one-time token of the shape the gateway issues. Anything else (a guest naming a saved card,
// another customer's card, a forged token) is refused before any order exists. Asked outside the
// order's transaction: the payments module reads through its own handle.

export type CardSource = { savedMethodId: number | null };

export async function cardSourceOf(payments: CheckoutPayments, form: Pick<CheckoutForm, "payment_method" | "payment_token" | "saved_payment_method">, customerId: number | null): Promise<CardSource | null> {
  const saved = savedMethodChoice(form);
  if (saved !== null) return customerId !== null && (await payments.ownsSavedMethod(form.payment_method, customerId, saved)) ? { savedMethodId: saved } : null;
  return payments.acceptsToken(form.payment_method, form.payment_token) ? { savedMethodId: null } : null;
}
