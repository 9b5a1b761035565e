import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp, type BuildAppOptions } from "../app";
import { loadConfig } from "../config";
import { createContainer } from "../container";
import { createLogger } from "../http/logger";
import type { Database } from "../tokens";

/** A database whose every query fails, as when the server has lost it. */
const unreachableDatabase = new Proxy(
  {},
  {
    // Not a thenable: the container would otherwise take it for a pending value.
    get: (_target, property) =>
      property === "then" ? undefined : () => Promise.reject(new Error("database unreachable")),
  },
) as Database;

/**
 * The application with no database behind it: starts in milliseconds, for tests of HTTP behaviour
 * that must not depend on storage (unimplemented calls, headers, logging, readiness failure).
 */
/** A fresh hashing key per app, so tests never create or read a key file under DATA_DIR. */
const testSessionSecret = (): string => randomBytes(32).toString("hex");

export const buildAppOffline = async (
  options: BuildAppOptions & { readonly logStream?: DestinationStream; readonly settings?: Record<string, string> } = {},
): Promise<FastifyInstance> => {
  const { logStream, settings = {}, ...appOptions } = options;
  const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: testSessionSecret(), ...settings });
  const logger = logStream === undefined ? createLogger("silent") : createLogger("info", logStream);
  const app = await buildApp(createContainer({ config, database: unreachableDatabase, logger }), appOptions);
  await app.ready();
  return app;
};
