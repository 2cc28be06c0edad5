import { ConfigError, loadConfig } from "../server/config.ts";
import { connectDatabase } from "../server/db/connect.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { createLogger } from "../server/logger.ts";
import type { RefundPaymentRequest } from "../server/orders/refund-order.ts";
import type { RenewalCharge } from "../server/subscriptions/renewal-payments.ts";
import { runCreateUser } from "./create-user-command.ts";
import { runImportProducts, type CommandOutput } from "./import-products-command.ts";
import { runImportTaxRates } from "./import-tax-rates-command.ts";
import { runOrders } from "./orders-command.ts";
import { runSetRole } from "./set-role-command.ts";
import { runSettings } from "./settings-command.ts";
import { runStats } from "./stats-command.ts";
import { runSubscriptions } from "./subscriptions-command.ts";
import { runWorker, untilTerminated } from "./worker-command.ts";

// The `shop` command: `npm run shop -- <command>`. Every command migrates the database first, so
// it works on a fresh machine in any order.

const USAGE = `Usage: npm run shop -- <command>

Commands:
  migrate                                 bring the database schema up to date
  seed                                    load the demo catalogue
  import-products <file.csv> [--update]   import a WooCommerce product CSV export;
                                          --update updates products whose SKU already exists
  import-tax-rates <file.csv> [--replace] import WooCommerce's tax-rate CSV export;
                                          --replace drops the shop's rates first
  create-user --email <e> --password <p> [--role customer|editor|administrator]
              [--first-name <n>] [--last-name <n>]   add an account
  set-role --email <e> --role customer|editor|administrator
                                          change an account's role (ends its sessions)
  worker                                  run the scheduled jobs until stopped (SIGTERM, Ctrl+C)
  orders list [--status <s>] [--limit N]  the latest orders, newest first (default 20)
  orders show <id>                        an order's details, payment, refunds and notes
  orders complete <id>                    mark a processing or on-hold order completed
  orders cancel <id>                      cancel an order not yet completed (stock and coupons back)
  orders refund <id> [amount] [--restock] refund through the order's gateway (default: all that is
                                          left; --restock with the refund that completes it)
  subscriptions list [--status <s>] [--limit N]   the latest subscriptions, newest first (default 20)
  subscriptions show <id>                 a subscription's dates, lines, totals, orders and notes
  subscriptions cancel|suspend|activate <id>
                                          cancel (pending cancellation while paid ahead), put on hold,
                                          or make an on-hold subscription active again
  subscriptions process-renewal <id>      renew the next period now (one renewal order, one charge)
  settings export <file.json>             write shipping, tax and payment settings to a file
  settings import <file.json>             apply such a file (checked whole, applied at once)
  stats [--days N]                        the share of page views with an ad blocker (AD_BLOCK_TRACKING)

The database comes from DATABASE_URL (default sqlite:var/shop.sqlite).`;

/** `shop orders` subcommands that may move an order, and so queue its mails (sent before the command exits). */
const ORDER_CHANGING_SUBCOMMANDS = ["complete", "cancel", "refund"];

/** `shop subscriptions` subcommands that may make a renewal order, and so queue its mails. */
const SUBSCRIPTION_RENEWING_SUBCOMMANDS = ["process-renewal"];

const COMMANDS = ["migrate", "seed", "import-products", "import-tax-rates", "create-user", "set-role", "worker", "orders", "subscriptions", "settings", "stats"];

const output: CommandOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  ...(process.stdout.isTTY ? { status: (line: string) => process.stdout.write(`\r\x1b[2K${line}`) } : {}),
};

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    output.out(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (!COMMANDS.includes(command)) {
    output.err(`Unknown command "${command}"\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  // A worker runs for days: it checkpoints from a thread of its own, as the shop's server does.
  const database = connectDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, checkpointInBackground: command === "worker" });
  try {
    const applied = await migrateToLatest(database.db);
    if (command === "migrate") {
      output.out(applied.length > 0 ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "The database is up to date.");
      return 0;
    }
    if (command === "seed") {
      // Loaded on demand so the other commands do not pay for the demo catalogue's images.
      const { seedDemoShop } = await import("../server/demo/seed-demo-shop.ts");
      await seedDemoShop(database.db, config);
      output.out("Demo catalogue loaded.");
      return 0;
    }
    if (command === "create-user") return await runCreateUser(database.db, args, output);
    if (command === "set-role") return await runSetRole(database.db, args, output);
    if (command === "import-tax-rates") return await runImportTaxRates(database.db, args, output);
    if (command === "worker") return await runWorker({ db: database.db, config, logger: createLogger(config.logLevel) }, output, untilTerminated());
    if (command === "orders") {
      // The gateways (and the Stripe SDK) load only when a refund asks for them.
      const refunds = { refund: async (request: RefundPaymentRequest) => (await import("./refund-payments.ts")).refundPaymentsFor(database.db, config).refund(request) };
      const code = await runOrders(database.db, { refunds, locale: config.shop.locale, timeZone: config.shop.timeZone }, args, output);
      if (ORDER_CHANGING_SUBCOMMANDS.includes(args[0] ?? "")) await (await import("./send-order-mails-now.ts")).sendOrderMailsNow(database.db, config, output);
      return code;
    }
    if (command === "subscriptions") {
      // The gateways (and the Stripe SDK) load only when a renewal asks for them.
      const payments = { chargeSaved: async (charge: RenewalCharge) => (await import("./renewal-payments.ts")).renewalPaymentsFor(database.db, config).chargeSaved(charge) };
      const code = await runSubscriptions(database.db, { payments, locale: config.shop.locale, timeZone: config.shop.timeZone }, args, output);
      if (SUBSCRIPTION_RENEWING_SUBCOMMANDS.includes(args[0] ?? "")) await (await import("./send-order-mails-now.ts")).sendOrderMailsNow(database.db, config, output);
      return code;
    }
    if (command === "settings") return await runSettings(database.db, args, output);
    if (command === "stats") return await runStats(database.db, args, output);
    return await runImportProducts(database.db, config, args, output);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError) output.err(error.message);
    else output.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  },
);
