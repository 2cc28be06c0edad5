import { readPageData } from "../read-page-data.ts";

// Captcha on the login, register and lost-password forms (spec §9, decision 049), only when the
// shop turned it on (the page then carries #captcha-settings). This script runs on every page, so
// the ALTCHA widget (about 35 KB gzip) is loaded only when a form first shows, and renders 500 ms
// later. The widget fetches a challenge from the shop and solves it in the background; its
// solution goes into the form's `altcha` field, which the server verifies and spends once.

/** The page data the root layout writes when captcha is on. */
export interface CaptchaPageData {
  challengeUrl: string;
  field: string;
  renderDelayMs: number;
}

const CAPTCHA_FORMS = "form[data-account-form=login], form[data-account-form=register], form[data-account-form=lost-password]";

let widgetModule: Promise<unknown> | null = null;

function loadWidget(): Promise<unknown> {
  widgetModule ??= import("altcha");
  return widgetModule;
}

/** Adds the widget above the form's submit button, and a hidden field its solution is copied into. */
async function renderWidget(form: HTMLFormElement, settings: CaptchaPageData): Promise<void> {
  if (form.querySelector("altcha-widget")) return;
  await loadWidget();
  const field = document.createElement("input");
  field.type = "hidden";
  field.name = settings.field;
  const widget = document.createElement("altcha-widget");
  widget.setAttribute("challenge", settings.challengeUrl);
  // Its own field stays out of the post: ours carries the solution, whatever the widget's DOM.
  widget.setAttribute("name", `${settings.field}-widget`);
  widget.setAttribute("auto", "onload");
  widget.addEventListener("statechange", (event) => {
    const detail = (event as CustomEvent<{ payload?: string; state?: string }>).detail;
    field.value = detail.state === "verified" ? (detail.payload ?? "") : "";
  });
  const slot = document.createElement("div");
  slot.className = "account-form__captcha";
  slot.append(widget, field);
  const submit = form.querySelector("[data-submit]");
  form.insertBefore(slot, submit?.closest("p") ?? submit ?? null);
}

/** Watches each captcha form; the first time one becomes visible, its widget renders after the spec's delay. */
export function enhanceCaptcha(): void {
  if (!document.getElementById("captcha-settings")) return;
  const settings = readPageData<CaptchaPageData>("captcha-settings");
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLFormElement)) continue;
      seen.unobserve(entry.target);
      const form = entry.target;
      window.setTimeout(() => void renderWidget(form, settings), settings.renderDelayMs);
    }
  });
  for (const form of document.querySelectorAll<HTMLFormElement>(CAPTCHA_FORMS)) seen.observe(form);
}
