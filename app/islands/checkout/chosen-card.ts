import { NEW_CARD, SAVED_METHOD_FIELD } from "../../components/checkout/card-choice.ts";

// Which new card the form is about to pay with: the chosen card gateway's fields, unless a saved
// card is chosen (the form then posts its id, and nothing needs the card gateway's script).

export interface ChosenNewCard {
  gatewayId: string;
  fields: HTMLElement;
}

export function chosenNewCard(form: HTMLFormElement): ChosenNewCard | null {
  const chosen = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked');
  const item = chosen?.closest<HTMLElement>("[data-payment-method]");
  if (item?.dataset["paymentKind"] !== "card") return null;
  const saved = item.querySelector<HTMLInputElement>(`input[name="${SAVED_METHOD_FIELD}"]:checked`);
  if (saved !== null && saved.value !== NEW_CARD) return null;
  const fields = item.querySelector<HTMLElement>("[data-card-fields]");
  const gatewayId = item.dataset["paymentMethod"];
  return fields === null || gatewayId === undefined ? null : { gatewayId, fields };
}
