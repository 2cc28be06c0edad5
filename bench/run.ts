import { availableParallelism, loadavg } from "node:os";
import { addToCartOn } from "./add-to-cart-latency.ts";
import { checkoutOn } from "./checkout-throughput.ts";
import { initialJsRowsOnDemoShop } from "./initial-js-size.ts";
import { openBenchDatabases } from "./lib/bench-databases.ts";
import { databaseLabel, openEnvironment } from "./lib/environment.ts";
import { startHelloWorld } from "./lib/hello-world-server.ts";
import { lighthouseOnDemoShop } from "./lighthouse.ts";
import { announceQuickMode } from "./lib/quick-mode.ts";
import { type BudgetRow, errorRow, formatNumber, printRows, printSummary, rowsOrError } from "./lib/report.ts";
import { requireBuild } from "./lib/shop.ts";
import { BULK_PRODUCT_COUNT, listingsOn, measureHelloWorldLatency } from "./listing-latency.ts";
import { measureProductPage, productPageOn } from "./product-page-throughput.ts";
import { exactlyOnceOn, SIMULATED_PERIODS } from "./renewal-exactly-once.ts";
import { DUE_RENEWALS, renewalsOn } from "./renewals-throughput.ts";

// `npm run bench`: every bar of the performance budget, one after another (the machine has two
// cores, so nothing runs in parallel), then one summary table. A miss is reported and the run
// still exits 0; only a bench that could not measure at all makes it exit 1.

const section = (title: string) => console.log(`\n== ${title}`);

async function main(): Promise<void> {
  const started = performance.now();
  requireBuild();
  announceQuickMode();
  console.log(`Node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? "(unset, as npm start runs the shop)"}`);
  // Other work on the machine skews every figure; this shows how busy it was before we began.
  console.log(`load average before the run: ${formatNumber(loadavg()[0] ?? 0)} on ${availableParallelism()} cores`);
  const env = await openEnvironment({ postgres: true });
  const rows: BudgetRow[] = [];
  const add = (more: BudgetRow[]) => {
    printRows(more);
    rows.push(...more);
  };
  try {
    const hello = env.own(await startHelloWorld());

    section("demo shop on SQLite: initial JS of the product and checkout pages (bar 2, issue 9), product page (bar 1, issue 13) and uncached listings (issue 13)");
    add(await initialJsRowsOnDemoShop(env, (shop) => rowsOrError("product page, SQLite", () => measureProductPage(env, shop, "sqlite", hello))));

    section("demo shop on PostgreSQL: product page (bar 1, issue 13) and uncached listings (issue 13)");
    add(await productPageOn(env, "postgres", hello));

    section("hello world at 10 connections (baseline for bar 3)");
    const latencyBaseline = await measureHelloWorldLatency(hello);

    for (const kind of ["sqlite", "postgres"] as const) {
      section(`${BULK_PRODUCT_COUNT} products on ${databaseLabel(kind)}: listings, search and product table (bar 3, issue 13), memory with a full page cache (issue 13)`);
      add(await listingsOn(env, kind, latencyBaseline, hello.process.pid));
    }
    for (const kind of ["sqlite", "postgres"] as const) {
      section(`demo shop on ${databaseLabel(kind)}: add to cart (issue 3)`);
      add(await addToCartOn(env, kind, hello));
    }
    for (const kind of ["sqlite", "postgres"] as const) {
      section(`demo shop on ${databaseLabel(kind)}: completed checkouts (issue 9)`);
      add(await checkoutOn(env, kind, hello));
    }

    const databases = await openBenchDatabases({ postgres: env.postgres, postgresMissing: env.postgresMissing });
    try {
      for (const kind of ["sqlite", "postgres"] as const) {
        section(`${DUE_RENEWALS} due subscriptions on ${databaseLabel(kind)}: renewals (issue 10)`);
        add(await renewalsOn(databases, kind));
      }
      for (const kind of ["sqlite", "postgres"] as const) {
        section(`${SIMULATED_PERIODS} subscription periods on ${databaseLabel(kind)}: renewed exactly once by two crashing workers (issue 10)`);
        add(await exactlyOnceOn(databases, kind));
      }
    } finally {
      await databases.close();
    }

    section("demo shop on SQLite: Lighthouse mobile (bar 5), against a static hello-world page");
    add(await lighthouseOnDemoShop(env));
  } catch (error) {
    add([errorRow("bench run", error)]);
  } finally {
    await env.close();
  }
  section(`summary (${formatNumber((performance.now() - started) / 1000)} s)`);
  printSummary(rows);
  if (rows.some((row) => row.verdict === "ERROR")) process.exitCode = 1;
}

await main();
