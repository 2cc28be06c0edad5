import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { createContext } from "react-router";
import type { Config } from "../server/config.ts";
import type { Database } from "../server/db/schema.ts";
import type { Mailer } from "../server/mail/mail.ts";
import type { OrderMailSender } from "../server/orders/order-mail-sender.ts";
import type { PaymentGateways } from "../server/payments/create-payment-gateways.ts";
import type { IslandName } from "../server/http/island-scripts.ts";

/** What the server hands every loader and action through the router context. */
export interface Services {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** Script URL of each island bundle (docs/decisions/003). */
  islands: Record<IslandName, string>;
  /** The one mailer of the process, shared with the JSON API (built once from config.mail). */
  mailer: Mailer;
  /**
   * Sends the order mails an action's changes queued: kick it once the use case has returned
   * (its transaction committed). The mails go out after the reply (docs/decisions/022).
   */
  orderMails: Pick<OrderMailSender, "kick">;
  /** The payment gateways, built once at the edge with the Stripe processor when configured. */
  gateways: PaymentGateways;
  /** The client's address for rate limits (server/http/auth-http.ts decides whom to trust). */
  clientIp: string;
}

export const servicesContext = createContext<Services>();
