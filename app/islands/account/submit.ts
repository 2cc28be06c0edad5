import { isAccountPanel, type AccountPanel } from "../../components/account/account-panels.ts";
import { postForm } from "./account-api.ts";
import { REDIRECT_DELAY_MS } from "./account-constants.ts";
import { clearFieldErrors, clearNotice, focusFirstInvalid, setFieldError, setProcessing, showNotice } from "./feedback.ts";
import { noticeOf } from "./panels.ts";
import { decideReply, type ReplyAction } from "./reply.ts";
import { validatePanel } from "./validation.ts";
import { accountCodeText, t } from "./words.ts";

// Sends a panel's form to the JSON API instead of the page (spec §4, §7) and acts on the reply.

function fieldValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}

function input(form: HTMLFormElement, name: string | null): HTMLInputElement | null {
  return name === null ? null : form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]:not([type=hidden])`);
}

function apply(action: ReplyAction, form: HTMLFormElement, notice: HTMLElement | null): void {
  switch (action.kind) {
    case "conflict":
      showNotice(notice, "error", t("account.conflict"));
      return;
    case "error": {
      const text = accountCodeText(action.code, action.params);
      showNotice(notice, "error", text);
      const field = input(form, action.field);
      if (field !== null) {
        setFieldError(field, text);
        focusFirstInvalid(form);
      }
      return;
    }
    case "redirect":
      showNotice(notice, "success", accountCodeText(action.code, action.params));
      window.setTimeout(() => window.location.assign(action.url), REDIRECT_DELAY_MS);
      return;
    case "hide-form":
      showNotice(notice, "success", accountCodeText(action.code, action.params));
      form.reset();
      form.hidden = true;
      return;
    case "remove-form":
      showNotice(notice, "success", accountCodeText(action.code, action.params));
      form.closest("[data-panel]")?.querySelector("[data-form-hint]")?.remove();
      form.remove();
      return;
  }
}

async function submit(form: HTMLFormElement, panel: AccountPanel, container: HTMLElement): Promise<void> {
  const notice = noticeOf(container);
  const button = form.querySelector<HTMLButtonElement>("[data-submit]");
  if (button?.classList.contains("is-processing")) return;
  clearNotice(notice);
  clearFieldErrors(form);
  const problems = validatePanel(panel, { password: fieldValue(form, "password"), password_repeat: fieldValue(form, "password_repeat") });
  for (const problem of problems) {
    const field = input(form, problem.field);
    if (field !== null) setFieldError(field, t(problem.message));
  }
  if (problems.length > 0) {
    focusFirstInvalid(form);
    return;
  }
  setProcessing(button, true);
  const body = await postForm(form.dataset["endpoint"] ?? "", form);
  setProcessing(button, false);
  if (body === null) showNotice(notice, "error", t("account.requestFailed"));
  else apply(decideReply(body, panel), form, notice);
}

export function enhanceAccountForms(container: HTMLElement): void {
  container.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const panel = form.dataset["accountForm"] ?? "";
    if (!isAccountPanel(panel) || !form.dataset["endpoint"]) return;
    event.preventDefault();
    void submit(form, panel, container);
  });
}
