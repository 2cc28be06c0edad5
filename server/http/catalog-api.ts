import type { Hono } from "hono";
import { z } from "zod";
import { findVariation } from "../catalog/find-variation.ts";
import { productFirstPayment } from "../subscriptions/product-first-payment.ts";
import { signUpSettingsOf } from "../subscriptions/sign-up-settings.ts";
import { getShopPriceDisplay } from "../tax/get-shop-price-display.ts";
import { apiError } from "./edge/api-error.ts";
import { readJsonBody } from "./edge/read-body.ts";
import type { ApiServices } from "./store-api.ts";

const MAX_ATTRIBUTES = 20;

export const variationLookupRequestSchema = z.object({
  attributes: z
    .record(z.string().max(100), z.string().max(200))
    .refine((a) => Object.keys(a).length <= MAX_ATTRIBUTES, { message: `at most ${MAX_ATTRIBUTES} attributes` }),
});

/** Catalogue reads the product page needs at run time: the variation lookup of spec §7. */
export function mountCatalogApi(app: Hono, { db, config }: ApiServices): void {
  app.post("/api/v1/products/:id/variation", async (c) => {
    const productId = Number(c.req.param("id"));
    if (!Number.isSafeInteger(productId) || productId <= 0) return apiError(c, { code: "invalid_product_id" });
    const body = await readJsonBody(c.req.raw, variationLookupRequestSchema);
    if (!body.ok) return apiError(c, body.failure);
    const now = new Date();
    // Priced as the product page shows its embedded variations (with or without tax, decision 027).
    const variation = await findVariation(db, productId, body.data.attributes, now, await getShopPriceDisplay(db));
    if (!variation) return apiError(c, { code: "no_matching_variation" });
    c.header("Cache-Control", "public, max-age=60");
    // Dated here, in the shop's time zone: the catalogue has no calendar.
    const firstPayment = variation.subscription === null ? null : productFirstPayment(variation.subscription, signUpSettingsOf(config), now);
    return c.json({ ...variation, first_payment: firstPayment });
  });
}
