import { AUTH_MESSAGES, type AuthMessageCode } from "../../server/auth/auth-messages.ts";

// The account area's words: shared by the server-rendered forms and the storefront account
// script, which imports only this file (not the whole catalogue) to stay small. messages.en.ts
// spreads the UI words in. Words for the server's codes are keyed by code, never by English text.

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
  "account.accountDetails": "Account details",
  "account.logOut": "Log out",
  "account.navLabel": "Account pages",
  "account.hello": "Hello %s",
  "account.notYou": "(not %s?",
  "account.dashboardIntro": "From your account dashboard you can view your recent orders, manage your shipping and billing addresses, and edit your password and account details.",
  "account.noOrders": "No order has been made yet.",
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
  "account.editPage": "Edit page",
  "account.notices": "Notices",
  "address.first_name": "First name",
  "address.last_name": "Last name",
  "address.company": "Company name",
  "address.address_1": "Street address",
  "address.address_2": "Apartment, suite, unit, etc.",
  "address.city": "Town / City",
  "address.state": "State / County",
  "address.postcode": "Postcode / ZIP",
  "address.country": "Country / Region code",
  "address.phone": "Phone",
  "address.email": "Email address",
  "account.sessionExpired": "Your session has expired. Please reload the page and try again.",
} satisfies Record<string, string>;

export type AccountUiMessageKey = keyof typeof accountUiMessages;

/**
 * Words for the codes the account API and routes answer with (spec §5, §8): the server's English
 * catalogue, except where the browser words it differently. Only types and this plain object come
 * from the server file, so the account script stays small.
 */
const ACCOUNT_CODE_MESSAGES: Record<AuthMessageCode | "invalid_request", string> = {
  ...AUTH_MESSAGES,
  // The browser does not know the retry delay the server's wording fills in.
  rate_limited: "Too many attempts. Please try again later.",
  invalid_request: accountUiMessages["account.requestFailed"],
};

/** The words for a code; `fallback` (the server's own notice) for a code this catalogue lacks. */
export function accountCodeText(code: string, fallback = ""): string {
  return (ACCOUNT_CODE_MESSAGES as Record<string, string | undefined>)[code] ?? (fallback || accountUiMessages["account.requestFailed"]);
}
