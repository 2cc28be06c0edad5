import { TOAST_DURATION_MS, type ToastKind } from "../cart/cart-constants.ts";
import type { ShowToast } from "../cart/toasts.ts";

// A server notice marked for a toast (data-page-toast="success|info|warning|error": the account
// pages after a post, My account → Payment methods; a renewal order's pay-for-order page) is shown
// as a toast once the page has loaded, with its own duration (spec §8), and leaves the page. The
// ?notice= that asked for it is dropped from the address, so a reload does not show it again. Without JavaScript the notice stays in the page.

const NOTICE_PARAM = "notice";

export function showPageNoticesAsToasts(root: Document, toast: ShowToast): void {
  const notices = root.querySelectorAll<HTMLElement>("[data-page-toast]");
  for (const notice of notices) {
    // Every kind a toast has a duration for (spec §9); the durations' table is in the bundle already.
    const kind = notice.dataset["pageToast"] as ToastKind | undefined;
    const text = notice.textContent.trim();
    if (kind === undefined || !Object.hasOwn(TOAST_DURATION_MS, kind) || text === "") continue;
    toast(kind, text);
    notice.remove();
  }
  if (notices.length === 0) return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(NOTICE_PARAM)) return;
  url.searchParams.delete(NOTICE_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
