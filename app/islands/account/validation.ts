import { MIN_PASSWORD_LENGTH } from "../../../server/auth/auth.ts";
import type { AccountPanel } from "../../components/account/account-panels.ts";
import type { AccountUiMessageKey } from "../../i18n/account-messages.en.ts";

// The checks the browser applies before sending (spec §5): only a new password's length and its
// repeat. The server checks the same again.

export interface FieldProblem {
  field: string;
  message: AccountUiMessageKey;
}

const CHECKED_PANELS: ReadonlySet<AccountPanel> = new Set(["register", "reset-password"]);

export function validatePanel(panel: AccountPanel, values: { password: string; password_repeat: string }): FieldProblem[] {
  if (!CHECKED_PANELS.has(panel)) return [];
  if (values.password.length < MIN_PASSWORD_LENGTH) return [{ field: "password", message: "account.passwordTooShort" }];
  if (values.password !== values.password_repeat) return [{ field: "password_repeat", message: "account.passwordsDontMatch" }];
  return [];
}
