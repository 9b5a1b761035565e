import { compileResponseSchema } from "@kominote/api/http/compiled-responses";
import { apiRoutes } from "@kominote/core/contract/index";
import type { JsonSchema } from "@kominote/openapi/validator";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaArbitrary } from "./schema-arbitrary";

/** Every JSON answer of the contract whose serializer is compiled, once per schema. */
const compiledAnswers = [
  ...new Map(
    apiRoutes.flatMap((route) =>
      Object.entries(route.responses).flatMap(([status, response]) =>
        response.schema !== undefined && (response.contentType === undefined || response.contentType.startsWith("application/json"))
          ? [[response.schema, `${route.operationId} ${status}`] as const]
          : [],
      ),
    ),
  ),
].flatMap(([schema, name]) => {
  const made = compileResponseSchema(schema);
  return made.compiled ? [{ name, schema, serialize: made.serialize }] : [];
});

/** The value with a field no schema declares on every object in it, as a use case's row might carry. */
const withUndeclaredFields = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withUndeclaredFields);
  if (typeof value !== "object" || value === null) return value;
  return { ...Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withUndeclaredFields(field)])), undeclaredField: "secret" };
};

describe("every compiled answer of the contract", () => {
  it.each(compiledAnswers)("$name writes what zod's encoding writes, undeclared fields included", ({ schema, serialize }) => {
    const jsonSchema = z.toJSONSchema(schema, { io: "output", reused: "inline", cycles: "throw", metadata: z.registry() }) as JsonSchema;
    fc.assert(
      fc.property(schemaArbitrary(jsonSchema, (node) => node), fc.boolean(), (generated, undeclared) => {
        const answer = undeclared ? withUndeclaredFields(generated) : generated;
        const encoded = z.safeEncode(schema, answer as never);
        // The generator knows the keywords, not zod's refinements: a value zod refuses is not an answer.
        fc.pre(encoded.success);
        // zod drops an object's undeclared field and keeps a record's key: the compiled text must do the same.
        expect(JSON.parse(serialize(answer))).toEqual(JSON.parse(JSON.stringify(encoded.data)));
      }),
      { numRuns: 40, seed: 38 },
    );
  });
});
