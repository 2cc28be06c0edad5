import Stripe from "stripe";
import type { StripeSettings } from "../../config.ts";

// The official SDK, pointed at Stripe or, for tests, at a local server that speaks its protocol
// (STRIPE_API_URL; the SDK's host, port and protocol options). Network retries are safe: every
// call that moves money carries our idempotency key.

const NETWORK_RETRIES = 2;
const REQUEST_TIMEOUT_MS = 30_000;

export function createStripeClient(settings: Pick<StripeSettings, "secretKey" | "apiUrl">): Stripe {
  const api = settings.apiUrl === null ? null : new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    ...(api === null ? {} : { host: api.hostname, port: api.port === "" ? (api.protocol === "https:" ? 443 : 80) : Number(api.port), protocol: api.protocol === "https:" ? ("https" as const) : ("http" as const) }),
  });
}
