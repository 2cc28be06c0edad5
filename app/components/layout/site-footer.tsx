import { t } from "../../i18n/t.ts";

export interface FooterPage {
  slug: string;
  title: string;
}

export function SiteFooter({ shopName, pages }: { shopName: string; pages: FooterPage[] }) {
  return (
    <footer className="site-footer">
      <nav aria-label={t("layout.footerMenu")}>
        <ul>
          {pages.map((page) => (
            <li key={page.slug}>
              <a href={`/${page.slug}`}>{page.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t("layout.copyright", new Date().getFullYear(), shopName)}</p>
    </footer>
  );
}
