import type { FastifyInstance } from "fastify";
import { sendDatabaseUnreachable } from "../../http/error-handler";

/**
 * Liveness (the process answers) and readiness (the database answers). Outside /api so probes
 * are never rate-limited, and never cached.
 */
export const registerHealthRoutes = (app: FastifyInstance, database: { raw(sql: string): PromiseLike<unknown> }): void => {
  app.get("/healthz", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await database.raw("select 1");
      return reply.send({ status: "ok" });
    } catch (error) {
      request.log.error({ err: error }, "database not ready");
      return sendDatabaseUnreachable(request, reply);
    }
  });
};
