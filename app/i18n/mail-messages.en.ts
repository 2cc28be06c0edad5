import { format } from "./format.ts";
import { pluralForm, type PluralForms } from "./plural.ts";

// The mails section of the English catalogue: the words of the mails the shop sends, WooCommerce's
// own. The server hands over the facts (who, which link, how long it lasts, which order); app/mail
// words them. Mails are written on the server only, so these words stay out of the shared catalogue
// that the product page's script bundles (decision 014). Read them with mailText().

export const mailUiMessages = {
  "mail.passwordReset.subject": "Password Reset Request for %s",
  "mail.passwordReset.heading": "Password Reset Request",
  "mail.passwordReset.greeting": "Hi %s,",
  "mail.passwordReset.intro": "Someone has requested a new password for the following account on %s:",
  "mail.passwordReset.email": "Email: %s",
  "mail.passwordReset.ignore": "If you didn't make this request, just ignore this email. If you'd like to proceed:",
  "mail.passwordReset.link": "Click here to reset your password",
  "mail.passwordReset.expiresOne": "This link works once and expires in %d hour.",
  "mail.passwordReset.expiresOther": "This link works once and expires in %d hours.",
  "mail.thanksForReading": "Thanks for reading.",

  // The layout every mail shares: a link written out in the text part, and the footer.
  "mail.linkText": "%1$s: %2$s",
  "mail.footerText": "%1$s — %2$s",

  // Order mails to the customer (WooCommerce's "Order on-hold", "Processing order", "Completed
  // order", "Refunded order" and "Failed order" emails).
  "mail.greeting": "Hi %s,",
  "mail.greetingNoName": "Hi there,",
  "mail.customerOnHold.subject": "Your %s order has been received!",
  "mail.customerOnHold.heading": "Thank you for your order",
  "mail.customerOnHold.intro": "Thanks for your order. It’s on-hold until we confirm that payment has been received.",
  "mail.customerOnHold.closing": "We look forward to fulfilling your order soon.",
  "mail.customerProcessing.subject": "Your %s order has been received!",
  "mail.customerProcessing.heading": "Thank you for your order",
  "mail.customerProcessing.intro": "Just to let you know — we've received your order #%s, and it is now being processed:",
  "mail.customerProcessing.closing": "Thanks for using %s!",
  "mail.customerCompleted.subject": "Your %s order is now complete",
  "mail.customerCompleted.heading": "Thanks for shopping with us",
  "mail.customerCompleted.intro": "We have finished processing your order.",
  "mail.customerCompleted.closing": "Thanks for shopping with us.",
  "mail.customerRefunded.subject": "Your %1$s order #%2$s has been refunded",
  "mail.customerRefunded.heading": "Order Refunded: %s",
  "mail.customerRefunded.intro": "Your order on %s has been refunded. There are more details below for your reference:",
  "mail.customerRefunded.closing": "We hope to see you again soon.",
  "mail.customerFailed.subject": "Your %s order was unsuccessful",
  "mail.customerFailed.heading": "Sorry, your order was unsuccessful",
  "mail.customerFailed.intro": "Unfortunately, we couldn't complete your order due to an issue with your payment method.",
  "mail.customerFailed.retry": "If you'd like to continue with your purchase, please return to %s and try a different method of payment.",
  "mail.customerFailed.payLink": "Pay for this order",
  "mail.customerFailed.closing": "We hope to see you again soon.",

  // Order mails to the shop (WooCommerce's "New order", "Cancelled order" and "Failed order").
  "mail.newOrder.subject": "[%1$s]: New order #%2$s",
  "mail.newOrder.heading": "New Order: #%s",
  "mail.newOrder.intro": "You’ve received the following order from %s:",
  "mail.newOrder.closing": "Congratulations on the sale.",
  "mail.cancelledOrder.subject": "[%1$s]: Order #%2$s has been cancelled",
  "mail.cancelledOrder.heading": "Order Cancelled: #%s",
  "mail.cancelledOrder.intro": "Notification to let you know — order #%1$s belonging to %2$s has been cancelled:",
  "mail.cancelledOrder.closing": "Thanks for reading.",
  "mail.failedOrder.subject": "[%1$s]: Order #%2$s has failed",
  "mail.failedOrder.heading": "Order Failed: #%s",
  "mail.failedOrder.intro": "Payment for order #%1$s from %2$s has failed. The order was as follows:",
  "mail.failedOrder.closing": "Hopefully they’ll be back.",

  // The order's details in every order mail (WooCommerce's email-order-details and email-addresses).
  "mail.order.heading": "[Order #%1$s] (%2$s)",
  "mail.order.product": "Product",
  "mail.order.quantity": "Quantity",
  "mail.order.price": "Price",
  "mail.order.sku": "(#%s)",
  "mail.order.attribute": "%1$s: %2$s",
  "mail.order.lineText": "%1$s × %2$d = %3$s",
  "mail.order.subtotal": "Subtotal:",
  "mail.order.discount": "Discount:",
  "mail.order.shipping": "Shipping:",
  "mail.order.shippingVia": "%1$s via %2$s",
  "mail.order.tax": "Tax:",
  "mail.order.taxLine": "%s:",
  "mail.order.paymentMethod": "Payment method:",
  "mail.order.refund": "Refund:",
  "mail.order.total": "Total:",
  "mail.order.note": "Note:",
  "mail.order.minus": "−%s",
  "mail.order.billingAddress": "Billing address",
  "mail.order.shippingAddress": "Shipping address",
  "mail.order.totalText": "%1$s %2$s",
  "mail.order.bankAccount": "%s:",
  "mail.order.bankLabel": "%s:",
  "mail.order.bankField": "%1$s: %2$s",
} as const;

export type MailTextKey = keyof typeof mailUiMessages;

/** The mail words for `key`, placeholders filled as t() fills them. */
export function mailText(key: MailTextKey, ...args: ReadonlyArray<string | number>): string {
  return format(mailUiMessages[key], ...args);
}

/** The mail words of the count's plural form. */
export function mailTextPlural(count: number, forms: PluralForms<MailTextKey>, ...args: ReadonlyArray<string | number>): string {
  return mailText(pluralForm(count, forms), ...args);
}
