import { t } from "./words.ts";

// What the shopper sees while and after a form is sent: the form's notice (announced through
// role=alert / role=status), messages tied to their fields, and the button's processing state.
// Text only (textContent), never markup, so nothing a server or shopper typed can inject HTML.

export function showNotice(container: HTMLElement | null, kind: "error" | "success", text: string): void {
  if (container === null) return;
  const notice = document.createElement("p");
  notice.className = kind === "error" ? "woocommerce-error" : "woocommerce-message";
  notice.setAttribute("role", kind === "error" ? "alert" : "status");
  notice.textContent = text;
  container.replaceChildren(notice);
}

export function clearNotice(container: HTMLElement | null): void {
  container?.replaceChildren();
}

function errorSlot(input: HTMLInputElement): HTMLElement | null {
  const id = input.getAttribute("aria-describedby");
  return id === null ? null : document.getElementById(id);
}

export function setFieldError(input: HTMLInputElement, text: string): void {
  input.setAttribute("aria-invalid", "true");
  const message = document.createElement("span");
  message.setAttribute("role", "alert");
  message.textContent = text;
  errorSlot(input)?.replaceChildren(message);
}

export function clearFieldErrors(root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>("input[aria-invalid]")) {
    input.removeAttribute("aria-invalid");
    errorSlot(input)?.replaceChildren();
  }
}

/** Invalid inputs scroll the form to the first one (spec §5), which also gets the focus. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  const first = form.querySelector<HTMLInputElement>("input[aria-invalid]");
  if (first === null) return;
  first.scrollIntoView({ block: "center" });
  first.focus({ preventScroll: true });
}

/** The button shows a spinner and a processing state while the form is sent (spec §4). */
export function setProcessing(button: HTMLButtonElement | null, processing: boolean): void {
  if (button === null) return;
  if (processing) {
    button.dataset["label"] = button.textContent ?? "";
    const spinner = document.createElement("span");
    spinner.className = "spinner";
    spinner.setAttribute("aria-hidden", "true");
    button.replaceChildren(spinner, t("account.processing"));
    button.classList.add("is-processing");
    button.setAttribute("aria-disabled", "true");
    return;
  }
  button.textContent = button.dataset["label"] ?? button.textContent;
  button.classList.remove("is-processing");
  button.removeAttribute("aria-disabled");
}
