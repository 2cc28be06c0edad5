import type { CustomerErrorCode } from "../customers/customers.ts";
import type { AuthErrorCode, AuthNoticeCode } from "./auth.ts";
import type { SocialErrorCode } from "./social/social.ts";

// Every code the account area answers with. The server sends codes (and params such as
// retry_after); the shopper's words for them live in the storefront's catalogue (app/i18n).
export type AuthMessageCode = AuthErrorCode | AuthNoticeCode | CustomerErrorCode | SocialErrorCode | "address_changed" | "set_your_password";
