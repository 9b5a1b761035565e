import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { bodyArbitrary, type BodyInput, type FileBytes } from "./body-arbitrary";
import type { Cast, IdPools, Role } from "./fuzz-world";
import { extraFieldName } from "./hostile-values";
import type { Operation, Parameter } from "./operations";
import { schemaArbitrary, type Deref } from "./schema-arbitrary";
import { hostileQueryValue, notAnIdSegment, percentEncode } from "./url-values";

/** One fuzzed request, described by value so a failure can print it whole. */
export interface RequestInput {
  readonly role: Role;
  readonly url: string;
  readonly language: string;
  /** Without X-Requested-With a write counts as cross-site (403). */
  readonly fromPage: boolean;
  readonly body: BodyInput;
  /** The Cookie header a "forged" requester sends: no session matches it, and it may not even parse. */
  readonly forgedCookie: string;
  /** A Content-Encoding the body does not have, now and then. */
  readonly contentEncoding: string | null;
}

/** "/api/forum-posts/{id}/like", "id" -> the ids of posts. */
const poolOf = (path: string, name: string, pools: IdPools): readonly number[] => {
  const before = path.split(`{${name}}`)[0]?.split("/").filter(Boolean).at(-1) ?? "";
  if (name === "serviceId" || before === "services" || before === "service") return pools.services;
  if (before === "tasks") return pools.tasks;
  if (before === "ideas") return pools.ideas;
  if (before === "forums") return pools.forums;
  if (before === "forum-posts") return pools.posts;
  if (name === "contributionId" || before === "contributions") return pools.contributions;
  if (name === "userId" || before === "users") return pools.users;
  if (before === "notifications") return pools.notifications;
  // Moderation names any kind of content by kind and id.
  return [...pools.posts, ...pools.forums, ...pools.ideas, ...pools.contributions];
};

const pathValue = (operation: Operation, parameter: Parameter, pools: IdPools, deref: Deref): fc.Arbitrary<string> => {
  // Only an integer parameter names an object; a kind or a slug comes from its schema.
  const pool = deref(parameter.schema).type === "integer" ? poolOf(operation.path, parameter.name, pools) : [];
  const fromSchema = schemaArbitrary(parameter.schema, deref).map((value) => percentEncode(String(value)));
  return fc.oneof(
    { arbitrary: pool.length > 0 ? fc.constantFrom(...pool).map(String) : fromSchema, weight: 4 },
    { arbitrary: fromSchema, weight: 2 },
    { arbitrary: notAnIdSegment, weight: 3 },
  );
};

const queryPair = (parameter: Parameter, deref: Deref): fc.Arbitrary<string[]> => {
  const valid = schemaArbitrary(parameter.schema, deref).map((value) => percentEncode(typeof value === "string" ? value : JSON.stringify(value)));
  const value = fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostileQueryValue, weight: 2 });
  return fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: parameter.required ? 1 : 3 },
    { arbitrary: value.map((v) => [`${parameter.name}=${v}`]), weight: 5 },
    // The same name twice: Fastify's parser makes an array of it.
    { arbitrary: fc.tuple(value, value).map(([a, b]) => [`${parameter.name}=${a}`, `${parameter.name}=${b}`]), weight: 1 },
    { arbitrary: fc.constant<string[]>([parameter.name]), weight: 1 },
  );
};

const queryString = (operation: Operation, deref: Deref): fc.Arbitrary<string> => {
  const declared = operation.parameters.filter((parameter) => parameter.in === "query").map((parameter) => queryPair(parameter, deref));
  const extra = fc.array(fc.tuple(extraFieldName, hostileQueryValue).map(([name, value]) => `${percentEncode(name)}=${value}`), { maxLength: 2 });
  return fc.tuple(fc.tuple(...declared), extra).map(([pairs, more]) => [...pairs.flat(), ...more].join("&"));
};

const language = fc.constantFrom("ht", "fr", "en", "es", "pt", "fr-CA,fr;q=0.9", "xx", "*", "", "ht;q=abc,,,;");

/** The requests one operation is sent, with the real ids of `pools` among the path values. */
export const requestArbitrary = (operation: Operation, pools: IdPools, deref: Deref): fc.Arbitrary<RequestInput> => {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path");
  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(operation, parameter, pools, deref)))
    .map((values) => pathParameters.reduce((url, parameter, index) => url.replace(`{${parameter.name}}`, values[index] ?? ""), operation.path));
  return fc.record({
    role: fc.constantFrom<Role>("visitor", "member", "moderator", "member", "moderator", "forged"),
    url: fc.tuple(path, queryString(operation, deref)).map(([base, query]) => (query === "" ? base : `${base}?${query}`)),
    language,
    fromPage: fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, { arbitrary: fc.constant(false), weight: 1 }),
    body: bodyArbitrary(operation.bodies, deref),
    forgedCookie: fc.constantFrom(
      "kominote_session=bm90LWEtc2Vzc2lvbg",
      "kominote_session=",
      `kominote_session=${"A".repeat(4000)}`,
      "kominote_session=%ZZ%00",
      "kominote_session=a; kominote_session=b",
      "kominote_session=\"quoted\"",
      "=;;;=",
    ),
    contentEncoding: fc.oneof(
      { arbitrary: fc.constant(null), weight: 30 },
      { arbitrary: fc.constantFrom("gzip", "br", "deflate", "identity", "zstd"), weight: 1 },
    ),
  });
};

/** A 1x1 PNG: a real picture, so an upload can get past its type check. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const bytesOf = (kind: FileBytes): Uint8Array<ArrayBuffer> => {
  switch (kind) {
    case "png":
      return new Uint8Array(png);
    case "text":
      return new TextEncoder().encode("Sa a se pa yon imaj.");
    case "random":
      return Uint8Array.from({ length: 512 }, (_, index) => (index * 131 + 7) % 256);
    case "empty":
      return new Uint8Array(0);
    case "huge":
      return new Uint8Array(12 * 1024 * 1024);
  }
};

const encodeBody = async (body: BodyInput): Promise<{ contentType?: string; payload?: string | Buffer }> => {
  switch (body.kind) {
    case "none":
      return {};
    case "json":
      return { contentType: "application/json", payload: JSON.stringify(body.value) ?? "" };
    case "text":
      return { ...(body.contentType === null ? {} : { contentType: body.contentType }), payload: body.text };
    case "invalid-utf8":
      return { contentType: "application/json", payload: Buffer.concat([Buffer.from(body.before), Buffer.from([0xff, 0xc0, 0xed, 0xa0, 0x80]), Buffer.from(body.after)]) };
    case "multipart": {
      const form = new FormData();
      for (const part of body.parts) {
        if ("value" in part) form.append(part.name, part.value);
        else form.append(part.name, new Blob([bytesOf(part.file.bytes)], { type: part.file.type }), part.file.filename);
      }
      const encoded = new Request("http://localhost/", { method: "POST", body: form });
      return { contentType: encoded.headers.get("content-type") ?? "", payload: Buffer.from(await encoded.arrayBuffer()) };
    }
  }
};

const cookieOf = (role: Role, cast: Cast, forgedCookie: string): string | undefined => {
  switch (role) {
    case "visitor":
      return undefined;
    case "member":
      return cast.member.cookie;
    case "moderator":
      return cast.moderator.cookie;
    case "forged":
      return forgedCookie;
  }
};

/** The request as Fastify's inject sends it, from an address of its own so per-address limits do not mask the answers. */
export const injectOptionsOf = async (operation: Operation, input: RequestInput, cast: Cast, address: string): Promise<InjectOptions> => {
  const { contentType, payload } = await encodeBody(input.body);
  const cookie = cookieOf(input.role, cast, input.forgedCookie);
  return {
    method: operation.method.toUpperCase() as InjectOptions["method"],
    url: input.url,
    remoteAddress: address,
    headers: {
      "accept-language": input.language,
      ...(input.fromPage ? { "x-requested-with": "fetch" } : {}),
      ...(cookie === undefined ? {} : { cookie }),
      ...(contentType === undefined ? {} : { "content-type": contentType }),
      ...(input.contentEncoding === null || payload === undefined ? {} : { "content-encoding": input.contentEncoding }),
    },
    ...(payload === undefined ? {} : { payload }),
  };
};
