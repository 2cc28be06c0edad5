// Analytics, loaded only once the visitor has accepted cookies (decision 048). The provider comes
// from the shop's settings, written on the cookie notice as data attributes: GA4 (gtag from
// Google) or a self-hosted script. GA4 is configured as spec §9 says: IP anonymised, a 30-day
// cookie, SameSite=None; Secure.

/** Spec §9: the analytics cookie lives 30 days. */
export const ANALYTICS_COOKIE_SECONDS = 30 * 24 * 60 * 60;
/** Spec §9: analytics cookie flags. */
export const ANALYTICS_COOKIE_FLAGS = "samesite=none;secure";

export interface AnalyticsSource {
  kind: "ga4" | "script";
  src: string;
  /** The GA4 measurement id (kind ga4). */
  id: string;
}

/** The provider the notice names, or null when the shop has none. */
export function analyticsSourceOf(notice: HTMLElement): AnalyticsSource | null {
  const { analytics, analyticsSrc, analyticsId } = notice.dataset;
  if ((analytics !== "ga4" && analytics !== "script") || !analyticsSrc) return null;
  return { kind: analytics, src: analyticsSrc, id: analyticsId ?? "" };
}

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

let loaded = false;

/** Adds the provider's script once per page; GA4's queue and settings go first, as Google's snippet does. */
export function loadAnalytics(source: AnalyticsSource): void {
  if (loaded) return;
  loaded = true;
  if (source.kind === "ga4") {
    const w = window as AnalyticsWindow;
    const layer = (w.dataLayer ??= []);
    // gtag.js reads the Arguments objects its snippet pushes, not arrays: keep `arguments`.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", source.id, { anonymize_ip: true, cookie_expires: ANALYTICS_COOKIE_SECONDS, cookie_flags: ANALYTICS_COOKIE_FLAGS });
  }
  const script = document.createElement("script");
  script.async = true;
  script.src = source.src;
  document.head.append(script);
}
