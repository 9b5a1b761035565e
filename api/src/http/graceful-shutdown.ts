import type { FastifyInstance } from "fastify";
import type { Draining } from "./draining";
import type { EventStreams } from "./event-streams";

/** A stopping server is gone within this long, whatever is still running. */
export const shutdownLimitMs = 10_000;
/** Streams told to reconnect wait about this long first (spread a little, so they do not all land at once). */
const reconnectAfterMs = 500;

/**
 * Stops one instance of several without dropping members: /readyz turns 503 at once (the balancer
 * stops sending), streams are told to reconnect (to another instance), every answer says
 * `Connection: close`; after `drainMs` the server stops accepting, lets in-flight requests finish,
 * and closes. Resolves when closed; rejects if closing failed.
 */
export const stopGracefully = async (
  app: FastifyInstance,
  { draining, streams, drainMs }: { draining: Draining; streams: Pick<EventStreams, "tellToReconnect">; drainMs: number },
): Promise<void> => {
  draining.begin();
  streams.tellToReconnect(reconnectAfterMs + Math.floor(Math.random() * reconnectAfterMs));
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
};
