import { createToasts } from "../cart/toasts.ts";
import { postForm } from "./account-api.ts";
import { clearFieldErrors, focusFirstInvalid, setFieldError, setProcessing } from "./feedback.ts";
import { accountCodeText, t } from "./words.ts";

// The account-details form sends through the JSON API and answers with toasts (spec §8: errors
// stay 120 s, success 10 s); without JavaScript it posts to its page.

interface DetailsReply {
  error?: unknown;
  code?: unknown;
  field?: unknown;
}

export function enhanceAccountDetails(form: HTMLFormElement): void {
  const toast = createToasts(document.querySelector<HTMLElement>("[data-toasts]"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>("[data-submit]");
    if (button?.classList.contains("is-processing")) return;
    clearFieldErrors(form);
    document.querySelector("[data-account-page-notice]")?.remove();
    setProcessing(button, true);
    void postForm(form.dataset["endpoint"] ?? "", form).then((body) => {
      setProcessing(button, false);
      if (body === null || typeof body !== "object") {
        toast("error", t("account.requestFailed"));
        return;
      }
      const reply = body as DetailsReply;
      const text = accountCodeText(typeof reply.code === "string" ? reply.code : "");
      if (reply.error === 0) {
        toast("success", text);
        for (const field of form.querySelectorAll<HTMLInputElement>("input[type=password], input[name^=password]")) field.value = "";
        return;
      }
      toast("error", text);
      const field = typeof reply.field === "string" ? form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(reply.field)}"]`) : null;
      if (field !== null) {
        setFieldError(field, text);
        focusFirstInvalid(form);
      }
    });
  });
}
