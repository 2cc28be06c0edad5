// Pages carry no client router (decision 010), so "apply this choice at once" is not a React
// handler but one delegated listener, inline in the layout's head: no request, ready before the
// first paint, and the same for every page. Without JavaScript the form's own button submits.

const SUBMIT_ON_CHANGE_ATTRIBUTE = "data-submit-on-change";

/** Spread on a form control whose change should submit its form (e.g. the shop's ordering). */
export const submitOnChange = { [SUBMIT_ON_CHANGE_ATTRIBUTE]: "" } as const;

export const submitOnChangeScript =
  `document.addEventListener("change",function(e){var c=e.target;` +
  `if(c instanceof Element&&c.hasAttribute("${SUBMIT_ON_CHANGE_ATTRIBUTE}")&&c.form)c.form.requestSubmit()})`;
