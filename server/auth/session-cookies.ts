import { EDITOR_COOKIE, REMEMBERED_SESSION_SECONDS, SESSION_COOKIE, SIGNED_IN_COOKIE, type IssuedSession } from "./auth.ts";

// Which cookies a login or logout sets, decided once for the JSON API and the no-JS account forms.
// The session token is httpOnly; beside it a readable marker tells the storefront script that
// someone is signed in, so an anonymous page view costs no request to find out. Every auth cookie
// is Path=/ and SameSite=Lax, plus Secure over https; the edge that writes them adds those.

export interface SessionCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  /** Seconds; 0 deletes the cookie; absent = a browser-session cookie. */
  maxAge?: number;
}

/** The marker's value: it only says "signed in"; the session itself stays in the httpOnly cookie. */
export const SIGNED_IN_VALUE = "1";

/** Cookies for a new session, or (null) the ones that clear it. */
export function sessionCookies(session: IssuedSession | null): SessionCookie[] {
  if (session === null) {
    return [
      { name: SESSION_COOKIE, value: "", httpOnly: true, maxAge: 0 },
      { name: SIGNED_IN_COOKIE, value: "", httpOnly: false, maxAge: 0 },
      { name: EDITOR_COOKIE, value: "", httpOnly: true, maxAge: 0 },
    ];
  }
  const lifetime = session.remember ? { maxAge: REMEMBERED_SESSION_SECONDS } : {};
  return [
    { name: SESSION_COOKIE, value: session.token, httpOnly: true, ...lifetime },
    { name: SIGNED_IN_COOKIE, value: SIGNED_IN_VALUE, httpOnly: false, ...lifetime },
    // Only a hint for the page cache (the session decides what an editor may do); a customer's
    // login clears one an editor left in the same browser.
    session.editor ? { name: EDITOR_COOKIE, value: SIGNED_IN_VALUE, httpOnly: true, ...lifetime } : { name: EDITOR_COOKIE, value: "", httpOnly: true, maxAge: 0 },
  ];
}
