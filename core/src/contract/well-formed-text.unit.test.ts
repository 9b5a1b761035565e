import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoutes } from "./index";
import type { RouteContract } from "./route";

type JsonSchema = {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
};

type Path = (string | number)[];

/** Every place a string may stand in a request schema, read from its JSON Schema (what clients see). */
const stringPaths = (schema: JsonSchema, defs: Readonly<Record<string, JsonSchema>>, path: Path = [], seen = new Set<string>()): Path[] => {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.split("/").pop() ?? "";
    if (seen.has(name)) return [];
    const target = defs[name];
    return target === undefined ? [] : stringPaths(target, defs, path, new Set([...seen, name]));
  }
  const types = typeof schema.type === "string" ? [schema.type] : (schema.type ?? []);
  const here: Path[] = types.includes("string") ? [path] : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) => stringPaths(child, defs, [...path, key], seen)),
    ...(schema.items === undefined ? [] : stringPaths(schema.items, defs, [...path, 0], seen)),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((part) => stringPaths(part, defs, path, seen)),
  ];
  return [...here, ...nested];
};

/** The schema as clients see it, every part inline (the names the document gives them do not matter here). */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any", metadata: z.registry() }) as JsonSchema;

/** A request holding `text` at `path` and nothing else. */
const requestWith = (path: Path, text: string): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  const inner = requestWith(rest, text);
  return typeof head === "number" ? [inner] : { [head]: inner };
};

const sameField = (a: readonly PropertyKey[], b: Path) => a.length === b.length && a.every((segment, index) => String(segment) === String(b[index]));

const requestSchemas = (apiRoutes as readonly RouteContract[]).flatMap((route) =>
  (
    [
      ["params", route.params],
      ["query", route.query],
      ["body", route.body],
      ["alternative body", route.alternativeBody?.schema],
    ] as const
  ).flatMap(([part, schema]) => (schema === undefined ? [] : [{ name: `${route.operationId} ${part}`, schema }])),
);

describe("every request schema of the contract", () => {
  it("has string fields to check (the walk found them)", () => {
    const total = requestSchemas.reduce((count, { schema }) => {
      const json = jsonSchemaOf(schema);
      return count + stringPaths(json, json.$defs ?? {}).length;
    }, 0);
    expect(total).toBeGreaterThan(50);
  });

  it.each(requestSchemas.map((entry) => [entry.name, entry.schema] as const))(
    "%s refuses a lone surrogate in each of its string fields, on that field",
    (_name, schema) => {
      const json = jsonSchemaOf(schema);
      for (const path of stringPaths(json, json.$defs ?? {})) {
        const result = schema.safeParse(requestWith(path, "Lone \ud800 Caller"));
        expect(result.success, path.join(".")).toBe(false);
        // Other rules of the field may object too; the API then says the ill-formed text first.
        const messages = (result.error?.issues ?? []).filter((candidate: z.core.$ZodIssue) => sameField(candidate.path, path)).map((issue: z.core.$ZodIssue) => issue.message);
        expect(messages, path.join(".")).toContain("validation.text.illFormed");
      }
    },
  );

  it("still accepts well-formed text beyond the Basic Multilingual Plane", () => {
    const body = apiRoutes.find((route) => route.operationId === "translateText")?.body;
    expect(body?.safeParse({ text: "Bonjou 😀 🇭🇹", targetLanguage: "en" }).success).toBe(true);
  });
});
