import { accountCodeText, accountUiMessages, type AccountUiMessageKey } from "../../i18n/account-messages.en.ts";

// The script's words: only the account part of the catalogue, never English typed here.
export function t(key: AccountUiMessageKey): string {
  return accountUiMessages[key];
}

export { accountCodeText };
