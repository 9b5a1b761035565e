import type { Knex } from "knex";

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
 * One fixed window per key: the first hit opens it for `timeWindow`, later hits count up until it
 * ends, when the next hit opens a new one. One statement per request; expired rows are deleted by
 * the clean-up job.
 */
const countHit = `
  insert into rate_limit_hits (key, hits, expires_at) values (?, 1, now() + make_interval(secs => ?))
  on conflict (key) do update set
    hits = case when rate_limit_hits.expires_at <= now() then 1 else rate_limit_hits.hits + 1 end,
    expires_at = case when rate_limit_hits.expires_at <= now() then excluded.expires_at else rate_limit_hits.expires_at end
  returning hits, greatest(0, extract(epoch from (expires_at - now())) * 1000)::float8 as ttl`;

/**
 * A @fastify/rate-limit store counting in the shared PostgreSQL (table rate_limit_hits), so N
 * instances give a client the limit once, not N times. Each route's limit gets its own key space.
 */
export const postgresRateLimitStore = (db: Knex) =>
  class PostgresRateLimitStore implements RateLimitStore {
    constructor(
      _options: unknown = {},
      readonly namespace = "global:",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      db.raw<{ rows: { hits: number; ttl: number }[] }>(countHit, [this.namespace + key, timeWindow / 1000]).then(
        ({ rows }) => callback(null, { current: rows[0]?.hits ?? 1, ttl: Math.ceil(rows[0]?.ttl ?? timeWindow) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteOptions): RateLimitStore {
      return new PostgresRateLimitStore({}, `${routeOptions.routeInfo?.method ?? ""}${routeOptions.routeInfo?.url ?? ""}:`);
    }
  };
