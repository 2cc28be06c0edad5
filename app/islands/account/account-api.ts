import { csrfToken, isRequestFailure } from "../cart/cart-api-client.ts";
import { ACCOUNT_REQUEST_TIMEOUT_MS } from "./account-constants.ts";

// Posts an account form to the JSON API as a serialized form (spec §7), echoing the CSRF cookie.
// Answers the parsed body, or null when the request failed (network, timeout, not JSON).

export async function postForm(endpoint: string, form: HTMLFormElement): Promise<unknown> {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "x-csrf-token": await csrfToken(ACCOUNT_REQUEST_TIMEOUT_MS) },
      body: fields,
      signal: AbortSignal.timeout(ACCOUNT_REQUEST_TIMEOUT_MS),
    });
    const type = response.headers.get("content-type") ?? "";
    // A non-JSON answer is not ours: the reply handling shows the conflict message for it.
    return type.includes("application/json") ? ((await response.json()) as unknown) : {};
  } catch (error) {
    if (isRequestFailure(error)) return null;
    throw error;
  }
}
