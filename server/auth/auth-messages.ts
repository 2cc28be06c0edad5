import type { CustomerErrorCode } from "../customers/customers.ts";
import type { AuthErrorCode, AuthNoticeCode } from "./auth.ts";
import type { SocialErrorCode } from "./social/social.ts";

// English defaults for the form reply's `notice`, after the login popup's and WooCommerce's
// wording. Browsers map the codes to their own catalogue; nothing may branch on these words.

export type AuthMessageCode = AuthErrorCode | AuthNoticeCode | CustomerErrorCode | SocialErrorCode | "address_changed" | "set_your_password";

export const AUTH_MESSAGES: Record<AuthMessageCode, string> = {
  fields_required: "Please fill both the fields",
  invalid_credentials: "The email address or password you entered is incorrect.",
  rate_limited: "Too many attempts. Please try again in {minutes} minutes.",
  password_too_short: "Password must be minimum 6 characters.",
  password_too_long: "Password is too long.",
  passwords_dont_match: "Passwords don't match.",
  reset_token_invalid: "This password reset link is invalid or has expired. Please request a new one.",
  not_logged_in: "Please log in first.",
  csrf_failed: "Your session has expired. Please reload the page and try again.",
  password_fields_incomplete: "Please fill out all password fields.",
  confirm_password_required: "Please re-enter your password.",
  new_passwords_dont_match: "New passwords do not match.",
  current_password_required: "Please enter your current password.",
  current_password_incorrect: "Your current password is incorrect.",
  customer_not_found: "This account no longer exists.",
  email_required: "Email address is a required field.",
  email_invalid: "Enter valid email address",
  email_taken: "An account is already registered with your email address. Please log in.",
  address_invalid: "Please check the address fields.",
  role_invalid: "Unknown role.",
  social_provider_disabled: "This sign-in method is not available.",
  social_state_mismatch: "The sign-in could not be verified. Please try again.",
  social_sign_in_failed: "The sign-in could not be completed. Please try again.",
  social_no_email: "Your account with this provider did not share an email address, so no account was created.",
  social_email_unverified: "Please confirm your email address with the provider first.",
  logged_in: "Login successful, redirecting...",
  registered: "Registration successful, redirecting...",
  reset_link_sent: "If an account exists for that email address, a password reset email has been sent to it.",
  password_reset: "Your password has been reset successfully.",
  logged_out: "You have been logged out.",
  logged_out_everywhere: "You have been logged out on every device.",
  account_details_updated: "Account details changed successfully.",
  address_changed: "Address changed successfully.",
  set_your_password: "Please set your password",
};

const SECONDS_PER_MINUTE = 60;

export function authMessage(code: AuthMessageCode, params: { retryAfterSeconds?: number } = {}): string {
  const minutes = Math.max(1, Math.ceil((params.retryAfterSeconds ?? SECONDS_PER_MINUTE) / SECONDS_PER_MINUTE));
  return AUTH_MESSAGES[code].replace("{minutes}", String(minutes));
}
