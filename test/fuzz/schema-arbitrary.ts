import fc from "fast-check";
import type { JsonSchema } from "@kominote/openapi/validator";

export type Deref = (schema: JsonSchema) => JsonSchema;

const stringOfFormat = (format: unknown): fc.Arbitrary<string> | undefined => {
  switch (format) {
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return fc.webUrl();
    case "date":
      return fc.date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return fc.date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString());
    case "uuid":
      return fc.uuid();
    default:
      return undefined;
  }
};

const stringArbitrary = (schema: JsonSchema): fc.Arbitrary<string> => {
  const byFormat = stringOfFormat(schema.format);
  if (byFormat !== undefined) return byFormat;
  if (typeof schema.pattern === "string") {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: fall back to plain text within the bounds.
    }
  }
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? Math.min(schema.maxLength, minLength + 60) : minLength + 30;
  return fc.string({ unit: "grapheme", minLength, maxLength }).filter((text) => text.trim().length >= Math.min(minLength, 1));
};

const numberArbitrary = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const low =
    typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : typeof schema.minimum === "number" ? schema.minimum : -1_000_000;
  const high =
    typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : typeof schema.maximum === "number" ? schema.maximum : 1_000_000;
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, high)) })
    : fc.double({ min: low, max: Math.max(low, high), noNaN: true, noDefaultInfinity: true });
};

/**
 * Values that satisfy a JSON schema of the document (as far as its keywords go): the well-shaped
 * inputs the hostile ones are mutated from, so a run reaches the use cases and not only validation.
 */
export const schemaArbitrary = (schema: JsonSchema, deref: Deref, depth = 0): fc.Arbitrary<unknown> => {
  const resolved = deref(schema);
  if ("const" in resolved) return fc.constant(resolved.const);
  if (Array.isArray(resolved.enum) && resolved.enum.length > 0) return fc.constantFrom(...(resolved.enum as unknown[]));
  for (const key of ["oneOf", "anyOf"] as const) {
    const options = resolved[key];
    if (Array.isArray(options) && options.length > 0) {
      return fc.oneof(...(options as JsonSchema[]).map((option) => schemaArbitrary(option, deref, depth + 1)));
    }
  }
  if (Array.isArray(resolved.allOf)) {
    return fc
      .tuple(...(resolved.allOf as JsonSchema[]).map((part) => schemaArbitrary(part, deref, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((part) => typeof part === "object" && part !== null)));
  }
  const types = Array.isArray(resolved.type) ? (resolved.type as string[]) : [resolved.type];
  const type = types.find((candidate) => candidate !== "null") ?? types[0];
  switch (type) {
    case "object": {
      const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((resolved.required ?? []) as string[]);
      if (depth > 6) return fc.constant({});
      const record: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property, deref, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: [...required].filter((name) => name in properties) });
    }
    case "array": {
      const minLength = typeof resolved.minItems === "number" ? resolved.minItems : 0;
      const maxLength = typeof resolved.maxItems === "number" ? Math.min(resolved.maxItems, minLength + 4) : minLength + 4;
      const items = (resolved.items ?? {}) as JsonSchema;
      return fc.array(schemaArbitrary(items, deref, depth + 1), { minLength, maxLength });
    }
    case "integer":
      return numberArbitrary(resolved, true);
    case "number":
      return numberArbitrary(resolved, false);
    case "boolean":
      return fc.boolean();
    case "string":
      return stringArbitrary(resolved);
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};
