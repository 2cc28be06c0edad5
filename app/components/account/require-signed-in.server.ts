import { redirect } from "react-router";
import type { SignedInCustomer } from "../../../server/auth/get-signed-in-customer.ts";
import type { Services } from "../../context.ts";
import { MY_ACCOUNT_PATH } from "./account-panels.ts";
import { readSignedIn } from "./account-session.server.ts";

/** The signed-in customer of an account page; anyone else is sent to the login form. */
export async function requireSignedIn(services: Services, request: Request): Promise<SignedInCustomer> {
  const signedIn = await readSignedIn(services, request);
  if (signedIn === null) throw redirect(MY_ACCOUNT_PATH, { status: 303, headers: { "Cache-Control": "no-store" } });
  return signedIn;
}
