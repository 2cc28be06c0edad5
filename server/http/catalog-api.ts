import type { Hono } from "hono";
import { z } from "zod";
import { findVariation } from "../catalog/find-variation.ts";
import { readJsonBody } from "./read-json-body.ts";
import type { ApiServices } from "./store-api.ts";

const MAX_ATTRIBUTES = 20;

export const variationLookupRequestSchema = z.object({
  attributes: z
    .record(z.string().max(100), z.string().max(200))
    .refine((a) => Object.keys(a).length <= MAX_ATTRIBUTES, { message: `at most ${MAX_ATTRIBUTES} attributes` }),
});

/** Catalogue reads the product page needs at run time: the variation lookup of spec §7. */
export function mountCatalogApi(app: Hono, { db }: ApiServices): void {
  app.post("/api/v1/products/:id/variation", async (c) => {
    const productId = Number(c.req.param("id"));
    if (!Number.isSafeInteger(productId) || productId <= 0) {
      return c.json({ error: { code: "invalid_product_id" } }, 400);
    }
    const parsed = variationLookupRequestSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) {
      return c.json({ error: { code: "invalid_request" } }, 400);
    }
    const variation = await findVariation(db, productId, parsed.data.attributes, new Date());
    if (!variation) {
      return c.json({ error: { code: "no_matching_variation" } }, 404);
    }
    c.header("Cache-Control", "public, max-age=60");
    return c.json(variation);
  });
}
