import { format } from "./format.ts";

// The site footer's words (issue 12). Kept out of `messages`: only the server renders the footer,
// and the product page's island bundles all of `messages` (decision 014). Read with footerText().

export const footerMessages = {
  "footer.shop": "Shop",
  "footer.allProducts": "All products",
  "footer.cart": "Cart",
  "footer.account": "My account",
  "footer.information": "Information",
  "footer.newsletter": "Newsletter",
  "footer.newsletterText": "New products and offers, now and then, by email.",
  "footer.newsletterLink": "Sign up to the newsletter",
} as const;

export type FooterTextKey = keyof typeof footerMessages;

export function footerText(key: FooterTextKey, ...args: ReadonlyArray<string | number>): string {
  return format(footerMessages[key], ...args);
}
