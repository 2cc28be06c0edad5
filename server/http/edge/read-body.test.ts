import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readFields, readJsonBody } from "./read-body.ts";

const schema = z.object({ quantity: z.number().int() });
const post = (body: string, type: string) => new Request("http://shop.test/x", { method: "POST", body, headers: { "content-type": type } });

describe("readJsonBody", () => {
  it("parses a JSON body against its schema", async () => {
    expect(await readJsonBody(post('{"quantity":2}', "application/json; charset=utf-8"), schema)).toEqual({ ok: true, data: { quantity: 2 } });
  });

  it("answers unsupported_media_type for another content type, and invalid_request for bad JSON or a schema miss", async () => {
    expect(await readJsonBody(post('{"quantity":2}', "text/plain"), schema)).toEqual({ ok: false, failure: { code: "unsupported_media_type" } });
    expect(await readJsonBody(post("{", "application/json"), schema)).toEqual({ ok: false, failure: { code: "invalid_request" } });
    const miss = await readJsonBody(post('{"quantity":"2"}', "application/json"), schema);
    expect(miss).toMatchObject({ ok: false, failure: { code: "invalid_request", params: { field: "quantity" } } });
  });
});

describe("readFields", () => {
  it("reads form fields and JSON objects alike; anything else is no fields", async () => {
    expect(await readFields(post("email=a%40b.c&remember=on", "application/x-www-form-urlencoded"))).toEqual({ email: "a@b.c", remember: "on" });
    expect(await readFields(post('{"email":"a@b.c"}', "application/json"))).toEqual({ email: "a@b.c" });
    expect(await readFields(post("[1]", "application/json"))).toEqual({});
    expect(await readFields(post("not json", "text/plain"))).toEqual({});
  });
});
