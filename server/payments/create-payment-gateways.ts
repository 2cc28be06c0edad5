import type { Kysely } from "kysely";
import type { CardTestTables, PaymentsTables } from "../db/schema.ts";
import type { CardProcessor, ProcessorMethod } from "./card-processor.ts";
import { createCardGateway } from "./card-gateway.ts";
import { createCardTestProcessor } from "./card-test/card-test-processor.ts";
import type { PaymentGateway } from "./gateway.ts";
import { createOfflineGateway } from "./offline-gateways.ts";
import { paymentsDb } from "./payments-db.ts";
import type { CardGatewayId, GatewayId } from "./payments.ts";
import { isTestModeAllowed } from "./test-mode-refusal.ts";

// Every gateway the shop can use, built once by the edge (server/http, the CLI, jobs) with the
// database and the Stripe processor when Stripe is configured. Whether a gateway is offered at
// checkout is a setting (list-available-payment-methods.ts); a gateway is here whenever it can work.

export interface PaymentGatewayOptions {
  /** NODE_ENV=production as the operator set it: the card test mode is then refused unless allowed. */
  production: boolean;
  /** The Stripe processor (stripe/stripe-processor.ts), or null without Stripe keys. */
  stripe: CardProcessor | null;
  clock?: () => Date;
}

export interface PaymentGateways {
  /** The gateway, or null when it cannot work here (Stripe without keys). */
  get(id: GatewayId): PaymentGateway | null;
  /** Forgets a saved card at its processor; nothing to do when that processor is not configured. */
  forgetMethod(id: CardGatewayId, method: ProcessorMethod): Promise<void>;
  readonly stripeConfigured: boolean;
  readonly production: boolean;
}

export function createPaymentGateways<All extends PaymentsTables & CardTestTables>(db: Kysely<All>, options: PaymentGatewayOptions): PaymentGateways {
  const clock = options.clock ?? (() => new Date());
  const own = paymentsDb(db);
  const cardTestProcessor = createCardTestProcessor(db, clock);
  const processors: Record<CardGatewayId, CardProcessor | null> = { card_test: cardTestProcessor, stripe: options.stripe };
  const cardTest = createCardGateway({
    db: own,
    processor: cardTestProcessor,
    refusal: async () => ((await isTestModeAllowed(db, options.production)) ? null : "test_mode_not_allowed"),
    clock,
  });
  const stripe = options.stripe === null ? null : createCardGateway({ db: own, processor: options.stripe, refusal: () => Promise.resolve(null), clock });
  const gateways: Record<GatewayId, PaymentGateway | null> = {
    bacs: createOfflineGateway("bacs"),
    cheque: createOfflineGateway("cheque"),
    cod: createOfflineGateway("cod"),
    card_test: cardTest,
    stripe,
  };
  return {
    get: (id) => gateways[id],
    forgetMethod: async (id, method) => {
      await processors[id]?.deleteMethod(method);
    },
    stripeConfigured: stripe !== null,
    production: options.production,
  };
}
