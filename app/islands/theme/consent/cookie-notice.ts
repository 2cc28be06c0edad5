import { COOKIE_NOTICE_DELAY_MS, consentCookie, consentGiven, noticeIsDue, readConsent, type ConsentChoice, type CookieNoticeVariant } from "./consent-cookie.ts";
import { analyticsSourceOf, loadAnalytics } from "./load-analytics.ts";

// The cookie notice (spec §4, decision 048). The HTML is the same for every visitor (cached
// pages) and hidden; this script decides from the cookie whether to show it: the theme notice
// 2.5 s after load when the stored version differs from the current one, the banner at once while
// no answer is stored. Accept and Reject each store the answer for this version; Accept (now, or
// on a later page) loads analytics. Fixed at the bottom of the viewport, so showing it moves
// nothing on the page.

export function startCookieNotice(): void {
  const notice = document.querySelector<HTMLElement>("[data-cookie-notice]");
  if (!notice) return;
  const variant: CookieNoticeVariant = notice.dataset.variant === "banner" ? "banner" : "notice";
  const version = notice.dataset.version ?? "";
  const analytics = analyticsSourceOf(notice);
  const stored = readConsent(document.cookie);

  if (consentGiven(variant, stored, version)) {
    if (analytics) loadAnalytics(analytics);
    return;
  }
  if (!noticeIsDue(variant, stored, version)) return;

  notice.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-cookie-choice]") : null;
    const choice = button?.dataset.cookieChoice;
    if (choice !== "accepted" && choice !== "rejected") return;
    answer(notice, choice, version);
    if (choice === "accepted" && analytics) loadAnalytics(analytics);
  });
  const show = () => {
    notice.hidden = false;
  };
  if (variant === "banner") show();
  else setTimeout(show, COOKIE_NOTICE_DELAY_MS);
}

function answer(notice: HTMLElement, choice: ConsentChoice, version: string): void {
  document.cookie = consentCookie(choice, version, location.protocol === "https:");
  notice.hidden = true;
}
