import { describe, expect, it } from "vitest";
import { describeErrors, httpMethods, loadOpenApiDocument, OpenApiValidator } from "@kominote/openapi/validator";
import { sampleFromSchema } from "./sample-from-schema";

/**
 * The contract test sends each call a body made from the document's own request schema; it can
 * only reach the success path if that body is valid. Checked here for every documented body.
 */
const validator = new OpenApiValidator(loadOpenApiDocument());
const bodies = Object.entries(validator.document.paths).flatMap(([path, item]) =>
  httpMethods.flatMap((method) => {
    const schema = item[method]?.requestBody?.content?.["application/json"]?.schema;
    return schema === undefined ? [] : [[`${method.toUpperCase()} ${path}`, path, method, schema] as const];
  }),
);

describe("sampleFromSchema", () => {
  it.each(bodies)("makes a valid body for %s", (_label, path, method, schema) => {
    const body = sampleFromSchema(schema, (s) => validator.deref(s));
    const errors = validator.validateRequestBody(path, method, body);
    expect(errors, `${JSON.stringify(body)}\n${describeErrors(errors ?? [])}`).toBeNull();
  });

  it("honours bounds, formats and required properties", () => {
    const sample = sampleFromSchema(
      {
        type: "object",
        required: ["name", "email", "count", "tags"],
        properties: {
          name: { type: "string", minLength: 50 },
          email: { type: "string", format: "email" },
          count: { type: "integer", minimum: 3 },
          tags: { type: "array", minItems: 2, items: { type: "string", enum: ["a", "b"] } },
          optional: { type: "string" },
        },
      },
      (s) => s,
    ) as Record<string, unknown>;
    expect(Object.keys(sample).sort()).toEqual(["count", "email", "name", "tags"]);
    expect((sample.name as string).length).toBeGreaterThanOrEqual(50);
    expect(sample.email).toMatch(/^[^@]+@[^@]+\.[a-z]+$/);
    expect(sample.count).toBe(3);
    expect(sample.tags).toEqual(["a", "a"]);
  });
});
