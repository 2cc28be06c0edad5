import type { CheckoutErrorCode } from "../../server/checkout/checkout.ts";
import { formatMoney } from "../../server/money/format-money.ts";
import type { ShippingUnavailableCode } from "../../server/shipping/shipping-rate.ts";
import { fillNamed, format } from "./format.ts";
import { paymentCodeText } from "./payment-messages.en.ts";

// The checkout section of the English catalogue (WooCommerce's defaults, DESIGN.md "Checkout,
// orders and payments"). UI words use %s placeholders (t()); words for codes use named params.

export const checkoutUiMessages = {
  "checkout.pageTitle": "Checkout",
  "checkout.cartDescription": "The products in your cart, their prices and your order's total, before you check out.",
  "checkout.billingDetails": "Billing details",
  "checkout.haveCoupon": "Have a coupon?",
  "checkout.createAccount": "Create an account?",
  "checkout.accountPassword": "Create account password",
  "checkout.returningCustomer": "Returning customer?",
  "checkout.clickToLogin": "Click here to login",
  "checkout.enterCouponCode": "Click here to enter your code",
  "checkout.shipToDifferentAddress": "Ship to a different address?",
  "checkout.shippingDetails": "Shipping details",
  "checkout.additionalInformation": "Additional information",
  "checkout.yourOrder": "Your order",
  "checkout.firstName": "First name",
  "checkout.lastName": "Last name",
  "checkout.company": "Company name (optional)",
  "checkout.phone": "Phone",
  "checkout.email": "Email address",
  "checkout.orderNotes": "Order notes (optional)",
  "checkout.orderNotesPlaceholder": "Notes about your order, e.g. special notes for delivery.",
  "checkout.product": "Product",
  "checkout.subtotal": "Subtotal",
  "checkout.lineQuantity": "× %d",
  "checkout.total": "Total",
  "checkout.tax": "Tax",
  "checkout.shipping": "Shipping",
  "checkout.shippingMethods": "Shipping methods",
  "checkout.shippingAddressRequired": "Enter your address to view shipping options.",
  "checkout.shippingCountryNotAllowed": "Sorry, we do not ship to this country. Please choose another address.",
  "checkout.noShippingMethods": "There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.",
  "checkout.couponLine": "Coupon: %s",
  "checkout.paymentMethods": "Payment methods",
  "checkout.termsBefore": "I have read and agree to the website ",
  "checkout.termsLink": "terms and conditions",
  "checkout.placeOrder": "Place order",
  "checkout.updateTotals": "Update totals",
  "checkout.closeTerms": "Close",
  "checkout.required": "required",
  "checkout.noPaymentMethods": "Sorry, it seems that there are no available payment methods. Please contact us if you require assistance or wish to make alternate arrangements.",
  "checkout.emptyCart": "Checkout is not available whilst your cart is empty.",
  "checkout.errorsHeading": "There was a problem with your order",
  "checkout.billingFieldLabel": "Billing %s",
  "checkout.shippingFieldLabel": "Shipping %s",
  "orderPay.pageTitle": "Pay for order",
  "orderPay.payForOrder": "Pay for order",
  "orderStatus.pending": "Pending payment",
  "orderStatus.processing": "Processing",
  "orderStatus.on-hold": "On hold",
  "orderStatus.completed": "Completed",
  "orderStatus.cancelled": "Cancelled",
  "orderStatus.refunded": "Refunded",
  "orderStatus.failed": "Failed",
  "orderReceived.pageTitle": "Order received",
  "orderReceived.thankYou": "Thank you. Your order has been received.",
  "orderReceived.orderNumber": "Order number:",
  "orderReceived.date": "Date:",
  "orderReceived.email": "Email:",
  "orderReceived.total": "Total:",
  "orderReceived.paymentMethod": "Payment method:",
  "orderReceived.orderDetails": "Order details",
  "orderReceived.billingAddress": "Billing address",
  "orderReceived.shippingAddress": "Shipping address",
  "orderReceived.pay": "Pay",
  "orderReceived.failed": "Unfortunately your order cannot be processed as the originating bank/merchant has declined your transaction. Please attempt your purchase again.",
} as const;

export type CheckoutTextKey = keyof typeof checkoutUiMessages;

/**
 * The checkout's and orders' words for `key`, placeholders filled as t() fills them. They stay out
 * of the shared catalogue, which the product page's script bundles whole (decision 014).
 */
export function checkoutText(key: CheckoutTextKey, ...args: ReadonlyArray<string | number>): string {
  return format(checkoutUiMessages[key], ...args);
}

/** What the shopper reads for each checkout outcome code; {field} is the field's label. */
export const checkoutCodeMessages: Record<CheckoutErrorCode, string> = {
  cart_empty: "Checkout is not available whilst your cart is empty.",
  cart_changed: "Your cart was updated since you last saw it. Please review your order before placing it.",
  checkout_form_invalid: "Some of the details you entered could not be read. Please check them and try again.",
  field_required: "{field} is a required field.",
  country_invalid: "{field} is not a valid country code.",
  state_invalid: "{field} is not valid. Please enter one of the following: {options}",
  postcode_invalid: "{field} is not a valid postcode / ZIP.",
  email_invalid: "Invalid billing email address",
  terms_not_accepted: "Please read and accept the terms and conditions to proceed with your order.",
  payment_method_unavailable: "Invalid payment method.",
  shipping_method_unavailable: "No shipping method has been selected. Please double check your address, or contact us if you need any help.",
  insufficient_stock: "Sorry, we do not have enough \"{name}\" in stock to fulfill your order. We apologize for any inconvenience caused.",
  coupon_usage_limit_reached: "Coupon usage limit has been reached.",
  // The gateway's own words for why (a declined card, a failed authentication …).
  payment_failed: "{reason}",
  card_details_required: "Please enter your card details.",
  account_exists: "An account is already registered with your email address. Please log in.",
  account_required: "An account is needed to buy a subscription. Please create one with a password, or log in.",
  subscription_limit_reached: "You have an active subscription to this product already.",
  renewal_not_needed: "This order can no longer be paid because the corresponding subscription does not require payment at this time.",
  password_too_short: "Password must be minimum 6 characters.",
  password_too_long: "Password is too long.",
  rate_limited: "Too many attempts. Please try again in {minutes} minutes.",
  order_not_payable: "This order’s status is “{status}”—it cannot be paid for. Please contact us if you need assistance.",
};

/** An order status as WooCommerce names it ("Pending payment"); an unknown one as it is. */
export function orderStatusName(status: string): string {
  const key = `orderStatus.${status}`;
  return Object.hasOwn(checkoutUiMessages, key) ? checkoutUiMessages[key as keyof typeof checkoutUiMessages] : status;
}

/** The words of an order note a customer reads, by its code (server/orders writes codes only). */
const ORDER_NOTE_MESSAGES: Record<string, string> = {
  unpaid_order_cancelled: "Unpaid order cancelled - time limit reached.",
  order_cancelled_by_customer: "Order cancelled by customer.",
  order_status_changed: "Order status changed from {from} to {to}.",
  payment_received: "Payment received.",
  payment_failed: "Payment failed.",
  payment_awaiting_authentication: "Awaiting authentication of the payment.",
  order_created: "Order created.",
  order_refunded: "Refunded {amount}.",
  order_refunded_manually: "Refunded {amount}. The payment method moves no money: the amount is paid back outside the shop.",
  refund_failed: "Refund of {amount} failed: {code}",
};

/**
 * A note's words. Statuses ({from}, {to}) get their names; an amount ({amount} in minor units of
 * {currency}) is formatted for `locale`; a payment code ({code}) gets the gateway's words.
 */
export function orderNoteText(code: string, params: Readonly<Record<string, string | number>>, locale = "en-US"): string {
  const { from, to, amount, currency } = params;
  const named = {
    ...params,
    ...(from === undefined ? {} : { from: orderStatusName(String(from)) }),
    ...(to === undefined ? {} : { to: orderStatusName(String(to)) }),
    ...(typeof amount === "number" && typeof currency === "string" ? { amount: formatMoney(amount, currency, locale) } : {}),
    ...(code === "refund_failed" ? { code: paymentCodeText(String(params["code"] ?? "")) } : {}),
  };
  return fillNamed(ORDER_NOTE_MESSAGES[code] ?? code, named);
}

/** Why the review shows no shipping rate (server/shipping's codes), in WooCommerce's words. */
export function shippingUnavailableText(code: ShippingUnavailableCode | null): string {
  switch (code) {
    case "shipping_address_required":
      return checkoutUiMessages["checkout.shippingAddressRequired"];
    case "shipping_country_not_allowed":
      return checkoutUiMessages["checkout.shippingCountryNotAllowed"];
    case null:
      return checkoutUiMessages["checkout.noShippingMethods"];
  }
}

export function checkoutCodeText(code: string, params: Readonly<Record<string, string | number>> = {}): string {
  const template = (checkoutCodeMessages as Record<string, string | undefined>)[code] ?? checkoutCodeMessages.checkout_form_invalid;
  if (code === "order_not_payable") return fillNamed(template, { status: orderStatusName(String(params["status"] ?? "")) });
  if (code === "payment_failed") return fillNamed(template, { reason: paymentCodeText(String(params["reason"] ?? "")) });
  return fillNamed(template, params);
}
