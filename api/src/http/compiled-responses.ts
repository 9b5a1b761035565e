import { isDeepStrictEqual } from "node:util";
import type { FastifySerializerCompiler } from "fastify";
import fastJsonStringify, { type Schema } from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** A JSON Schema node as z.toJSONSchema writes it, walked and rewritten below. */
type JsonSchema = { [keyword: string]: unknown };

/**
 * zod kinds whose output fast-json-stringify cannot write as zod does: they change the value on
 * the way out (transforms, pipes, defaults, catch), recurse (lazy), or have no JSON form. A
 * response schema holding one keeps the zod serializer.
 */
const kindsKeptOnZod = new Set([
  "transform",
  "pipe",
  "default",
  "prefault",
  "catch",
  "lazy",
  "custom",
  "promise",
  "function",
  "date",
  "map",
  "set",
  "bigint",
  "symbol",
  "undefined",
  "void",
  "nan",
  "file",
  "success",
]);

interface ZodInternals {
  readonly _zod: { readonly def: { readonly type: string; readonly coerce?: boolean; readonly checks?: readonly ZodInternals[]; readonly check?: string } & Record<string, unknown> };
}

const childrenOf = (def: ZodInternals["_zod"]["def"]): unknown[] => {
  switch (def.type) {
    case "object":
      return [...Object.values(def.shape as Record<string, unknown>), def.catchall];
    case "array":
      return [def.element];
    case "union":
      return [...(def.options as unknown[])];
    case "intersection":
      return [def.left, def.right];
    case "tuple":
      return [...(def.items as unknown[]), def.rest];
    case "record":
      return [def.keyType, def.valueType];
    case "optional":
    case "nullable":
    case "nonoptional":
    case "readonly":
      return [def.innerType];
    default:
      return [];
  }
};

/**
 * Why `schema` must keep the zod serializer, or null when fast-json-stringify writes what zod
 * would. Besides the kinds above, an "overwrite" check (`.trim()`, `.toLowerCase()`...) rewrites
 * text as zod encodes it, and a coerced primitive converts it.
 */
export const reasonToKeepZod = (schema: z.ZodType): string | null => {
  const seen = new Set<unknown>();
  const visit = (node: unknown): string | null => {
    if (node === undefined || node === null || seen.has(node)) return null;
    seen.add(node);
    const def = (node as ZodInternals)._zod.def;
    if (kindsKeptOnZod.has(def.type)) return `it holds a ${def.type}`;
    if (def.coerce === true) return `it coerces a ${def.type}`;
    if (def.checks?.some((check) => check._zod.def.check === "overwrite")) return `it rewrites a ${def.type} on the way out (trim, case)`;
    for (const child of childrenOf(def)) {
      const reason = visit(child);
      if (reason !== null) return reason;
    }
    return null;
  };
  return visit(schema);
};

const primitiveTypes = new Set(["string", "number", "integer", "boolean"]);
/** The string formats fast-json-stringify writes a Date with; any other format only matters to validators. */
const dateFormats = new Set(["date-time", "date", "time"]);

const isNullSchema = (node: unknown): boolean =>
  typeof node === "object" && node !== null && (node as JsonSchema).type === "null" && Object.keys(node).length === 1;

/**
 * `X | null` as fast-json-stringify reads it without a validator: a primitive becomes a type
 * list with "null" first (its generated code tests types in order, and a null under "integer"
 * first would be written 0), an object or array `nullable`. Anything else keeps its anyOf.
 */
const nullableOf = (inner: JsonSchema): JsonSchema | null => {
  const { type } = inner;
  if (typeof type !== "string" || "anyOf" in inner || "oneOf" in inner || "allOf" in inner) return null;
  if (primitiveTypes.has(type)) {
    const values = "const" in inner ? [inner.const] : Array.isArray(inner.enum) ? inner.enum : undefined;
    const { const: _const, enum: _enum, ...rest } = inner;
    return { ...rest, type: ["null", type], ...(values === undefined ? {} : { enum: [null, ...values] }) };
  }
  if (type === "object" || type === "array") return { ...inner, nullable: true };
  return null;
};

/**
 * The JSON Schema of a response as the serializer needs it. What only a validator reads goes:
 * `additionalProperties: false` (fast-json-stringify writes declared properties only, whatever
 * the flag; left in, the validator that picks a union's branch would refuse an object carrying an
 * undeclared field, which zod strips), patterns, key names and other formats (the validator would
 * compile zod's regular expressions under other flags).
 */
const forSerializer = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (typeof node !== "object" || node === null) return node;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node as JsonSchema)) {
    if (keyword === "$schema" || keyword === "pattern" || keyword === "propertyNames") continue;
    if (keyword === "additionalProperties" && value === false) continue;
    if (keyword === "format" && !dateFormats.has(value as string)) continue;
    out[keyword] = rewrittenValue(keyword, value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
    const inner = isNullSchema(anyOf[1]) ? anyOf[0] : isNullSchema(anyOf[0]) ? anyOf[1] : undefined;
    const nullable = inner === undefined ? null : nullableOf(inner as JsonSchema);
    if (nullable !== null) return nullable;
  }
  return out;
};

/** Keywords whose value maps names (a field called "format" or "pattern" included) to schemas. */
const schemasByName = new Set(["properties", "patternProperties", "definitions", "$defs"]);

const rewrittenValue = (keyword: string, value: unknown): unknown => {
  // Values (enum, const) are data, not schemas: copied as they are.
  if (keyword === "enum" || keyword === "const") return value;
  if (!schemasByName.has(keyword) || typeof value !== "object" || value === null) return forSerializer(value);
  return Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, forSerializer(schema)]));
};

export type CompiledResponse =
  | { readonly compiled: true; readonly serialize: (data: unknown) => string }
  | { readonly compiled: false; readonly reason: string };

/**
 * fast-json-stringify's serializer for a zod response schema, or why there is none. The schema is
 * written inline (no shared definitions, no ids: an empty metadata registry) so every nullable and
 * union can be rewritten where it stands; a recursive schema throws and keeps zod.
 */
export const compileResponseSchema = (schema: z.ZodType): CompiledResponse => {
  const reason = reasonToKeepZod(schema);
  if (reason !== null) return { compiled: false, reason };
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      target: "draft-07",
      io: "output",
      unrepresentable: "throw",
      cycles: "throw",
      reused: "inline",
      metadata: z.registry(),
    });
    // Union branches are told apart by a validator; compiled now, so a schema it refuses fails here, at start-up.
    const serialize: (data: unknown) => string = fastJsonStringify(forSerializer(jsonSchema) as Schema, { compileValidators: true });
    return { compiled: true, serialize };
  } catch (error) {
    return { compiled: false, reason: error instanceof Error ? error.message : String(error) };
  }
};

/** One compilation per schema, whichever routes and statuses share it. */
const compiledOnce = new WeakMap<z.ZodType, CompiledResponse>();
const compiledResponseOf = (schema: z.ZodType): CompiledResponse => {
  const known = compiledOnce.get(schema);
  if (known !== undefined) return known;
  const made = compileResponseSchema(schema);
  compiledOnce.set(schema, made);
  return made;
};

/**
 * Fastify's serializer compiler for the contract's response schemas, called once per route and
 * status as routes are registered.
 *
 * - `checked: false` (production): the compiled serializer alone, compiled at start-up. It writes
 *   the declared fields only and validates nothing: a use case's answer is trusted to match its
 *   schema, which the tests check.
 * - `checked: true` (tests, development): every answer is first encoded by zod as before (an
 *   answer off its schema fails the request with a 500), and the compiled text must say what
 *   zod's says, or the request fails: every integration and fuzz test also tests the compiler.
 *   Compiled on a route's first answer, so a test app that calls three routes compiles three.
 *
 * A schema the compiler cannot write faithfully (see `reasonToKeepZod`) keeps zod's serializer,
 * validation included, on every environment.
 */
export const makeResponseSerializerCompiler =
  ({ checked }: { readonly checked: boolean }): FastifySerializerCompiler<z.ZodType> =>
  (route) => {
    const { schema, method, url, httpStatus } = route;
    const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!checked) {
      const compiled = compiledResponseOf(schema);
      return compiled.compiled ? compiled.serialize : zodSerialize;
    }
    return (data) => {
      const expected = zodSerialize(data);
      const compiled = compiledResponseOf(schema);
      if (!compiled.compiled) return expected;
      const text = compiled.serialize(data);
      if (text !== expected && !isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
        throw new Error(`the compiled serializer of ${method} ${url} (${httpStatus}) wrote ${text} where zod writes ${expected}`);
      }
      return text;
    };
  };
