import type { AuthDb } from "../auth-db.ts";

// All SQL for the provider + subject → account links.

export async function findIdentityCustomerId(db: AuthDb, provider: string, subject: string): Promise<number | null> {
  const row = await db.selectFrom("social_identities").select("customer_id").where("provider", "=", provider).where("subject", "=", subject).executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function insertIdentity(db: AuthDb, identity: { provider: string; subject: string; customerId: number; email: string | null }, now: string): Promise<void> {
  await db
    .insertInto("social_identities")
    .values({ provider: identity.provider, subject: identity.subject, customer_id: identity.customerId, email: identity.email, created_at: now })
    .onConflict((oc) => oc.columns(["provider", "subject"]).doNothing())
    .execute();
}
