import { createServer, request, type Server } from "node:http";

export interface Backend {
  readonly port: number;
  /** What the proxy's health check last saw on /readyz. */
  ready: boolean;
}

/**
 * A load balancer in a few lines of node:http: round robin over the backends whose /readyz
 * answered 200 at the last check (every 100 ms), bodies piped both ways with no buffering, so
 * event streams flow through as they are written. It appends one client address to
 * X-Forwarded-For, as a real proxy in front of TRUST_PROXY=true does.
 */
export const startRoundRobinProxy = async (backends: Backend[], clientAddress: string): Promise<{ server: Server; origin: string; stop(): Promise<void> }> => {
  let next = 0;
  const check = setInterval(() => {
    for (const backend of backends) {
      fetch(`http://127.0.0.1:${backend.port}/readyz`, { signal: AbortSignal.timeout(500) }).then(
        (response) => {
          backend.ready = response.status === 200;
        },
        () => {
          backend.ready = false;
        },
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
    const upstream = request(
      { host: "127.0.0.1", port: backend.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, "x-forwarded-for": clientAddress } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        outgoing.flushHeaders();
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      clearInterval(check);
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
};
