import { t } from "../../i18n/t.ts";

export interface SiteLogoImage {
  url: string;
  alt: string;
}

// The logo comes from configuration (HEADER_LOGO_URL, HEADER_LOGO_ALT), read on every request, so
// a new logo needs a restart but no rebuild; without one the shop's name is the logo.
export function SiteLogo({ shopName, image }: { shopName: string; image: SiteLogoImage | null }) {
  if (image === null) {
    return (
      <a className="site-logo" href="/" aria-label={t("layout.homeLink", shopName)}>
        {shopName}
      </a>
    );
  }
  return (
    <a className="site-logo site-logo--image" href="/">
      {/* The image is the link's name: its alt says where the link goes as the shop's name would. */}
      <img src={image.url} alt={t("layout.homeLink", image.alt)} height={40} />
    </a>
  );
}
