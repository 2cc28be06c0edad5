import { TOAST_DURATION_MS, TOAST_MIN_DURATION_MS, type ToastKind } from "./cart-constants.ts";
import { t } from "./words.ts";

// One toast system in the layout's aria-live region (spec §8, §9). Text only (textContent), never
// markup, so nothing a server or shopper typed can inject HTML.

export type ShowToast = (kind: ToastKind, text: string) => void;

export function toastDuration(kind: ToastKind): number {
  return Math.max(TOAST_MIN_DURATION_MS, TOAST_DURATION_MS[kind]);
}

export function createToasts(region: HTMLElement | null): ShowToast {
  return (kind, text) => {
    if (region === null) return;
    const toast = document.createElement("div");
    toast.className = `toast toast--${kind}`;
    toast.dataset["toastKind"] = kind;
    const message = document.createElement("p");
    message.textContent = text;
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.className = "toast__dismiss";
    dismiss.setAttribute("aria-label", t("toast.dismiss"));
    dismiss.textContent = "×";
    const remove = () => toast.remove();
    dismiss.addEventListener("click", remove);
    toast.append(message, dismiss);
    region.append(toast);
    window.setTimeout(remove, toastDuration(kind));
  };
}
