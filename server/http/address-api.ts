import type { Hono } from "hono";
import { addressFormat } from "../address/address-formats.ts";
import { apiError } from "./edge/api-error.ts";

/** How long a browser may keep a country's format: the data changes only with a shop update. */
const ADDRESS_FORMAT_MAX_AGE_S = 86_400;

/**
 * GET /api/v1/address-formats/<country>: one country's address format (field order, required
 * fields, what its state and postcode are called, its states, its postcode pattern). The checkout
 * script asks for it when the shopper picks a country, so a page carries only the chosen
 * country's states. Public data, the same for everyone.
 */
export function mountAddressApi(app: Hono): void {
  app.get("/api/v1/address-formats/:country", (c) => {
    const format = addressFormat(c.req.param("country"));
    if (format === null) return apiError(c, { code: "unknown_country" });
    c.header("Cache-Control", `public, max-age=${ADDRESS_FORMAT_MAX_AGE_S}`);
    return c.json(format);
  });
}
