import { z } from "zod";

// The subscriptions module's settings a merchant sets (issue 10), kept in its own table
// (migration 020) and carried in the shop settings file's `subscriptions` section
// (`shop settings export|import`). A setting without a stored value has its default.
// - renewalReminderEnabled, renewalReminderDaysBefore: WooCommerce Subscriptions' "Customer
//   notifications": mail the customer this many days before an automatic renewal. Off by default,
//   as there; three days when turned on, its default timing.

/** Longest lead time a merchant may set: a reminder further ahead than a month is read as a mistake. */
export const MAX_RENEWAL_REMINDER_DAYS = 30;

export const subscriptionSettingsSchemas = {
  renewalReminderEnabled: z.boolean(),
  renewalReminderDaysBefore: z.number().int().min(1).max(MAX_RENEWAL_REMINDER_DAYS),
};
export const subscriptionSettingsSchema = z.strictObject(subscriptionSettingsSchemas);
export type SubscriptionSettings = z.output<typeof subscriptionSettingsSchema>;
export const SUBSCRIPTION_SETTING_KEYS = Object.keys(subscriptionSettingsSchemas) as (keyof SubscriptionSettings)[];

export const DEFAULT_SUBSCRIPTION_SETTINGS: SubscriptionSettings = {
  renewalReminderEnabled: false,
  renewalReminderDaysBefore: 3,
};
