import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { paymentCodeText } from "../app/i18n/payment-messages.en.ts";
import type { Database } from "../server/db/schema.ts";
import { isOneOf } from "../server/parse-enum.ts";
import { activateSubscription } from "../server/subscriptions/activate-subscription.ts";
import { cancelSubscription } from "../server/subscriptions/cancel-subscription.ts";
import { getSubscriptionForMerchant, getSubscriptionNotes } from "../server/subscriptions/get-subscription.ts";
import { listSubscriptionsForMerchant, MERCHANT_SUBSCRIPTIONS_DEFAULT_LIMIT } from "../server/subscriptions/list-subscriptions-for-merchant.ts";
import { processRenewalNow } from "../server/subscriptions/process-renewal-now.ts";
import type { RenewalPayments } from "../server/subscriptions/renewal-payments.ts";
import type { SubscriptionActionResult } from "../server/subscriptions/subscription-action.ts";
import { suspendSubscription } from "../server/subscriptions/suspend-subscription.ts";
import { SUBSCRIPTION_STATUSES } from "../server/subscriptions/subscriptions.ts";
import type { CommandOutput } from "./import-products-command.ts";
import { subscriptionListLines, subscriptionShowLines } from "./subscription-report.ts";

// `shop subscriptions list|show|cancel|suspend|activate|process-renewal`: the merchant's
// subscription tools until there is an admin (issue 10). Each action is one use case of the
// subscriptions module, the same the customer's page and the renewal job use; a refused one
// prints one line and exits 1 with nothing changed, a malformed command line exits 2 with the usage.

export const SUBSCRIPTIONS_USAGE = `Usage: npm run shop -- subscriptions <action>
  subscriptions list [--status <status>] [--limit N]  newest first (default ${MERCHANT_SUBSCRIPTIONS_DEFAULT_LIMIT}); status: ${SUBSCRIPTION_STATUSES.join(", ")}
  subscriptions show <id>             status, customer, plan, dates, lines, totals, payment, related orders, notes
  subscriptions cancel <id>           active: pending cancellation until the paid period ends; on hold or
                                      pending cancellation: cancelled now
  subscriptions suspend <id>          active → on hold (not renewed until activated)
  subscriptions activate <id>         on hold → active (a next payment that passed moves to the next one ahead)
  subscriptions process-renewal <id>  renew the next period now: a renewal order and one charge of the saved card`;

const MAX_LIST_LIMIT = 1000;

export interface SubscriptionsCommandContext {
  payments: RenewalPayments;
  locale: string;
  /** The shop's IANA time zone (config.shop.timeZone), which renewal dates step on. */
  timeZone: string;
}

class UsageError extends Error {}

function parse(args: string[], withListOptions: boolean, positionals: number) {
  const options = withListOptions ? { status: { type: "string" as const }, limit: { type: "string" as const } } : {};
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    if (error instanceof TypeError) throw new UsageError(error.message);
    throw error;
  }
  if (parsed.positionals.length > positionals) throw new UsageError(`Unexpected argument "${parsed.positionals[positionals] ?? ""}"`);
  return { values: parsed.values as { status?: string; limit?: string }, positionals: parsed.positionals };
}

/** "12" or "#12" → 12. */
function subscriptionId(args: string[]): number {
  const text = parse(args, false, 1).positionals[0];
  if (text === undefined) throw new UsageError("Which subscription? Give its id, e.g. 12");
  const match = /^#?(\d{1,9})$/.exec(text);
  const id = match === null ? NaN : Number(match[1]);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError(`"${text}" is not a subscription id; use its number, e.g. 12`);
  return id;
}

async function list(db: Kysely<Database>, context: SubscriptionsCommandContext, args: string[], output: CommandOutput): Promise<number> {
  const { values } = parse(args, true, 0);
  if (values.status !== undefined && !isOneOf(SUBSCRIPTION_STATUSES, values.status)) throw new UsageError(`Unknown status "${values.status}"; use one of ${SUBSCRIPTION_STATUSES.join(", ")}`);
  const limit = values.limit === undefined ? MERCHANT_SUBSCRIPTIONS_DEFAULT_LIMIT : /^\d+$/.test(values.limit) ? Number(values.limit) : NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) throw new UsageError(`--limit takes a whole number from 1 to ${MAX_LIST_LIMIT}`);
  const subscriptions = await listSubscriptionsForMerchant(db, { status: values.status ?? null, limit });
  for (const line of subscriptionListLines(subscriptions, context.locale)) output.out(line);
  return 0;
}

async function show(db: Kysely<Database>, context: SubscriptionsCommandContext, id: number, output: CommandOutput): Promise<number> {
  const subscription = await getSubscriptionForMerchant(db, id);
  if (subscription === null) return notFound(id, output);
  for (const line of subscriptionShowLines(subscription, await getSubscriptionNotes(db, id), context.locale)) output.out(line);
  return 0;
}

function notFound(id: number, output: CommandOutput): number {
  output.err(`No subscription #${id}.`);
  return 1;
}

/** A status change's answer: the new status, or why it was refused. */
async function moved(db: Kysely<Database>, id: number, result: SubscriptionActionResult, allowed: string, output: CommandOutput): Promise<number> {
  if (result.ok) {
    output.out(`Subscription #${id} is now ${(await getSubscriptionForMerchant(db, id))?.status ?? "gone"}.`);
    return 0;
  }
  if (result.code === "subscription_not_found") return notFound(id, output);
  output.err(`Subscription #${id} is ${result.status ?? "in another state"}: only ${allowed}.`);
  return 1;
}

async function processRenewal(db: Kysely<Database>, context: SubscriptionsCommandContext, id: number, output: CommandOutput, now: Date): Promise<number> {
  const processed = await processRenewalNow(db, context.payments, id, now, { timeZone: context.timeZone });
  if (processed.kind === "not_found") return notFound(id, output);
  const after = await getSubscriptionForMerchant(db, id);
  const next = after?.dates.nextPayment ?? "none";
  if (processed.kind === "early") {
    const { result } = processed;
    if (result.ok) {
      output.out(`Renewal order #${result.orderId ?? "?"} of subscription #${id} is paid; the next payment is ${next}.`);
      return 0;
    }
    if (result.code === "subscription_not_found") return notFound(id, output);
    if (result.code === "early_renewal_failed") output.err(`The charge of subscription #${id} failed (${result.reason ?? ""}): ${paymentCodeText(result.reason ?? "processing_error")} Nothing else changed.`);
    else if (result.code === "early_renewal_in_progress") output.err(`A renewal of subscription #${id} is being charged right now; run this again in a few minutes to finish it.`);
    else if (result.code === "early_renewal_out_of_stock") output.err(`A product of subscription #${id} is out of stock: no renewal order was made.`);
    else output.err(`Subscription #${id} is ${result.status ?? "not renewable"}: only an active subscription renewed automatically, outside its free trial, can be renewed now.`);
    return 1;
  }
  const { outcome } = processed;
  switch (outcome.kind) {
    case "paid":
      output.out(`Renewal order #${outcome.orderId} of subscription #${id} is paid; the next payment is ${next}.`);
      return 0;
    case "manual":
      output.out(`Renewal order #${outcome.orderId} of subscription #${id} waits for the customer's payment (manual renewal); the subscription is on hold until then.`);
      return 0;
    case "failed":
      output.err(`The charge of renewal order #${outcome.orderId} failed (${outcome.code}): ${paymentCodeText(outcome.code)} The subscription is on hold${outcome.retryAt === null ? "" : `; the next retry is at ${outcome.retryAt}`}.`);
      return 1;
    case "out_of_stock":
      output.err(`"${outcome.name}" is out of stock: subscription #${id} is on hold, without a renewal order.`);
      return 1;
    case "claimed_elsewhere":
    case "already_recorded":
      output.err(`This period of subscription #${id} is being renewed or was renewed by another process: nothing was charged here.`);
      return 1;
    case "skipped":
      output.err(`Subscription #${id} is ${after?.status ?? "gone"}: only an active subscription can be renewed.`);
      return 1;
  }
}

export async function runSubscriptions(db: Kysely<Database>, context: SubscriptionsCommandContext, args: string[], output: CommandOutput, now = new Date()): Promise<number> {
  const [action, ...rest] = args;
  const merchant = { kind: "merchant" } as const;
  try {
    switch (action) {
      case "list":
        return await list(db, context, rest, output);
      case "show":
        return await show(db, context, subscriptionId(rest), output);
      case "cancel": {
        const id = subscriptionId(rest);
        return await moved(db, id, await cancelSubscription(db, { subscriptionId: id, actor: merchant }, now), "an active, on-hold or pending-cancel subscription can be cancelled", output);
      }
      case "suspend": {
        const id = subscriptionId(rest);
        return await moved(db, id, await suspendSubscription(db, id, now), "an active subscription can be suspended", output);
      }
      case "activate": {
        const id = subscriptionId(rest);
        return await moved(db, id, await activateSubscription(db, id, now, { timeZone: context.timeZone }), "an on-hold subscription can be activated", output);
      }
      case "process-renewal":
        return await processRenewal(db, context, subscriptionId(rest), output, now);
      default:
        throw new UsageError(action === undefined ? "subscriptions needs an action" : `Unknown subscriptions action "${action}"`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n${SUBSCRIPTIONS_USAGE}`);
    return 2;
  }
}
