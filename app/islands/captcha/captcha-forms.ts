import { readPageData } from "../read-page-data.ts";

// Captcha on the login, register and lost-password forms (spec §9, decision 049), only when the
// shop turned it on (the layout then adds this script and #captcha-settings). The ALTCHA widget
// (about 35 KB gzip, a script of its own) is loaded only when a form first shows, and renders 500 ms
// later. The widget fetches a challenge from the shop and solves it in the background; its
// solution goes into the form's `altcha` field, which the server verifies and spends once.

/** The page data the root layout writes when captcha is on. */
export interface CaptchaPageData {
  /** The widget's own script (app/islands/captcha-widget-island.ts). */
  widgetScript: string;
  challengeUrl: string;
  field: string;
  renderDelayMs: number;
}

const CAPTCHA_FORMS = "form[data-account-form=login], form[data-account-form=register], form[data-account-form=lost-password]";

/** Adds the widget's script once; widgets made before it runs upgrade when it defines <altcha-widget>. */
function loadWidget(src: string): void {
  if (document.querySelector("script[data-captcha-widget]")) return;
  const script = document.createElement("script");
  script.type = "module";
  script.src = src;
  script.dataset["captchaWidget"] = "";
  document.head.append(script);
}

/** Adds the widget above the form's submit button, and a hidden field its solution is copied into. */
function renderWidget(form: HTMLFormElement, settings: CaptchaPageData): void {
  if (form.querySelector("altcha-widget")) return;
  loadWidget(settings.widgetScript);
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
export function enhanceCaptchaForms(): void {
  if (!document.getElementById("captcha-settings")) return;
  const settings = readPageData<CaptchaPageData>("captcha-settings");
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLFormElement)) continue;
      seen.unobserve(entry.target);
      const form = entry.target;
      // Marked while the delay runs: the form has been seen and its widget is on its way.
      form.dataset["captcha"] = "pending";
      window.setTimeout(() => {
        renderWidget(form, settings);
        form.dataset["captcha"] = "shown";
      }, settings.renderDelayMs);
    }
  });
  for (const form of document.querySelectorAll<HTMLFormElement>(CAPTCHA_FORMS)) seen.observe(form);
}
