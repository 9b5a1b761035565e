import fc from "fast-check";
import type { JsonSchema } from "@kominote/openapi/validator";
import { extraFieldName, hostileString, hostileValue } from "./hostile-values";
import { schemaArbitrary, type Deref } from "./schema-arbitrary";

/** A file part's content: a real picture, text, random bytes or nothing. */
export type FileBytes = "png" | "text" | "random" | "empty" | "huge";

export type FormPart =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly file: { readonly bytes: FileBytes; readonly filename: string; readonly type: string } };

/** What is sent as the body, described so a failure can print it and the run can replay it. */
export type BodyInput =
  | { readonly kind: "none" }
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "text"; readonly contentType: string | null; readonly text: string }
  | { readonly kind: "invalid-utf8"; readonly before: string; readonly after: string }
  | { readonly kind: "multipart"; readonly parts: readonly FormPart[] };

/** A well-shaped value with one thing wrong: a field of the wrong kind, a missing one, an extra one. */
const mutatedObject = (valid: fc.Arbitrary<unknown>, schema: JsonSchema): fc.Arbitrary<unknown> => {
  const names = Object.keys((schema.properties ?? {}) as Record<string, unknown>);
  const required = (schema.required ?? []) as string[];
  const object = valid.map((value) => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}));
  const mutations: fc.Arbitrary<unknown>[] = [
    fc.tuple(object, extraFieldName, hostileValue).map(([value, name, extra]) => ({ ...value, [name]: extra })),
  ];
  if (names.length > 0) {
    mutations.push(fc.tuple(object, fc.constantFrom(...names), hostileValue).map(([value, name, wrong]) => ({ ...value, [name]: wrong })));
  }
  if (required.length > 0) {
    mutations.push(
      fc.tuple(object, fc.constantFrom(...required)).map(([value, name]) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== name))),
    );
  }
  return fc.oneof(...mutations);
};

const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("{", "{\"a\":", "[1,2", "{'a':1}", "{\"a\":1,}", "nul", "undefined", "NaN", "{\"a\":1}{", "\ufeff{}", "{\"a\":\"\\ud800\"}", "{\"a\":\"\\u0000\"}"),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value).slice(0, -1) + "\u0001"),
);

const wrongContentType = fc.constantFrom(
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  "application/octet-stream",
  "image/png",
  "application/jsonx",
  "",
);

const jsonBody = (schema: JsonSchema, deref: Deref): fc.Arbitrary<BodyInput> => {
  const resolved = deref(schema);
  const valid = schemaArbitrary(resolved, deref);
  return fc.oneof(
    { arbitrary: valid.map((value) => ({ kind: "json" as const, value })), weight: 5 },
    { arbitrary: mutatedObject(valid, resolved).map((value) => ({ kind: "json" as const, value })), weight: 6 },
    { arbitrary: hostileValue.map((value) => ({ kind: "json" as const, value })), weight: 2 },
    { arbitrary: malformedJson.map((text) => ({ kind: "text" as const, contentType: "application/json", text })), weight: 1 },
    {
      arbitrary: fc.tuple(wrongContentType, valid).map(([contentType, value]) => ({ kind: "text" as const, contentType, text: JSON.stringify(value) })),
      weight: 1,
    },
    { arbitrary: valid.map((value) => ({ kind: "text" as const, contentType: null, text: JSON.stringify(value) })), weight: 1 },
    { arbitrary: fc.constant({ kind: "none" as const }), weight: 1 },
    {
      arbitrary: valid.map((value) => {
        const text = JSON.stringify(value);
        const middle = Math.max(1, text.indexOf("\"", 1) + 1);
        return { kind: "invalid-utf8" as const, before: text.slice(0, middle), after: text.slice(middle) };
      }),
      weight: 1,
    },
  );
};

// A file past every upload limit is rare: it is 12 MB to build and send.
const fileBytes = fc.oneof(
  { arbitrary: fc.constantFrom<FileBytes>("png", "png", "text", "random", "empty"), weight: 30 },
  { arbitrary: fc.constant<FileBytes>("huge"), weight: 1 },
);
const filePart = (name: fc.Arbitrary<string>) =>
  fc
    .tuple(name, fileBytes, fc.oneof(fc.constantFrom("foto.png", "doc.pdf", "a.exe", "", "../../x.png"), hostileString), fc.constantFrom("image/png", "application/pdf", "text/plain", "image/svg+xml", "application/octet-stream"))
    .map(([partName, bytes, filename, type]) => ({ name: partName, file: { bytes, filename: filename.slice(0, 200), type } }));

/** A form with the documented fields (valid or not), a file of any kind, or parts the form does not have. */
const multipartBody = (schema: JsonSchema, deref: Deref): fc.Arbitrary<BodyInput> => {
  const resolved = deref(schema);
  const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
  const fieldParts = Object.entries(properties).map(([name, property]) => {
    const isFile = deref(property).format === "binary";
    if (isFile) return fc.option(filePart(fc.constant(name)), { nil: undefined, freq: 4 });
    const value = fc.oneof(
      schemaArbitrary(property, deref).map((v) => (typeof v === "string" ? v : JSON.stringify(v))),
      hostileString,
    );
    return fc.option(value.map((text) => ({ name, value: text })), { nil: undefined, freq: 5 });
  });
  const extraParts = fc.array(
    fc.oneof(filePart(fc.oneof(fc.constant("file"), extraFieldName)), fc.tuple(extraFieldName, hostileString).map(([name, value]) => ({ name, value }))),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...fieldParts), extraParts)
    .map(([fields, extra]) => ({ kind: "multipart" as const, parts: [...fields.filter((part) => part !== undefined), ...extra] as FormPart[] }));
};

/**
 * The bodies one operation is sent: shaped by its JSON request schema and mutated, as a form for
 * multipart operations, malformed, of a wrong content type, or absent. Operations without a body
 * are sometimes sent one anyway.
 */
export const bodyArbitrary = (bodies: Readonly<Record<string, JsonSchema>>, deref: Deref): fc.Arbitrary<BodyInput> => {
  const kinds: fc.Arbitrary<BodyInput>[] = [];
  const json = bodies["application/json"];
  const multipart = bodies["multipart/form-data"];
  if (json !== undefined) kinds.push(jsonBody(json, deref));
  if (multipart !== undefined) kinds.push(multipartBody(multipart, deref));
  if (kinds.length > 0) return fc.oneof(...kinds);
  return fc.oneof(
    { arbitrary: fc.constant<BodyInput>({ kind: "none" }), weight: 8 },
    { arbitrary: hostileValue.map<BodyInput>((value) => ({ kind: "json", value })), weight: 1 },
    { arbitrary: malformedJson.map<BodyInput>((text) => ({ kind: "text", contentType: "application/json", text })), weight: 1 },
    { arbitrary: wrongContentType.map<BodyInput>((contentType) => ({ kind: "text", contentType, text: "kominote" })), weight: 1 },
  );
};
