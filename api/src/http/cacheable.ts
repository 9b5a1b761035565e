import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { jsonBytesOf } from "@kominote/core/rules/json-text";
import type { FastifyReply } from "fastify";
import { preferredEncoding, type BodyEncoding } from "./accepted-encoding";
import { isCompressibleText, isCompressibleUtf8 } from "./compressible";

/**
 * Public catalog reads (services, tasks) change rarely: a phone on a slow network reuses its copy
 * for a minute, then shows it while revalidating for ten more; revalidation costs a 304.
 */
export const publicCatalogCache = "public, max-age=60, stale-while-revalidate=600";

/**
 * A member's own reading of something (what they may see, what they liked): kept by their browser
 * only and asked again at each visit, a 304 through the ETag while nothing changed.
 */
export const memberReadCache = "private, no-cache";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Strong settings, as each runs once per version of an answer, in the thread pool, not once per
 * request on the event loop. Not Brotli's strongest: a member's own copy of an ideas page is a
 * version of its own, and quality 11 costs about 25 times quality 9 for a few hundred bytes less
 * (a 38 KB leaderboard: 2.5 KB at 9 in about 2 ms, 1.9 KB at 11 in about 60 ms).
 */
const compressors: Readonly<Record<BodyEncoding, (bytes: Buffer) => Promise<Buffer>>> = {
  br: (bytes) =>
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipAsync(bytes, { level: 9 }),
};


const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });

interface Serialized {
  /**
   * The body's UTF-8 bytes, made once: a string sent as is would be encoded again and measured
   * for its Content-Length on every request (for a 14 KB page, a visible share of each answer).
   */
  readonly bytes: Buffer;
  readonly etag: string;
  readonly compressible: boolean;
  /** The body in each encoding, made on first demand; null when it would not be smaller. */
  readonly encoded: Partial<Record<BodyEncoding, Promise<Buffer | null>>>;
}

/**
 * The catalogue cache and the leaderboard hand out the same object until it changes, so its JSON
 * text, ETag and compressed twins are computed once per version instead of once per request;
 * once per serializer too, as each route writes the value with its own response schema.
 */
const serializedOnce = new WeakMap<object, Map<Writer, Serialized>>();

type Writer = (value: unknown) => string;

/** How a route without a JSON response schema (GeoJSON) writes a value. */
const plainJson: Writer = (value) => JSON.stringify(value);

/**
 * An answer that is already text (a CSV file): sent as it is rather than as JSON. Keep the same
 * object for the same text, so its ETag and compressed twins are made once.
 */
export class TextBody {
  constructor(readonly text: string) {}
}

/**
 * The route's compiled serializer of its 200 answer, as for any other answer: only declared fields
 * go out. Read from the route, not made per request.
 */
const writerOf = (reply: FastifyReply): Writer => (reply.getSerializationFunction("200") as Writer | undefined) ?? plainJson;

/** The same bytes as a Buffer, without copying them. */
const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** The answer's bytes: the JSON a value carries as it is, or its text written and encoded. */
const bodyOf = (value: unknown, writer: Writer): { readonly bytes: Buffer; readonly compressible: boolean } => {
  const carried = value instanceof TextBody ? undefined : jsonBytesOf(value);
  if (carried !== undefined) {
    const bytes = asBuffer(carried);
    return { bytes, compressible: isCompressibleUtf8(bytes) };
  }
  const body = value instanceof TextBody ? value.text : writer(value);
  return { bytes: Buffer.from(body), compressible: isCompressibleText(body) };
};

const serialize = (reply: FastifyReply, value: unknown): Serialized => {
  const writer = writerOf(reply);
  const byWriter = typeof value === "object" && value !== null ? serializedOnce.get(value) : undefined;
  const known = byWriter?.get(writer);
  if (known !== undefined) return known;
  const { bytes, compressible } = bodyOf(value, writer);
  const serialized: Serialized = {
    bytes,
    // Weak: the bytes differ once compressed, the meaning does not. Hashed from the bytes already
    // made: handed the text, the hash encodes it to UTF-8 again, in a slow path for any text
    // beyond ASCII ("Lekòl"), which cost a fresh 14 KB page more than its hashing.
    etag: `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    compressible,
    encoded: {},
  };
  if (typeof value === "object" && value !== null) {
    if (byWriter === undefined) serializedOnce.set(value, new Map([[writer, serialized]]));
    else byWriter.set(writer, serialized);
  }
  return serialized;
};

const encodedOnce = (serialized: Serialized, encoding: BodyEncoding): Promise<Buffer | null> => {
  const known = serialized.encoded[encoding];
  if (known !== undefined) return known;
  const made = compressors[encoding](serialized.bytes).then(
    (bytes) => (bytes.length < serialized.bytes.length ? bytes : null),
    // A compression that failed leaves the plain text, which every client reads.
    () => null,
  );
  serialized.encoded[encoding] = made;
  return made;
};

/**
 * Answers a localized, cacheable value with an ETag, or 304 when the client already has it. A
 * client that takes Brotli or gzip gets the twin made once for this version, marked so that the
 * compression plugin leaves it alone.
 */
export const sendCacheable = async (
  reply: FastifyReply,
  value: unknown,
  cacheControl: string,
  contentType = "application/json; charset=utf-8",
): Promise<FastifyReply> => {
  const serialized = serialize(reply, value);
  reply
    .header("cache-control", cacheControl)
    .header("vary", serialized.compressible ? "Accept-Language, Accept-Encoding" : "Accept-Language")
    .header("etag", serialized.etag);
  if (matches(reply.request.headers["if-none-match"], serialized.etag)) return reply.code(304).send();
  reply.code(200).type(contentType);
  const encoding = serialized.compressible ? preferredEncoding(reply.request.headers["accept-encoding"]) : null;
  const encoded = encoding === null ? null : await encodedOnce(serialized, encoding);
  if (encoding === null || encoded === null) return reply.send(serialized.bytes);
  return reply.header("content-encoding", encoding).send(encoded);
};
