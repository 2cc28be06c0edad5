import { fillAccountLinks } from "./account/account-link.ts";
import { needsAccountScriptNow } from "./account/needs-account-script.ts";
import { openPopupOnFirstUse } from "./account/open-popup-on-first-use.ts";

// The storefront's account script, on every page: plain DOM code (no React), like the cart script
// (decision 005). Here only what every page needs at once: the header's account link ("Log in" or
// "My account"). The rest (./account/enhance-account.ts: the popup, the forms, the toggles) loads
// at once where the page has account forms of its own, and elsewhere when the shopper first reaches
// for a popup trigger: most visits never log in, and the product page's script has a budget.

const loadAccountScript = () => import("./account/enhance-account.ts").then(({ enhanceAccount }) => enhanceAccount());

void fillAccountLinks();
if (needsAccountScriptNow(document, window.location)) void loadAccountScript();
else openPopupOnFirstUse(loadAccountScript);
