import type { CardTestDb } from "./card-test-db.ts";
import { claimIdempotencyKey, readIdempotencyRecord, storeIdempotentResponse } from "./card-test.repository.ts";

// The test-mode processor's idempotency, as a card processor offers it: the first request with a
// key claims it and stores its response in the same transaction as its work; any later request
// with the key (even one sent at the same moment: it waits on the claim) gets that response, and
// the work never runs twice. A key sent again with other parameters is refused.

export async function withIdempotency<T>(
  db: CardTestDb,
  request: { key: string; fingerprint: unknown; now: Date },
  work: (trx: CardTestDb) => Promise<T>,
  reused: () => T,
): Promise<T> {
  const fingerprint = JSON.stringify(request.fingerprint);
  return db.transaction().execute(async (trx) => {
    if (await claimIdempotencyKey(trx, request.key, fingerprint, request.now.toISOString())) {
      const response = await work(trx);
      await storeIdempotentResponse(trx, request.key, JSON.stringify(response));
      return response;
    }
    const record = await readIdempotencyRecord(trx, request.key);
    // The claim and its response commit together, so a claimed key always has its response here.
    if (record?.response == null) throw new Error(`Idempotency key ${request.key} is claimed without a response`);
    if (record.fingerprint !== fingerprint) return reused();
    return JSON.parse(record.response) as T;
  });
}
