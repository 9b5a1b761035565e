import { apiRoutes } from "@kominote/core/contract/index";
import { instantSchema } from "@kominote/core/schemas/common";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compileResponseSchema, makeResponseSerializerCompiler, reasonToKeepZod } from "./compiled-responses";

const compiledSerializer = (schema: z.ZodType) => {
  const made = compileResponseSchema(schema);
  if (!made.compiled) throw new Error(`not compiled: ${made.reason}`);
  return made.serialize;
};

/** What today's serializer writes: zod's encoding, as JSON. */
const zodText = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value as never));

const person = z.object({ fullName: z.string(), photo: z.string().nullable() });
const event = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("vote"), ideaId: z.int().positive(), at: instantSchema }),
  z.object({ kind: z.literal("post"), forumId: z.int(), author: person.nullable() }),
]);
const answer = z.object({
  id: z.int().positive(),
  count: z.int().nonnegative().nullable(),
  score: z.number(),
  role: z.enum(["member", "moderator"]),
  status: z.enum(["open", "closed"]).nullable(),
  at: instantSchema,
  verified: z.boolean().optional(),
  flag: z.literal(true),
  author: person,
  reviewer: person.nullable(),
  tags: z.array(z.string()),
  history: z.array(z.int()).nullable(),
  totals: z.record(z.string(), z.int()),
  byLanguage: z.record(z.enum(["ht", "fr"]), z.string()),
  value: z.union([z.string(), z.number()]),
  events: z.array(event),
  pair: z.tuple([z.number(), z.number()]),
  extra: z.unknown(),
});

const sample = {
  id: 7,
  count: null,
  score: 2.5,
  role: "moderator",
  status: null,
  at: "2026-11-27T14:05:00.000Z",
  flag: true,
  author: { fullName: "Jàn \"Pyè\" \u2028", photo: null, password: "never" },
  reviewer: null,
  tags: ["a", "b\n"],
  history: null,
  totals: { one: 1, two: 2 },
  byLanguage: { ht: "Bonjou", fr: "Bonjour" },
  value: 3,
  events: [
    { kind: "post", forumId: 4, author: { fullName: "Mari", photo: "/media/x.webp", email: "m@example.ht" }, secret: 1 },
    { kind: "vote", ideaId: 9, at: "2026-11-27T14:05:00.000Z", voterPhone: "+50931000000" },
    { kind: "post", forumId: 5, author: null },
  ],
  pair: [18.5, -72.3],
  extra: { anything: [1, "two"] },
  internalNote: "not declared",
};

describe("compiled response serializers", () => {
  it("write what zod's encoding writes: nullables, dates, enums, records, unions, discriminated unions, tuples", () => {
    const text = compiledSerializer(answer)(sample);
    expect(JSON.parse(text)).toEqual(JSON.parse(zodText(answer, sample)));
  });

  it("write no field the schema does not declare, at any depth and in every union branch", () => {
    const text = compiledSerializer(answer)(sample);
    for (const undeclared of ["internalNote", "password", "email", "secret", "voterPhone"]) expect(text).not.toContain(undeclared);
  });

  it("write a null under a nullable integer as null, and a value as the value", () => {
    const serialize = compiledSerializer(z.object({ n: z.int().nullable(), s: z.enum(["a", "b"]).nullable() }));
    expect(serialize({ n: null, s: null })).toBe('{"n":null,"s":null}');
    expect(serialize({ n: 3, s: "b" })).toBe('{"n":3,"s":"b"}');
  });

  it("keep fields named like JSON Schema keywords", () => {
    const schema = z.object({ format: z.string(), pattern: z.string(), properties: z.int(), enum: z.boolean() });
    const value = { format: "mp3", pattern: "x*", properties: 2, enum: false };
    expect(compiledSerializer(schema)(value)).toBe(zodText(schema, value));
  });

  it("leave an absent optional field out, as JSON.stringify does", () => {
    const schema = z.object({ a: z.string().optional(), b: z.string() });
    expect(compiledSerializer(schema)({ b: "x" })).toBe(zodText(schema, { b: "x" }));
    expect(compiledSerializer(schema)({ a: undefined, b: "x" })).toBe('{"b":"x"}');
  });

  it("keep zod for schemas that change the value on the way out or recurse", () => {
    type Node = { name: string; children: Node[] };
    const tree: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    expect(reasonToKeepZod(z.object({ a: z.string().transform((text) => text.length) }))).toMatch(/pipe|transform/);
    expect(reasonToKeepZod(z.object({ a: z.string().trim() }))).toMatch(/rewrites/);
    expect(reasonToKeepZod(z.object({ a: z.string().default("x") }))).toMatch(/default/);
    expect(reasonToKeepZod(z.object({ a: z.date() }))).toMatch(/date/);
    expect(reasonToKeepZod(tree)).toMatch(/lazy/);
    expect(reasonToKeepZod(answer)).toBeNull();
  });

  it("compile every JSON answer of the contract, or say why it keeps zod", () => {
    const kept: string[] = [];
    for (const route of apiRoutes) {
      for (const [status, response] of Object.entries(route.responses)) {
        if (response.schema === undefined || (response.contentType !== undefined && !response.contentType.startsWith("application/json"))) continue;
        const made = compileResponseSchema(response.schema);
        if (!made.compiled) kept.push(`${route.operationId} ${status}: ${made.reason}`);
      }
    }
    // The answers that change a value on the way out; a new one here must be a choice, not an accident.
    expect(kept).toEqual([]);
  });
});

describe("the serializer compiler", () => {
  const route = { schema: answer, method: "GET", url: "/api/test", httpStatus: "200" };

  it("in production writes the declared fields only, without validating", () => {
    const serialize = makeResponseSerializerCompiler({ checked: false })(route);
    const text = serialize(sample);
    expect(text).not.toContain("internalNote");
    expect(JSON.parse(text)).toEqual(JSON.parse(zodText(answer, sample)));
  });

  it("in tests refuses an answer off its schema, as zod's serializer did", () => {
    const serialize = makeResponseSerializerCompiler({ checked: true })(route);
    expect(() => serialize({ ...sample, id: -1 })).toThrow();
    expect(() => serialize({ ...sample, at: "yesterday" })).toThrow();
    expect(JSON.parse(serialize(sample))).toEqual(JSON.parse(zodText(answer, sample)));
  });
});
