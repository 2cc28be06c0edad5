import { scrollOver } from "../scroll-over.ts";
import { CHECKOUT_NOTICES_SCROLL_MS, CHECKOUT_NOTICES_SCROLL_OFFSET_PX } from "./checkout-constants.ts";

// After a refused order (the page comes back with the errors): the page scrolls to the notices
// (spec §9: 100 px above them, over 1 s) and focus moves to the first field in error, or to the
// notices when the refusal is not about a field. The notices are an alert, so they are announced.

export function showRefusal(document: Document): void {
  const notices = document.querySelector<HTMLElement>("[data-checkout-errors]");
  if (notices === null) return;
  scrollOver(notices, CHECKOUT_NOTICES_SCROLL_MS, CHECKOUT_NOTICES_SCROLL_OFFSET_PX);
  const firstInvalid = document.querySelector<HTMLElement>('form[data-checkout] [aria-invalid="true"]');
  (firstInvalid ?? notices).focus({ preventScroll: true });
}
