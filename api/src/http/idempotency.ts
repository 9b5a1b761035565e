import { createHash } from "node:crypto";
import type { IdempotencyKeys } from "@kominote/adapters/system/idempotency-keys";
import { idempotencyKeyHeader, isIdempotencyKey, repeatOutcome } from "@kominote/core/rules/idempotency";
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { sendFailure, type Failure } from "./error-body";

/** The key a request took, until its answer is kept (or the key released). */
interface Taken {
  readonly memberId: number;
  readonly key: string;
  settled: boolean;
}

const taken = new WeakMap<FastifyRequest, Taken>();

const keyInvalid: Failure = {
  code: "REQUEST.INVALID",
  messageKey: "errors.request.invalid",
  fields: { [idempotencyKeyHeader]: "offline.idempotency.keyInvalid" },
};
const keyReused: Failure = { code: "IDEMPOTENCY.KEY_REUSED", messageKey: "offline.idempotency.keyReused" };
const inFlight: Failure = { code: "IDEMPOTENCY.IN_FLIGHT", messageKey: "offline.idempotency.inFlight" };

/** JSON with object keys in one order, so the same body always gives the same fingerprint. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonical(field)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
};

/**
 * What makes two requests "the same": the call, its path and its validated JSON body. A multipart
 * body is read by its handler as a stream, after this point, so only its call and path count
 * (decision 0034: the web client never reuses a key for another form).
 */
const fingerprintOf = (request: FastifyRequest): string =>
  createHash("sha256")
    .update(`${request.method} ${request.routeOptions.url ?? ""}\n${canonical(request.params)}\n`)
    .update(request.isMultipart() ? "multipart" : canonical(request.body))
    .digest("hex");

/**
 * The route hooks that make a call idempotent (decision 0034), the one mechanism for every call
 * whose contract says `idempotent`. After access and validation, a request carrying an
 * `Idempotency-Key` takes the key or gets what its earlier use decided: the first answer again,
 * 422 for another request under that key, 409 while the first still runs. The first answer is kept
 * before it leaves, so a repeat arriving right after it gets it; a server failure (5xx) or a
 * request that ends without an answer frees the key, so the resend runs again.
 */
export const idempotencyHooks = (keys: IdempotencyKeys): Pick<RouteShorthandOptions, "preHandler" | "preSerialization" | "onResponse"> => ({
  preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[idempotencyKeyHeader.toLowerCase()];
    if (header === undefined || request.member === null) return;
    if (typeof header !== "string" || !isIdempotencyKey(header)) return sendFailure(request, reply, keyInvalid);
    const memberId = request.member.id;
    const fingerprint = fingerprintOf(request);
    const held = await keys.claim(memberId, header, fingerprint);
    if (held === null) {
      taken.set(request, { memberId, key: header, settled: false });
      return;
    }
    const outcome = repeatOutcome(held, fingerprint);
    if (outcome === "different-request") return sendFailure(request, reply, keyReused);
    if (outcome === "in-flight" || held.answer === null) return sendFailure(request, reply, inFlight);
    return reply
      .code(held.answer.status)
      .type("application/json; charset=utf-8")
      .header("idempotent-replayed", "true")
      .send(held.answer.body);
  },
  preSerialization: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const mine = taken.get(request);
    if (mine === undefined || mine.settled) return payload;
    mine.settled = true;
    if (reply.statusCode >= 500) await keys.release(mine.memberId, mine.key);
    else await keys.answer(mine.memberId, mine.key, { status: reply.statusCode, body: String(reply.serialize(payload)) });
    return payload;
  },
  onResponse: async (request: FastifyRequest) => {
    const mine = taken.get(request);
    if (mine === undefined || mine.settled) return;
    mine.settled = true;
    await keys.release(mine.memberId, mine.key);
  },
});
