import { consentText } from "../../i18n/consent-messages.en.ts";

// The cookie notice (spec §4, decision 048): one markup for every visitor (pages are cached),
// hidden until the theme script (app/islands/theme/consent/cookie-notice.ts) reads the visitor's
// cookie and shows it. Without JavaScript it stays hidden: nothing could store the answer, and
// nothing that needs consent loads without JavaScript either. A labelled region, not a modal:
// the page stays usable around it. Accept and Reject are the same button, equally prominent.

/** The shop's analytics provider (server/theme/theme-config.ts AnalyticsSettings, the same shape). */
type AnalyticsSettings = { kind: "ga4"; measurementId: string } | { kind: "script"; src: string } | null;

export interface CookieNoticeSettings {
  variant: "notice" | "banner";
  version: string;
  analytics: AnalyticsSettings;
}

/** Where gtag.js loads from for a GA4 measurement id (Google's snippet). */
export function gtagUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

function analyticsAttributes(analytics: AnalyticsSettings): Record<string, string> {
  if (analytics === null) return {};
  if (analytics.kind === "script") return { "data-analytics": "script", "data-analytics-src": analytics.src };
  return { "data-analytics": "ga4", "data-analytics-id": analytics.measurementId, "data-analytics-src": gtagUrl(analytics.measurementId) };
}

export function CookieNotice({ settings }: { settings: CookieNoticeSettings }) {
  return (
    <section
      className={`cookie-notice cookie-notice--${settings.variant}`}
      aria-label={consentText("consent.notice")}
      data-cookie-notice
      data-variant={settings.variant}
      data-version={settings.version}
      {...analyticsAttributes(settings.analytics)}
      hidden
    >
      <p className="cookie-notice__text">{consentText("consent.text")}</p>
      <div className="cookie-notice__actions">
        <button type="button" className="cookie-notice__button" data-cookie-choice="accepted">
          {consentText("consent.accept")}
        </button>
        <button type="button" className="cookie-notice__button" data-cookie-choice="rejected">
          {consentText("consent.reject")}
        </button>
      </div>
    </section>
  );
}
