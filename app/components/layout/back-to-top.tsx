import { headerText } from "../../i18n/header-messages.en.ts";
import { Icon } from "../ui/icons.tsx";

// "Back to top" (spec §4): shown by the header script once the page is scrolled down, it scrolls
// back over 300 ms (app/islands/theme/header/back-to-top.ts). A script-only control, so it stays
// hidden without JavaScript, where the browser's own Home key does the same.
export function BackToTop() {
  return (
    <button type="button" className="back-to-top" data-back-to-top hidden>
      <Icon name="arrowUp" />
      <span className="visually-hidden">{headerText("header.backToTop")}</span>
    </button>
  );
}
