import { SIGNED_IN_COOKIE } from "../../../server/auth/auth.ts";
import { parseCookies } from "../cart/cookies.ts";
import { ACCOUNT_ME_API, ACCOUNT_REQUEST_TIMEOUT_MS } from "./account-constants.ts";

// The header's account link says "Log in" or "My account". The page is the same for everyone, so
// the script decides: the readable signed-in marker cookie says whether to ask the server at all.
// An anonymous visitor costs no request. The label carries both words (the server writes "My
// account" and the logged-out words beside it), so this every-page script needs no catalogue.

export function hasSignedInMarker(): boolean {
  return parseCookies(document.cookie).has(SIGNED_IN_COOKIE);
}

function forgetMarker(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

async function stillSignedIn(): Promise<boolean> {
  try {
    const response = await fetch(ACCOUNT_ME_API, { credentials: "same-origin", headers: { accept: "application/json" }, signal: AbortSignal.timeout(ACCOUNT_REQUEST_TIMEOUT_MS) });
    const body = (await response.json()) as { customer?: unknown };
    return typeof body.customer === "object" && body.customer !== null;
  } catch (error) {
    if (error instanceof TypeError || error instanceof SyntaxError || error instanceof DOMException) return true; // unknown: keep the marker
    throw error;
  }
}

export async function fillAccountLinks(): Promise<void> {
  const labels = document.querySelectorAll<HTMLElement>("[data-account-label]");
  const show = (signedIn: boolean) =>
    labels.forEach((label) => {
      label.dataset["signedInLabel"] ??= label.textContent ?? "";
      label.textContent = (signedIn ? label.dataset["signedInLabel"] : label.dataset["signedOutLabel"]) ?? label.textContent;
    });
  if (!hasSignedInMarker()) {
    show(false);
    return;
  }
  // The session may have ended on the server (expired, logged out elsewhere) while the marker stayed.
  const signedIn = await stillSignedIn();
  if (!signedIn) forgetMarker();
  show(signedIn);
}
