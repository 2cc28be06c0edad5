import { useId } from "react";
import { headerText } from "../../i18n/header-messages.en.ts";
import { t } from "../../i18n/t.ts";
import { Icon } from "../ui/icons.tsx";

// The header's product search: a plain GET form to /shop?s=… (all a shopper without JavaScript
// needs). The header script (app/islands/theme/header/search-suggestions.ts) makes the box an
// ARIA 1.2 combobox whose listbox below suggests products from /search-suggestions as one types.
export function SearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  const id = useId();
  return (
    <form className="search-form" role="search" method="get" action="/shop" data-search-suggest>
      <label htmlFor={id} className="visually-hidden">
        {t("search.label")}
      </label>
      <div className="search-form__field">
        <input id={id} type="search" name="s" defaultValue={defaultValue} placeholder={t("search.placeholder")} data-search-input />
        <div className="search-suggestions" data-search-panel hidden>
          <ul id={`${id}-suggestions`} role="listbox" aria-label={headerText("header.suggestions")} className="search-suggestions__list" data-search-listbox />
        </div>
        {/* Says "No products found" when a search suggests nothing: a live region once the suggestions start (role=status set then, so a page's own status stays its only one until the box is used). */}
        <p className="search-suggestions__status" data-search-status data-empty-text={headerText("header.noSuggestions")} />
      </div>
      <button type="submit" className="search-form__submit">
        <Icon name="search" />
        <span className="visually-hidden">{t("search.submit")}</span>
      </button>
    </form>
  );
}
