import type { AuthMessageCode } from "../../server/auth/auth-codes.ts";
import { fillNamed } from "./format.ts";

// The account section of the English catalogue: shared by the server-rendered forms and the
// storefront account script, which imports only this section (not the whole catalogue) to stay
// small. messages.en.ts spreads the UI words in. Words for the server's codes are keyed by code.

export const accountUiMessages = {
  "account.myAccount": "My account",
  "account.logIn": "Log in",
  "account.login": "Login",
  "account.register": "Register",
  "account.lostPassword": "Lost password",
  "account.lostYourPassword": "Lost your password?",
  "account.resetPassword": "Reset password",
  "account.formLabel": "Log in or register",
  "account.close": "Close",
  "account.email": "Email address",
  "account.usernameOrEmail": "Username or email address",
  "account.password": "Password",
  "account.passwordRepeat": "Repeat password",
  "account.newPassword": "New password",
  "account.confirmNewPassword": "Re-enter new password",
  "account.firstName": "First name",
  "account.lastName": "Last name",
  "account.rememberMe": "Remember me",
  "account.required": "(required)",
  "account.noAccount": "Don't have an account?",
  "account.signUp": "Sign up",
  "account.haveAccount": "Already a member?",
  "account.backToLogin": "Back to login",
  "account.lostHint": "Lost your password? Please enter your email address. You will receive a link to create a new password via email.",
  "account.resetHint": "Enter a new password below.",
  "account.resetLinkInvalid": "This password reset link is invalid or has expired. Please request a new one.",
  "account.getNewLink": "Get a new link",
  "account.showPassword": "Show password",
  "account.processing": "Please wait…",
  "account.orContinueWith": "Or continue with",
  "account.continueWithGoogle": "Continue with Google",
  "account.continueWithFacebook": "Continue with Facebook",
  "account.passwordTooShort": "Password must be minimum 6 characters.",
  "account.passwordsDontMatch": "Passwords don't match.",
  "account.conflict":
    "Please contact support team or check your console. Some other plugin is controlling the login/signup request and causing conflict. You can debug by deactivating other plugins.",
  "account.requestFailed": "The request could not be completed. Please check your connection and try again.",
  "account.dashboard": "Dashboard",
  "account.orders": "Orders",
  "account.addresses": "Addresses",
  "account.paymentMethods": "Payment methods",
  "account.accountDetails": "Account details",
  "account.logOut": "Log out",
  "account.navLabel": "Account pages",
  "account.hello": "Hello %s",
  "account.notYou": "(not %s?",
  "account.dashboardIntro": "From your account dashboard you can view your {orders}, manage your {addresses}, and {account}.",
  "account.introOrders": "recent orders",
  "account.introAddresses": "shipping and billing addresses",
  "account.introAccount": "edit your password and account details",
  "account.recentOrders": "Recent orders",
  "account.noOrders": "No order has been made yet.",
  "accountOrders.order": "Order",
  "accountOrders.date": "Date",
  "accountOrders.status": "Status",
  "accountOrders.total": "Total",
  "accountOrders.actions": "Actions",
  "accountOrders.number": "#%s",
  "accountOrders.totalForItem": "%1$s for %2$d item",
  "accountOrders.totalForItems": "%1$s for %2$d items",
  "accountOrders.view": "View",
  "accountOrders.pay": "Pay",
  "accountOrders.viewOrderNumber": "View order number %s",
  "accountOrders.payOrderNumber": "Pay for order %s",
  "accountOrders.cancel": "Cancel",
  "accountOrders.orderAgain": "Order again",
  "accountOrders.cancelOrderNumber": "Cancel order %s",
  "accountOrders.cancelled": "Your order was cancelled.",
  "accountOrders.cannotCancel": "Your order can no longer be cancelled. Please contact us if you need assistance.",
  "accountOrders.previous": "Previous",
  "accountOrders.next": "Next",
  "accountOrders.pagination": "Orders pages",
  "accountOrders.placedOn": "Order #%1$s was placed on %2$s and is currently %3$s.",
  "accountOrders.updates": "Order updates",
  "account.browseProducts": "Browse products",
  "account.displayName": "Display name",
  "account.displayNameHint": "This will be how your name will be displayed in the account section and in reviews",
  "account.passwordChange": "Password change",
  "account.currentPassword": "Current password (leave blank to leave unchanged)",
  "account.newPasswordBlank": "New password (leave blank to leave unchanged)",
  "account.confirmPassword": "Confirm new password",
  "account.saveChanges": "Save changes",
  "account.billingAddress": "Billing address",
  "account.shippingAddress": "Shipping address",
  "account.saveAddress": "Save address",
  "account.logoutConfirm": "Are you sure you want to log out?",
  "account.confirmLogout": "Confirm and log out",
  "account.notices": "Notices",
  "account.sessionExpired": "Your session has expired. Please reload the page and try again.",
} satisfies Record<string, string>;

export type AccountUiMessageKey = keyof typeof accountUiMessages;

/**
 * Words for the codes the account API and routes answer with (spec §5, §8). The server sends only
 * the code (and retry_after); these are the only words for them. `{minutes}` is filled by the caller.
 */
export const accountCodeMessages: Record<AuthMessageCode | "invalid_request", string> = {
  fields_required: "Please fill both the fields",
  invalid_credentials: "The email address or password you entered is incorrect.",
  rate_limited: "Too many attempts. Please try again in {minutes} minutes.",
  captcha_failed: "The anti-spam check did not pass. Please wait until it shows it is done, then send the form again.",
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
  invalid_request: accountUiMessages["account.requestFailed"],
};

const SECONDS_PER_MINUTE = 60;

/** Whole minutes to wait, at least one, from the server's retry_after seconds. */
export function retryMinutes(retryAfterSeconds: number | undefined): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? SECONDS_PER_MINUTE) / SECONDS_PER_MINUTE));
}

/** The words for a code with its `{param}`s filled; a code this catalogue lacks reads as a failed request. */
export function accountCodeText(code: string, params: Readonly<Record<string, string | number>> = {}): string {
  const template = Object.hasOwn(accountCodeMessages, code) ? accountCodeMessages[code as keyof typeof accountCodeMessages] : accountUiMessages["account.requestFailed"];
  return fillNamed(template, params);
}
