import { footerText } from "../../i18n/footer-messages.en.ts";
import { t } from "../../i18n/t.ts";

// The site footer (issue 12): columns of links (the shop's own pages, the content pages) and, when
// the merchant has a newsletter, a column sending people to its sign-up page. The shop has no
// mailing list of its own, so it shows no form that would pretend to subscribe anyone
// (docs/decisions/044); without THEME_NEWSLETTER_URL the column is absent.

export interface FooterPage {
  slug: string;
  title: string;
}

export interface SiteFooterProps {
  shopName: string;
  pages: FooterPage[];
  /** THEME_NEWSLETTER_URL; null: no newsletter column. */
  newsletterUrl: string | null;
}

const SHOP_LINKS = [
  { href: "/shop", key: "footer.allProducts" },
  { href: "/cart", key: "footer.cart" },
  { href: "/my-account", key: "footer.account" },
] as const;

export function SiteFooter({ shopName, pages, newsletterUrl }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav className="site-footer__nav" aria-label={t("layout.footerMenu")}>
          <div className="site-footer__column">
            <h2 className="site-footer__heading">{footerText("footer.shop")}</h2>
            <ul>
              {SHOP_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{footerText(link.key)}</a>
                </li>
              ))}
            </ul>
          </div>
          {pages.length > 0 && (
            <div className="site-footer__column">
              <h2 className="site-footer__heading">{footerText("footer.information")}</h2>
              <ul>
                {pages.map((page) => (
                  <li key={page.slug}>
                    <a href={`/${page.slug}`}>{page.title}</a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </nav>
        {newsletterUrl !== null && (
          <section className="site-footer__column site-footer__newsletter" aria-labelledby="site-footer-newsletter">
            <h2 className="site-footer__heading" id="site-footer-newsletter">
              {footerText("footer.newsletter")}
            </h2>
            <p>{footerText("footer.newsletterText")}</p>
            <a className="button" href={newsletterUrl} rel="noopener">
              {footerText("footer.newsletterLink")}
            </a>
          </section>
        )}
      </div>
      <p className="site-footer__copyright">{t("layout.copyright", new Date().getFullYear(), shopName)}</p>
    </footer>
  );
}
