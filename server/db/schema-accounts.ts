import type { Generated } from "kysely";
import type { Flag } from "./schema.ts";

// Customer, session and sign-in tables (migration 006); see schema.ts.

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  /** Lower-cased email: unique, so addresses match regardless of case. */
  email_key: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  display_name: Generated<string>;
  /** PHC string (argon2id); null for a social-only account that never set a password. */
  password_hash: string | null;
  role: Generated<string>;
  /** JSON objects. */
  billing: Generated<string>;
  shipping: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  customer_id: number;
  /** sha256 (hex) of the session cookie's token. */
  token_hash: string;
  remember: Generated<Flag>;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface SocialIdentitiesTable {
  provider: string;
  subject: string;
  customer_id: number;
  email: string | null;
  created_at: string;
}

export interface OauthStatesTable {
  handle_hash: string;
  provider: string;
  state: string;
  nonce: string;
  code_verifier: string;
  /** JSON {email, first_name, last_name} once force-register sends the person to the register form. */
  prefill: string | null;
  expires_at: string;
}

export interface RateLimitBucketsTable {
  bucket_key: string;
  window_started_at: string;
  hits: number;
}
