import { Agent, createServer, request, type Server } from "node:http";

export interface Backend {
  readonly port: number;
  /** What the proxy's health check last saw on /readyz. */
  ready: boolean;
}

/** How the proxy decides a backend is down: a check answering late (`checkTimeoutMs`) or not 200, `downAfter` times in a row. */
export interface HealthChecks {
  readonly checkTimeoutMs?: number;
  readonly downAfter?: number;
}

/**
 * A load balancer in a few lines of node:http: round robin over the backends whose /readyz
 * answered 200 at the last check (every 100 ms, one at a time per backend; by default one failed
 * check takes a backend out, `downAfter` asks for several in a row as a balancer's threshold does), bodies piped both ways with no buffering, so
 * event streams flow through as they are written. It appends one client address to
 * X-Forwarded-For, as a real proxy in front of TRUST_PROXY=true does. Neither side limits the
 * sockets: every held stream is one connection to a backend.
 */
export const startRoundRobinProxy = async (
  backends: Backend[],
  clientAddress: string,
  { checkTimeoutMs = 500, downAfter = 1 }: HealthChecks = {},
): Promise<{ server: Server; origin: string; stop(): Promise<void> }> => {
  let next = 0;
  const failedChecks = new Map<Backend, number>();
  const checking = new Set<Backend>();
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, maxFreeSockets: 1_024 });
  const check = setInterval(() => {
    for (const backend of backends) {
      if (checking.has(backend)) continue;
      checking.add(backend);
      const seen = (ready: boolean) => {
        checking.delete(backend);
        const failed = ready ? 0 : (failedChecks.get(backend) ?? 0) + 1;
        failedChecks.set(backend, failed);
        backend.ready = failed < downAfter;
      };
      fetch(`http://127.0.0.1:${backend.port}/readyz`, { signal: AbortSignal.timeout(checkTimeoutMs) }).then(
        (response) => seen(response.status === 200),
        () => seen(false),
      );
    }
  }, 100);
  const server = createServer((incoming, outgoing) => {
    const live = backends.filter((backend) => backend.ready);
    const backend = live[next++ % Math.max(1, live.length)];
    if (backend === undefined) {
      outgoing.writeHead(502).end();
      return;
    }
    const forward = (again: boolean): void => {
      const upstream = request(
        { agent, host: "127.0.0.1", port: backend.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, "x-forwarded-for": clientAddress } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.flushHeaders();
          answer.pipe(outgoing);
        },
      );
      upstream.on("error", () => {
        // A kept-alive connection the backend closed as this request went out on it: a balancer
        // sends a request without a body once more (nginx's proxy_next_upstream does).
        if (!again && !outgoing.headersSent && (incoming.method === "GET" || incoming.method === "HEAD")) forward(true);
        else outgoing.destroy();
      });
      if (again) upstream.end();
      else incoming.pipe(upstream);
    };
    forward(false);
  });
  // Idle client connections kept 75 s, nginx's default: with Node's 5 s, a client sending on a
  // connection the proxy was closing at that moment saw it reset, which no balancer in use does.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      clearInterval(check);
      agent.destroy();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
};
