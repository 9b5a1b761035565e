import type { FastifyInstance } from "fastify";
import type { Draining } from "../../http/draining";
import { sendDatabaseUnreachable } from "../../http/error-handler";

/**
 * Liveness (the process answers) and readiness (the database answers and the instance is not stopping). Outside /api so probes
 * are never rate-limited, and never cached.
 */
export const registerHealthRoutes = (
  app: FastifyInstance,
  database: { raw(sql: string): PromiseLike<unknown> },
  draining: Pick<Draining, "active"> = { active: false },
): void => {
  app.get("/healthz", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    // A stopping instance: the balancer takes it out before it stops accepting connections.
    if (draining.active) return reply.code(503).send({ status: "stopping" });
    try {
      await database.raw("select 1");
      return reply.send({ status: "ok" });
    } catch (error) {
      request.log.error({ err: error }, "database not ready");
      return sendDatabaseUnreachable(request, reply);
    }
  });
};
