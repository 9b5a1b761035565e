/**
 * The round-robin proxy of round-robin-proxy.ts in processes of its own, so a load generator's
 * sockets and the proxy's (two per connection) count against separate open-file limits and CPU:
 * `node --import tsx test/support/round-robin-proxy-process.ts <port> <port> ...` prints
 * `listening <origin> <pid> <pid> ...` (its own process id, then its workers') once every worker
 * accepts. BENCH_CLUSTER_PROXY_WORKERS (default 1) node:cluster workers share the listening port,
 * so one proxy process's core is not what a bench measures.
 */
import cluster from "node:cluster";
import { startRoundRobinProxy } from "./round-robin-proxy";

const workers = Math.max(1, Number(process.env.BENCH_CLUSTER_PROXY_WORKERS ?? "1") || 1);

if (cluster.isPrimary) {
  const forked = Array.from({ length: workers }, () => cluster.fork());
  const origins = await Promise.all(forked.map((worker) => new Promise<string>((done) => worker.once("message", (origin: string) => done(origin)))));
  console.log(`listening ${origins[0] ?? ""} ${process.pid} ${forked.map((worker) => worker.process.pid).join(" ")}`);
  let stopping = false;
  cluster.on("exit", (worker, code) => {
    if (!stopping) console.error(`proxy worker ${worker.process.pid} exited (${code})`);
  });
  process.once("SIGTERM", () => {
    stopping = true;
    for (const worker of forked) worker.kill("SIGTERM");
    setTimeout(() => process.exit(0), 1_000).unref();
    cluster.once("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
} else {
  const backends = process.argv.slice(2).map((port) => ({ port: Number(port), ready: true }));
  // Port 0 in a cluster worker: every worker gets the same port, the primary hands each connection to one of them.
  // Under a load test /readyz (one query) can answer late without the backend being down: a
  // balancer's usual threshold, three failed checks in a row, keeps a slow check from answering 502.
  const proxy = await startRoundRobinProxy(backends, "10.0.0.1", { checkTimeoutMs: 2_000, downAfter: 3 });
  process.send?.(proxy.origin);
  process.once("SIGTERM", () => {
    void proxy.stop().then(() => process.exit(0));
  });
}
