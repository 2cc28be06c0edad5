import { z } from "zod";
import { GATEWAY_IDS } from "./payments.ts";

// The merchant's payment settings (issue 9): which gateways the checkout offers and in what order,
// their titles and descriptions, the bank accounts a transfer goes to, which shipping methods
// allow cash on delivery, whether the card test mode may run in production, and Stripe on or off.
// Stored one key per row in payments_settings (JSON values), validated with these schemas on the
// way in (import) and on the way out (read).

export const SETTING_TEXT_MAX_LENGTH = 500;

const gatewayId = z.enum(GATEWAY_IDS);
const text = z.string().trim().min(1).max(SETTING_TEXT_MAX_LENGTH);
const bankField = z.string().trim().max(SETTING_TEXT_MAX_LENGTH);

export const bankAccountSchema = z.strictObject({
  accountName: bankField,
  accountNumber: bankField,
  bankName: bankField,
  sortCode: bankField,
  iban: bankField,
  bic: bankField,
});

/**
 * A shipping method id as the shipping module names it: a method type ("flat_rate", every
 * instance) or one instance of it ("flat_rate:3"), as WooCommerce's "Enable for shipping methods".
 */
export const SHIPPING_METHOD_REFERENCE = /^[a-z0-9_-]+(:\d+)?$/;

export const paymentSettingsSchemas = {
  /** The gateways the checkout offers, in display order. */
  enabledGateways: z.array(gatewayId).refine((ids) => new Set(ids).size === ids.length, { message: "lists a gateway twice" }),
  titles: z.partialRecord(gatewayId, text),
  descriptions: z.partialRecord(gatewayId, text),
  bankAccounts: z.array(bankAccountSchema).max(20),
  /** Empty: cash on delivery goes with every shipping method (and with none). */
  codShippingMethods: z.array(z.string().regex(SHIPPING_METHOD_REFERENCE)).max(100),
  /** The card test mode takes no money: production refuses it unless this is on. */
  testModeInProduction: z.boolean(),
  stripeEnabled: z.boolean(),
} as const;

export const paymentSettingsSchema = z.strictObject(paymentSettingsSchemas);
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export type PaymentSettingKey = keyof PaymentSettings;
export const PAYMENT_SETTING_KEYS = Object.keys(paymentSettingsSchemas) as PaymentSettingKey[];

/** A fresh shop sells with the card test mode alone (so `npm start` can take an order). */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  enabledGateways: ["card_test"],
  titles: {},
  descriptions: {},
  bankAccounts: [],
  codShippingMethods: [],
  testModeInProduction: false,
  stripeEnabled: false,
};
