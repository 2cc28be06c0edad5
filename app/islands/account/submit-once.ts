// Forms marked data-submit-once (view-subscription's actions) are sent once: a second click while
// the page is on its way is ignored, so a double click renews early or cancels once and the
// customer sees the first answer's toast. (The server refuses a second submission anyway; this
// spares the customer its refusal.) The button is marked busy for screen readers.

const SENT = "submitOnceSent";

export function enhanceSubmitOnce(root: Document): void {
  const forms = [...root.querySelectorAll<HTMLFormElement>("form[data-submit-once]")];
  for (const form of forms) {
    form.addEventListener("submit", (event) => {
      if (form.dataset[SENT] !== undefined) {
        event.preventDefault();
        return;
      }
      form.dataset[SENT] = "";
      for (const button of form.querySelectorAll<HTMLButtonElement>("button[type=submit]")) button.setAttribute("aria-busy", "true");
    });
  }
  if (forms.length === 0) return;
  // A page restored by the back button keeps its state: its forms may be sent again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of forms) {
      delete form.dataset[SENT];
      for (const button of form.querySelectorAll<HTMLButtonElement>("button[type=submit]")) button.removeAttribute("aria-busy");
    }
  });
}
