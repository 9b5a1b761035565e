import type { Knex } from "knex";
import { BatchedHitCounter, type HitCounts, type HitsToAdd } from "./batched-hit-counter";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteOptions {
  readonly routeInfo?: { readonly method?: string; readonly url?: string };
}

/** What @fastify/rate-limit asks of a store (its `store` option takes the class). */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): RateLimitStore;
}

/**
 * One fixed window per key: the first hits open it for its length, later hits count up until it
 * ends, when the next hits open a new one. Several keys in one statement; expired rows are
 * deleted by the clean-up job.
 */
const addHitsSql = (rows: number): string => `
  insert into rate_limit_hits (key, hits, expires_at) values
  ${Array.from({ length: rows }, () => "(?, ?::integer, now() + make_interval(secs => ?::float8))").join(",\n  ")}
  on conflict (key) do update set
    hits = case when rate_limit_hits.expires_at <= now() then excluded.hits else rate_limit_hits.hits + excluded.hits end,
    expires_at = case when rate_limit_hits.expires_at <= now() then excluded.expires_at else rate_limit_hits.expires_at end
  returning key, hits, greatest(0, extract(epoch from (expires_at - now())) * 1000)::float8 as ttl`;

/** Adds hits to the shared table and answers each key's count and time left in its window. */
export const addHits = async (db: Knex, batch: readonly HitsToAdd[]): Promise<ReadonlyMap<string, HitCounts>> => {
  if (batch.length === 0) return new Map();
  const { rows } = await db.raw<{ rows: { key: string; hits: number; ttl: number }[] }>(
    addHitsSql(batch.length),
    batch.flatMap(({ key, hits, windowMs }) => [key, hits, windowMs / 1000]),
  );
  return new Map(rows.map((row) => [row.key, { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl)) }]));
};

const answer = (callback: Callback) => ({
  resolve: (counts: HitCounts) => callback(null, counts),
  reject: (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
});

/**
 * A @fastify/rate-limit store counting in the shared PostgreSQL (table rate_limit_hits), so N
 * instances give a client the limit once, not N times.
 *
 * The global limit is checked on every API request: written one row per request, it cost more
 * than the answers it guards (a cached page of places fell to 4 % of a bare Fastify's throughput,
 * and a hundred requests from one address queued on one row). Its hits are counted here and added
 * in batches (decision 0030). Each route's own limit (sign-in codes, writes) guards something
 * rare and costly, and is counted exactly, one statement per hit, in its own key space.
 */
export const postgresRateLimitStore = (db: Knex, options: { readonly flushMs?: number } = {}) => {
  const add = (batch: readonly HitsToAdd[]) => addHits(db, batch);
  const batched = new BatchedHitCounter(add, options);
  return class PostgresRateLimitStore implements RateLimitStore {
    constructor(
      _options: unknown = {},
      readonly namespace = "global:",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const done = answer(callback);
      const namespaced = this.namespace + key;
      if (this.namespace === "global:") {
        batched.hit(namespaced, timeWindow, max).then(done.resolve, done.reject);
        return;
      }
      add([{ key: namespaced, hits: 1, windowMs: timeWindow }]).then((counts) => done.resolve(counts.get(namespaced) ?? { current: 1, ttl: timeWindow }), done.reject);
    }

    child(routeOptions: RouteOptions): RateLimitStore {
      return new PostgresRateLimitStore({}, `${routeOptions.routeInfo?.method ?? ""}${routeOptions.routeInfo?.url ?? ""}:`);
    }
  };
};
