import { NEW_CARD, SAVED_METHOD_FIELD } from "../../components/checkout/card-choice.ts";
import { paymentCodeText } from "../../i18n/payment-messages.en.ts";

// The card test mode's tokenisation step, in the browser: on "Place order" with a card method
// chosen, the card fields go to the gateway's token endpoint (never in the checkout post, as they
// have no name), and the form is posted with the one-time token in their place.

export const CARD_TEST_TOKENS_PATH = "/api/v1/payments/card-test/tokens";

interface TokenAnswer {
  token?: string;
  error?: { code: string };
  errors?: { field: string; code: string }[];
}

function chosenCardFields(form: HTMLFormElement): HTMLElement | null {
  const chosen = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked');
  const item = chosen?.closest<HTMLElement>("[data-payment-method]");
  if (item?.dataset["paymentKind"] !== "card") return null;
  // A saved card needs no tokenising: the form posts its id.
  const saved = item.querySelector<HTMLInputElement>(`input[name="${SAVED_METHOD_FIELD}"]:checked`);
  if (saved !== null && saved.value !== NEW_CARD) return null;
  return item.querySelector<HTMLElement>("[data-card-fields]");
}

function showCardErrors(fields: HTMLElement, errors: readonly { field: string; code: string }[]): void {
  for (const input of fields.querySelectorAll<HTMLInputElement>("[data-card-field]")) {
    const name = input.dataset["cardField"] ?? "";
    const error = errors.find((e) => e.field === name);
    const message = fields.querySelector<HTMLElement>(`[data-card-error="${name}"]`);
    if (message !== null) message.textContent = error === undefined ? "" : paymentCodeText(error.code);
    if (error === undefined) input.removeAttribute("aria-invalid");
    else input.setAttribute("aria-invalid", "true");
  }
  fields.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
}

async function requestToken(form: HTMLFormElement, fields: HTMLElement): Promise<TokenAnswer> {
  const value = (name: string) => fields.querySelector<HTMLInputElement>(`[data-card-field="${name}"]`)?.value ?? "";
  const csrf = form.querySelector<HTMLInputElement>('input[name="csrf_token"]')?.value ?? "";
  const response = await fetch(CARD_TEST_TOKENS_PATH, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json", "x-csrf-token": csrf },
    body: JSON.stringify({ number: value("number"), expiry: value("expiry"), cvc: value("cvc") }),
  });
  return (await response.json()) as TokenAnswer;
}

export function tokeniseCardOnSubmit(form: HTMLFormElement): void {
  const tokenInput = form.querySelector<HTMLInputElement>("[data-payment-token]");
  if (tokenInput === null) return;
  let busy = false;
  form.addEventListener("submit", (event) => {
    const fields = chosenCardFields(form);
    if (fields === null) return;
    event.preventDefault();
    // A second click while the card is on its way: the first one carries on.
    if (busy) return;
    busy = true;
    form.setAttribute("aria-busy", "true");
    requestToken(form, fields)
      .then((answer) => {
        if (answer.token === undefined) {
          showCardErrors(fields, answer.errors ?? [{ field: "number", code: answer.error?.code ?? "processing_error" }]);
          return;
        }
        tokenInput.value = answer.token;
        // submit() skips this listener: the form goes as a plain post, with the token only.
        form.submit();
      })
      .catch(() => showCardErrors(fields, [{ field: "number", code: "processing_error" }]))
      .finally(() => {
        busy = false;
        form.removeAttribute("aria-busy");
      });
  });
}
