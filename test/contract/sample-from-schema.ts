import type { JsonSchema } from "@kominote/openapi/validator";

/**
 * A small value that satisfies a JSON schema: the documented example, default or first enum
 * value when there is one, else the simplest value of the type that meets its bounds. Used to
 * send a valid body to a route without a hand-written fixture for each call.
 */
export const sampleFromSchema = (schema: JsonSchema, deref: (schema: JsonSchema) => JsonSchema): unknown => {
  const resolved = deref(schema);
  if ("example" in resolved) return resolved.example;
  if (Array.isArray(resolved.examples) && resolved.examples.length > 0) return resolved.examples[0];
  if ("default" in resolved) return resolved.default;
  if ("const" in resolved) return resolved.const;
  if (Array.isArray(resolved.enum) && resolved.enum.length > 0) return resolved.enum[0];
  for (const key of ["oneOf", "anyOf"] as const) {
    const options = resolved[key];
    if (Array.isArray(options) && options.length > 0) {
      const nonNull = (options as JsonSchema[]).find((option) => deref(option).type !== "null") ?? (options[0] as JsonSchema);
      return sampleFromSchema(nonNull, deref);
    }
  }
  if (Array.isArray(resolved.allOf)) {
    return Object.assign({}, ...(resolved.allOf as JsonSchema[]).map((part) => sampleFromSchema(part, deref)));
  }
  const type = Array.isArray(resolved.type) ? (resolved.type as string[]).find((t) => t !== "null") : resolved.type;
  switch (type) {
    case "object": {
      const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((resolved.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, sampleFromSchema(property, deref)]),
      );
    }
    case "array": {
      const minItems = typeof resolved.minItems === "number" ? resolved.minItems : 1;
      const items = (resolved.items ?? {}) as JsonSchema;
      return Array.from({ length: Math.max(1, minItems) }, () => sampleFromSchema(items, deref));
    }
    case "integer":
    case "number": {
      const minimum = typeof resolved.minimum === "number" ? resolved.minimum : 1;
      const exclusive = typeof resolved.exclusiveMinimum === "number" ? resolved.exclusiveMinimum + 1 : minimum;
      return Math.max(minimum, exclusive);
    }
    case "boolean":
      return false;
    case "string":
      return sampleString(resolved);
    default:
      return null;
  }
};

const sampleString = (schema: JsonSchema): string => {
  switch (schema.format) {
    case "email":
      return "manm@kominote.ht";
    case "uri":
    case "url":
      return "https://kominote.ht/";
    case "date":
      return "2000-01-15";
    case "date-time":
      return "2025-01-15T12:00:00.000Z";
    case "uuid":
      return "6f1c2f4e-8d5b-4c7a-9e3f-2a1b0c9d8e7f";
    default: {
      const text = "Kominote Ayiti ansanm pou sèvis piblik yo";
      const minLength = typeof schema.minLength === "number" ? schema.minLength : 1;
      const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : text.length;
      return text.repeat(Math.ceil(minLength / text.length)).slice(0, Math.max(minLength, Math.min(maxLength, text.length)));
    }
  }
};
