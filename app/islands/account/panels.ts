import { isAccountPanel, type AccountPanel } from "../../components/account/account-panels.ts";
import { clearFieldErrors, clearNotice } from "./feedback.ts";

// Switching the login form's panels (spec §4): one shows at a time, chosen by the container's
// data-active-panel (CSS does the showing). Links between panels keep their real addresses for
// visitors without JavaScript.

export function noticeOf(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>("[data-account-notice]");
}

export function activePanel(container: HTMLElement): AccountPanel {
  const value = container.dataset["activePanel"] ?? "";
  return isAccountPanel(value) ? value : "login";
}

export function panelElement(container: HTMLElement, panel: AccountPanel): HTMLElement | null {
  return container.querySelector<HTMLElement>(`[data-panel="${panel}"]`);
}

export function focusPanel(container: HTMLElement, panel: AccountPanel): void {
  const section = panelElement(container, panel);
  const target = section?.querySelector<HTMLElement>("form:not([hidden]) input:not([type=hidden])") ?? section?.querySelector<HTMLElement>("h2");
  target?.focus();
}

export function showPanel(container: HTMLElement, panel: AccountPanel, options: { focus: boolean }): void {
  container.dataset["activePanel"] = panel;
  clearNotice(noticeOf(container));
  clearFieldErrors(container);
  // A form hidden after its success comes back when the shopper returns to its panel.
  for (const form of container.querySelectorAll<HTMLFormElement>("form[hidden]")) form.hidden = false;
  if (options.focus) focusPanel(container, panel);
}

export function enhancePanelLinks(container: HTMLElement): void {
  container.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-switch-panel]");
    const panel = link?.dataset["switchPanel"] ?? "";
    if (!link || !isAccountPanel(panel)) return;
    event.preventDefault();
    showPanel(container, panel, { focus: true });
  });
}
