import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { paymentCodeText } from "../app/i18n/payment-messages.en.ts";
import { completeOrderWithSubscriptions } from "../server/checkout/complete-order-with-subscriptions.ts";
import type { Database } from "../server/db/schema.ts";
import { formatMoney } from "../server/money/format-money.ts";
import { parseMoney, plainAmount } from "../server/money/parse-money.ts";
import { cancelOrder } from "../server/orders/cancel-order.ts";
import { getOrderForMerchant, getOrderNotes } from "../server/orders/get-order.ts";
import { listOrderRefunds } from "../server/orders/list-order-refunds.ts";
import { listOrders, MERCHANT_ORDERS_DEFAULT_LIMIT } from "../server/orders/list-orders.ts";
import { ORDER_STATUSES, type Order } from "../server/orders/orders.ts";
import { RefundPendingError, refundOrder, type RefundOrderOutcome, type RefundPayments } from "../server/orders/refund-order.ts";
import { isOneOf } from "../server/parse-enum.ts";
import type { CommandOutput } from "./import-products-command.ts";
import { orderListLines, orderShowLines } from "./order-report.ts";

// `shop orders list|show|complete|cancel|refund`: the merchant's order tools until there is an
// admin. Each action is one use case of the orders module (complete: the checkout's, so the order's
// subscriptions follow it); a refused one prints one line and
// exits 1 with nothing changed, a malformed command line exits 2 with the usage.

export const ORDERS_USAGE = `Usage: npm run shop -- orders <action>
  orders list [--status <status>] [--limit N]   newest first (default ${MERCHANT_ORDERS_DEFAULT_LIMIT}); status: ${ORDER_STATUSES.join(", ")}
  orders show <id>                              status, customer, addresses, lines, totals, payment, refunds, notes
  orders complete <id>                          a processing or on-hold order → completed
  orders cancel <id>                            gives back held stock and coupon uses (pays nothing back)
  orders refund <id> [amount] [--restock]       through the order's gateway; amount like 12.50 (default: all that
                                                is left); --restock only with the refund that completes it`;

/** The largest --limit: a terminal list, not an export. */
const MAX_LIST_LIMIT = 1000;

export interface OrdersCommandContext {
  refunds: RefundPayments;
  /** The shop's locale, for money. */
  locale: string;
  /** The shop's IANA time zone (config.shop.timeZone), the calendar of the orders' subscriptions. */
  timeZone: string;
}

class UsageError extends Error {}

function parse(args: string[], options: { status?: true; limit?: true; restock?: true }, positionals: number) {
  const spec = {
    ...(options.status ? { status: { type: "string" as const } } : {}),
    ...(options.limit ? { limit: { type: "string" as const } } : {}),
    ...(options.restock ? { restock: { type: "boolean" as const } } : {}),
  };
  let parsed;
  try {
    parsed = parseArgs({ args, options: spec, strict: true, allowPositionals: true });
  } catch (error) {
    if (error instanceof TypeError) throw new UsageError(error.message);
    throw error;
  }
  if (parsed.positionals.length > positionals) throw new UsageError(`Unexpected argument "${parsed.positionals[positionals] ?? ""}"`);
  return { values: parsed.values as { status?: string; limit?: string; restock?: boolean }, positionals: parsed.positionals };
}

/** "12" or "#12" → 12. */
function orderId(text: string | undefined): number {
  if (text === undefined) throw new UsageError("Which order? Give its id, e.g. 12");
  const match = /^#?(\d{1,15})$/.exec(text);
  const id = match === null ? NaN : Number(match[1]);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError(`"${text}" is not an order id; use its number, e.g. 12`);
  return id;
}

async function list(db: Kysely<Database>, context: OrdersCommandContext, args: string[], output: CommandOutput): Promise<number> {
  const { values } = parse(args, { status: true, limit: true }, 0);
  if (values.status !== undefined && !isOneOf(ORDER_STATUSES, values.status)) throw new UsageError(`Unknown status "${values.status}"; use one of ${ORDER_STATUSES.join(", ")}`);
  const limit = values.limit === undefined ? MERCHANT_ORDERS_DEFAULT_LIMIT : /^\d+$/.test(values.limit) ? Number(values.limit) : NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) throw new UsageError(`--limit takes a whole number from 1 to ${MAX_LIST_LIMIT}`);
  const orders = await listOrders(db, { status: values.status ?? null, limit });
  for (const line of orderListLines(orders, context.locale)) output.out(line);
  return 0;
}

async function show(db: Kysely<Database>, context: OrdersCommandContext, id: number, output: CommandOutput): Promise<number> {
  const order = await getOrderForMerchant(db, id);
  if (order === null) return notFound(id, output);
  const [refunds, notes] = await Promise.all([listOrderRefunds(db, id), getOrderNotes(db, id)]);
  for (const line of orderShowLines({ order, refunds, notes }, context.locale)) output.out(line);
  return 0;
}

function notFound(id: number, output: CommandOutput): number {
  output.err(`No order #${id}.`);
  return 1;
}

async function complete(db: Kysely<Database>, context: OrdersCommandContext, id: number, output: CommandOutput, now: Date): Promise<number> {
  // A completed bank transfer counts as paid: the order's subscriptions follow it (on hold → active).
  const outcome = await completeOrderWithSubscriptions(db, id, { timeZone: context.timeZone }, now);
  if (outcome.ok) {
    output.out(`Order #${id} is now completed (was ${outcome.from}).`);
    return 0;
  }
  if (outcome.code === "order_not_found") return notFound(id, output);
  output.err(`Order #${id} is ${outcome.status}: only a processing or on-hold order can be completed.`);
  return 1;
}

async function cancel(db: Kysely<Database>, context: OrdersCommandContext, id: number, output: CommandOutput, now: Date): Promise<number> {
  const order = await getOrderForMerchant(db, id);
  if (order === null) return notFound(id, output);
  const outcome = await cancelOrder(db, id, { by: "merchant" }, now);
  if (!outcome.ok) {
    if (outcome.code === "order_not_found") return notFound(id, output);
    output.err(`Order #${id} is ${outcome.status ?? order.status}: only a pending, failed, on-hold or processing order can be cancelled.`);
    return 1;
  }
  output.out(`Order #${id} is now cancelled (was ${order.status}); any stock it held and its coupon uses are back.`);
  const unrefunded = order.totals.total - order.refundedTotal;
  if (order.paidAt !== null && unrefunded > 0) {
    output.out(`It was paid: cancelling pays nothing back. Refund the ${formatMoney(unrefunded, order.currency, context.locale)} with: npm run shop -- orders refund ${id}`);
  }
  return 0;
}

function refundRefusal(outcome: Exclude<RefundOrderOutcome, { ok: true }>, order: Order, amountText: string | undefined, locale: string): string {
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const id = order.id;
  switch (outcome.code) {
    case "order_not_found":
      return `No order #${id}.`;
    case "order_status_not_allowed":
      return `Order #${id} is ${outcome.status}: only a processing, on-hold or completed order (or a cancelled one that was paid) can be refunded.`;
    case "refund_amount_invalid":
      return `The refund amount must be more than zero, not "${amountText ?? ""}".`;
    case "refund_exceeds_total":
      return outcome.remaining <= 0
        ? `Nothing is left to refund on order #${id} (paid ${money(order.totals.total)}, refunded ${money(order.totals.total - outcome.remaining)}).`
        : `Cannot refund ${amountText ?? ""} on order #${id}: at most ${money(outcome.remaining)} is left to refund (paid ${money(order.totals.total)}, refunded ${money(order.totals.total - outcome.remaining)}).`;
    case "refund_restock_needs_full_refund":
      return `--restock puts every line back in stock, so it goes only with the refund of all that is left (${money(outcome.remaining)}): leave out the amount, or refund without --restock.`;
    case "refund_in_progress":
      return `Refund #${outcome.refund.id} of ${money(outcome.refund.amount)} on order #${id} is still pending: finish it first with: npm run shop -- orders refund ${id} ${plainAmount(outcome.refund.amount, order.currency)}${outcome.refund.restock ? " --restock" : ""}`;
    case "refund_failed":
      return `The gateway refused refund #${outcome.refund.id} of ${money(outcome.refund.amount)} on order #${id} (${outcome.reason}): ${paymentCodeText(outcome.reason)}`;
  }
}

async function refund(db: Kysely<Database>, context: OrdersCommandContext, args: string[], output: CommandOutput, now: Date): Promise<number> {
  const { values, positionals } = parse(args, { restock: true }, 2);
  const id = orderId(positionals[0]);
  const amountText = positionals[1];
  const order = await getOrderForMerchant(db, id);
  if (order === null) return notFound(id, output);
  const amount = amountText === undefined ? null : parseMoney(amountText, order.currency);
  if (amount === null && amountText !== undefined) {
    output.err(`"${amountText}" is not an amount in ${order.currency}: write it like ${plainAmount(1250, order.currency)}, without a sign or symbol.`);
    return 1;
  }
  let outcome: RefundOrderOutcome;
  try {
    outcome = await refundOrder(db, context.refunds, id, { amount, restock: values.restock === true }, now);
  } catch (error) {
    if (!(error instanceof RefundPendingError)) throw error;
    output.err(error.message);
    return 1;
  }
  if (!outcome.ok) {
    output.err(refundRefusal(outcome, order, amountText, context.locale));
    return 1;
  }
  const money = (minor: number) => formatMoney(minor, outcome.currency, context.locale);
  const how = outcome.refund.status === "manual" ? `recorded; ${order.paymentMethod} moves no money, so pay it back to the customer yourself` : `paid back through ${outcome.refund.gateway} (${outcome.refund.gatewayRefundId ?? ""})`;
  output.out(`Refund #${outcome.refund.id} of ${money(outcome.refund.amount)} on order #${id} ${how}.`);
  const left = outcome.remaining > 0 ? `${money(outcome.remaining)} is left to refund` : `nothing is left to refund${outcome.refund.restock ? " and its lines are back in stock" : ""}`;
  output.out(outcome.orderStatus === order.status ? `Order #${id} stays ${outcome.orderStatus}; ${left}.` : `Order #${id} is now ${outcome.orderStatus}; ${left}.`);
  return 0;
}

export async function runOrders(db: Kysely<Database>, context: OrdersCommandContext, args: string[], output: CommandOutput, now = new Date()): Promise<number> {
  const [action, ...rest] = args;
  try {
    switch (action) {
      case "list":
        return await list(db, context, rest, output);
      case "show":
        return await show(db, context, orderId(parse(rest, {}, 1).positionals[0]), output);
      case "complete":
        return await complete(db, context, orderId(parse(rest, {}, 1).positionals[0]), output, now);
      case "cancel":
        return await cancel(db, context, orderId(parse(rest, {}, 1).positionals[0]), output, now);
      case "refund":
        return await refund(db, context, rest, output, now);
      default:
        throw new UsageError(action === undefined ? "orders needs an action" : `Unknown orders action "${action}"`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n${ORDERS_USAGE}`);
    return 2;
  }
}
