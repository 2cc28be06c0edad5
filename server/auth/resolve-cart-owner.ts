import type { Kysely } from "kysely";
import { getSignedInCustomerId } from "./get-signed-in-customer.ts";
import type { Database } from "../db/schema.ts";
import type { CartOwner } from "../cart/cart.ts";

// Whose cart a request means, for the JSON API and the no-JS cart page alike: a signed-in
// customer's own cart when the session cookie is live, otherwise the guest's (by cart token).

export interface CartCookieValues {
  sessionToken: string | null;
  cartToken: string | null;
}

export async function resolveCartOwner(db: Kysely<Database>, cookies: CartCookieValues, now: Date): Promise<CartOwner> {
  const customerId = await getSignedInCustomerId(db, cookies.sessionToken, now);
  if (customerId !== null) return { customerId };
  return { cartToken: cookies.cartToken };
}
