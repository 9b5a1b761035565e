import { type ChildProcess, spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, repositoryRoot, waitUntilHealthy } from "../support/built-server";

/** What every API load of the benches uses: loopback only, bounded in time. */
export const load = { connections: 100, pipelining: 1, durationSeconds: 10, warmupSeconds: 3 } as const;

export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

export const hammer = async (url: string, seconds: number, headers: Record<string, string> = {}): Promise<LoadFigures> => {
  const result = await autocannon({
    url,
    connections: load.connections,
    pipelining: load.pipelining,
    duration: seconds,
    headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};

/**
 * As `hammer`, each request to the path `nextPath` answers at that moment: a load no cache in
 * front of the server can absorb (every viewport or search a little different from the last).
 */
export const hammerPaths = async (origin: string, nextPath: () => string, seconds: number, headers: Record<string, string> = {}): Promise<LoadFigures> => {
  const result = await autocannon({
    url: origin,
    connections: load.connections,
    pipelining: load.pipelining,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};

/** The bare Fastify of test/load/baseline-server.ts in its own process: this machine's ceiling. */
export const startBaseline = async (): Promise<{ url: string; child: ChildProcess }> => {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", join(repositoryRoot, "test/load/baseline-server.ts")], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilHealthy(url, child, 30_000);
  return { url, child };
};

export const verdict = (ok: boolean) => (ok ? "meets" : "MISSES");

export const figures = (measured: LoadFigures) => `${Math.round(measured.requestsPerSecond)} req/s, p99 ${measured.p99Ms} ms`;

export const failuresOf = (measured: LoadFigures) => `${measured.non2xx}/${measured.errors}`;

/** The line every bench ends with: a load average above ~1 means other work shared the cores. */
export const machineLine = (): string => {
  const [oneMinute = 0] = loadavg();
  return `Machine: ${availableParallelism()} cores, load average ${oneMinute.toFixed(2)} at the end (above ~1 means other work shared the cores).`;
};
