import { createContext } from "react-router";
import type { CheckoutPageData, CheckoutPostResult } from "./checkout-page-data.server.ts";

// The checkout's data reaches its component as request values, not loaderData or actionData,
// which React Router would encode for nothing (app/request-context.tsx): the two country lists
// alone are some 500 entries, and encoding them cost each checkout page about 1 ms.

/** The checkout page as its loader built it, with the form's CSRF token. */
export const checkoutPageContext = createContext<CheckoutPageData & { csrfToken: string }>();

/** What a refused post or "Update totals" brought back, under a new attempt key; null on a plain view. */
export const checkoutPostContext = createContext<(Exclude<CheckoutPostResult, { kind: "redirect" }> & { attemptKey: string }) | null>(null);
