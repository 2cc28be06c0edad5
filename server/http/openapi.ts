import { z } from "zod";
import {
  addItemRequestSchema,
  cartResponseSchema,
  couponRequestSchema,
  errorResponseSchema,
  removeItemRequestSchema,
  updateItemRequestSchema,
} from "../cart/cart-json.ts";
import { addItemsRequestSchema, addItemsResponseSchema } from "../cart/add-items-json.ts";
import { statusForCode, type ErrorCode } from "./error-status.ts";

// The Store API's OpenAPI 3.1 document, generated from the same zod schemas that check requests,
// so the description cannot drift from the code. Error statuses come from the one status map.

const OPENAPI_VERSION = "3.1.0";
const API_VERSION = "1.0.0";

const REQUESTS = {
  AddItemRequest: addItemRequestSchema,
  AddItemsRequest: addItemsRequestSchema,
  UpdateItemRequest: updateItemRequestSchema,
  RemoveItemRequest: removeItemRequestSchema,
  CouponRequest: couponRequestSchema,
};
const RESPONSES = { CartResponse: cartResponseSchema, AddItemsResponse: addItemsResponseSchema, ErrorResponse: errorResponseSchema };

interface Operation {
  method: "get" | "post";
  path: string;
  summary: string;
  request?: keyof typeof REQUESTS;
  success: 200 | 201;
  /** The success body when it is not the plain cart. */
  response?: keyof typeof RESPONSES;
  errors: ErrorCode[];
}

const BODY_ERRORS: ErrorCode[] = ["invalid_request", "unsupported_media_type"];
const OPERATIONS: Operation[] = [
  { method: "get", path: "/api/v1/cart", summary: "The visitor's cart (empty, with no cookie set, when there is none)", success: 200, errors: [] },
  {
    method: "post",
    path: "/api/v1/cart/add-item",
    summary: "Add an item; the same product, variation and options raise the line's quantity",
    request: "AddItemRequest",
    success: 201,
    errors: [...BODY_ERRORS, "invalid_quantity", "product_not_found", "product_not_purchasable", "variation_required", "variation_not_found", "out_of_stock", "insufficient_stock", "quantity_below_minimum", "quantity_above_maximum", "already_in_cart", "subscription_limit_reached"],
  },
  {
    method: "post",
    path: "/api/v1/cart/add-items",
    summary: "Add up to 100 items in one request; each line is added as by add-item, and the answer says per line whether it was added or refused (with its error code)",
    request: "AddItemsRequest",
    success: 200,
    response: "AddItemsResponse",
    errors: BODY_ERRORS,
  },
  {
    method: "post",
    path: "/api/v1/cart/update-item",
    summary: "Set a line's quantity (0 removes it)",
    request: "UpdateItemRequest",
    success: 200,
    errors: [...BODY_ERRORS, "invalid_quantity", "cart_item_not_found", "product_not_purchasable", "out_of_stock", "insufficient_stock", "quantity_below_minimum", "quantity_above_maximum"],
  },
  { method: "post", path: "/api/v1/cart/remove-item", summary: "Remove a line by its key", request: "RemoveItemRequest", success: 200, errors: [...BODY_ERRORS, "cart_item_not_found"] },
  {
    method: "post",
    path: "/api/v1/cart/apply-coupon",
    summary: "Apply a coupon code (any case)",
    request: "CouponRequest",
    success: 200,
    errors: [...BODY_ERRORS, "coupon_code_required", "coupon_not_found", "coupon_expired", "coupon_minimum_spend_not_met", "coupon_maximum_spend_exceeded", "coupon_usage_limit_reached", "coupon_individual_use_only", "coupon_not_applicable", "coupon_already_applied"],
  },
  { method: "post", path: "/api/v1/cart/remove-coupon", summary: "Remove a coupon", request: "CouponRequest", success: 200, errors: [...BODY_ERRORS, "coupon_code_required", "coupon_not_applied"] },
];

function components(schemas: Record<string, z.ZodType>, io: "input" | "output"): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const generated = z.toJSONSchema(registry, { target: "draft-2020-12", io, uri: (id) => `#/components/schemas/${id}` });
  return generated.schemas;
}

const ref = (id: string): { $ref: string } => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string): { content: { "application/json": { schema: { $ref: string } } } } => ({ content: { "application/json": { schema: ref(id) } } });

function responsesOf(operation: Operation): Record<string, unknown> {
  const responses: Record<string, unknown> = { [operation.success]: { description: "The cart and its hash; cookies updated", ...json(operation.response ?? "CartResponse") } };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of operation.errors) byStatus.set(statusForCode(code), [...(byStatus.get(statusForCode(code)) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = { description: `error.code: ${codes.join(", ")}`, ...json("ErrorResponse") };
  }
  return responses;
}

export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const entry = paths[operation.path] ?? {};
    paths[operation.path] = entry;
    entry[operation.method] = {
      summary: operation.summary,
      tags: ["cart"],
      ...(operation.request ? { requestBody: { required: true, ...json(operation.request) } } : {}),
      responses: responsesOf(operation),
    };
  }
  // Strip each generated schema's own $schema: the document's jsonSchemaDialect states it once.
  const schemas = Object.fromEntries(
    Object.entries({ ...components(REQUESTS, "input"), ...components(RESPONSES, "output") }).map(([id, s]) => {
      const { $schema: _dialect, ...rest } = s as Record<string, unknown>;
      return [id, rest];
    }),
  );
  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Shopwright Store API",
      version: API_VERSION,
      description: "Money is in integer minor units of totals.currency. The guest cart is identified by an httpOnly cookie.",
    },
    paths,
    components: { schemas },
  };
}
