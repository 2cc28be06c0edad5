import { LOST_PASSWORD_PATH } from "../../components/account/account-panels.ts";

// Which address is a password-reset link: the lost-password page with a key, as the reset mail
// writes it (server/auth/request-password-reset.ts). Other pages carry `key` for other reasons
// (an order's key on order-received, any shared link), and must not open the reset popup.

export interface ResetLink {
  key: string;
  id: string;
}

/** The reset link's key and id when `pathname` + `search` is a reset link, else null. */
export function readResetLink(pathname: string, search: string): ResetLink | null {
  if (pathname.replace(/\/+$/, "") !== LOST_PASSWORD_PATH) return null;
  const params = new URLSearchParams(search);
  const key = params.get("key");
  if (key === null || key === "") return null;
  return { key, id: params.get("id") ?? "" };
}
