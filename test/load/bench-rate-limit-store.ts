/**
 * What counting rate limits in PostgreSQL costs per request: sequential and 50-at-a-time hits on
 * the rate_limit_hits table through the store @fastify/rate-limit calls, for a route's own limit
 * (one statement per hit) and for the global limit (hits added in batches). Usage:
 * BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<name>_bench npm run bench:rate-limit-store
 */
import { cpus, loadavg } from "node:os";
import { openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { postgresRateLimitStore, type RateLimitStore } from "@kominote/adapters/instances/postgres-rate-limit-store";

const url = process.env.BENCH_DATABASE_URL;
if (url === undefined) throw new Error("set BENCH_DATABASE_URL to a PostgreSQL database made for benchmarks");
const db = await openDatabase({ databaseUrl: url });
await migrateToLatest(db);
const global = new (postgresRateLimitStore(db))();
const ownLimit = global.child({ routeInfo: { method: "POST", url: "/api/bench" } });
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

const measure = async (label: string, store: RateLimitStore) => {
  const hit = (key: string) => new Promise<void>((done, fail) => store.incr(key, (error) => (error === null ? done() : fail(error)), 60_000, 300));
  const sequential: number[] = [];
  for (let i = 0; i < 2_000; i += 1) {
    const started = performance.now();
    await hit(`10.0.${i % 200}.1`);
    sequential.push(performance.now() - started);
  }
  const concurrentStarted = performance.now();
  const concurrent: number[] = [];
  for (let batch = 0; batch < 100; batch += 1) {
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const started = performance.now();
        await hit(`10.1.${(batch * 50 + i) % 1000}.1`);
        concurrent.push(performance.now() - started);
      }),
    );
  }
  const seconds = (performance.now() - concurrentStarted) / 1000;
  sequential.sort((a, b) => a - b);
  concurrent.sort((a, b) => a - b);
  console.log(`${label}, sequential: p50 ${percentile(sequential, 0.5).toFixed(3)} ms, p99 ${percentile(sequential, 0.99).toFixed(3)} ms`);
  console.log(`${label}, 50 at a time: ${(5_000 / seconds).toFixed(0)} hits/s, p50 ${percentile(concurrent, 0.5).toFixed(3)} ms, p99 ${percentile(concurrent, 0.99).toFixed(3)} ms`);
  await db("rate_limit_hits").delete();
};

await measure("a route's own limit (one statement per hit)", ownLimit);
await measure("the global limit (hits added every 100 ms)", global);
console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(", ")} on ${cpus().length} cores`);
await db("rate_limit_hits").delete();
await db.destroy();
