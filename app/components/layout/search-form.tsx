import { useId } from "react";
import { t } from "../../i18n/t.ts";

export function SearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  const id = useId();
  return (
    <form className="search-form" role="search" method="get" action="/shop">
      <label htmlFor={id} className="visually-hidden">
        {t("search.label")}
      </label>
      <input id={id} type="search" name="s" defaultValue={defaultValue} placeholder={t("search.placeholder")} />
      <button type="submit">{t("search.submit")}</button>
    </form>
  );
}
