import { format } from "./format.ts";

// The header's words (issue 12; DESIGN.md "Theme (contract)": "Menu", "Main Menu", "Back",
// "Back to top", the search suggestions). Kept out of `messages`: the product page's island
// bundles all of `messages` and sits at its size budget, and only server-rendered markup shows
// these (the header scripts find them in the page). Read them with headerText().

export const headerMessages = {
  "header.menu": "Menu",
  "header.mainMenu": "Main Menu",
  "header.back": "Back",
  "header.closeMenu": "Close menu",
  "header.openSubmenu": "%s submenu",
  "header.allIn": "All %s",
  "header.backToTop": "Back to top",
  "header.suggestions": "Product suggestions",
  "header.noSuggestions": "No products found",
} as const;

export type HeaderTextKey = keyof typeof headerMessages;

/** The words for `key`, placeholders filled as t() fills them. */
export function headerText(key: HeaderTextKey, ...args: ReadonlyArray<string | number>): string {
  return format(headerMessages[key], ...args);
}
