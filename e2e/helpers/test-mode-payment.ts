import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

// A card test-mode payment on the e2e server's own database, made the way the checkout makes one
// (tokenise, then pay through the gateway), for specs of the 3-D Secure challenge page before the
// checkout page exists; and how such a payment stands afterwards.

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

function run(args: string[]): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is set by playwright.config.ts");
  return execFileSync(process.execPath, ["e2e/helpers/test-mode-payment-script.ts", ...args], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: url }, encoding: "utf8", stdio: "pipe" });
}

/** Starts a payment with the 3-D Secure test card; answers its challenge address. */
export function startChallengedPayment(returnUrl: string): { transactionId: string; redirectUrl: string } {
  return JSON.parse(run(["start", returnUrl])) as { transactionId: string; redirectUrl: string };
}

/** The gateway's confirmAction answer for the payment. */
export function paymentOutcome(transactionId: string): { status: string; code?: string } {
  return JSON.parse(run(["status", transactionId])) as { status: string; code?: string };
}
