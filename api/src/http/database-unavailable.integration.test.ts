import { createServer, connect, type Server, type Socket } from "node:net";
import { createDatabase, openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { seedBaseData } from "@kominote/adapters/db/seed";
import { apiRoutes } from "@kominote/core/contract/index";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createContainer } from "../container";
import { createLogger } from "./logger";
import type { Database } from "../tokens";

/** A port nothing listens on: taken from the system, then let go. */
const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const appOn = async (database: Database): Promise<FastifyInstance> => {
  const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: randomBytes(32).toString("hex") });
  const app = await buildApp(createContainer({ config, database, logger: createLogger("silent") }));
  await app.ready();
  return app;
};

/** A session token's shape, so member routes look the session up in the database. */
const cookie = `kominote_session=${"a".repeat(43)}`;

const expectTryAgainShortly = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("5");
  expect(response.json()).toEqual({
    code: "SERVER.UNAVAILABLE",
    message: "The service cannot reach its data right now. Please try again in a moment.",
  });
};

describe("while the database cannot be reached", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = createDatabase({ databaseUrl: `postgres://kominote@127.0.0.1:${await closedPort()}/kominote` });
    app = await appOn(database);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it("answers 503 with Retry-After and 'try again in a moment' on every route that needs it, never a 500", async () => {
    const statuses: Record<string, number> = {};
    for (const route of apiRoutes) {
      const url = route.path.replace(/\{\w+\}/g, "1");
      const response = await app.inject({
        method: route.method,
        url,
        headers: { cookie, "accept-language": "en", "x-requested-with": "fetch" },
        ...(route.method === "GET" ? {} : { payload: {} }),
      });
      statuses[route.operationId] = response.statusCode;
      expect(response.statusCode, route.operationId).not.toBe(500);
      if (response.statusCode === 503) expectTryAgainShortly(response);
    }
    // Reads and member routes alike: a sample of each kind.
    for (const operationId of ["listPublicServices", "listIdeas", "getCurrentUser", "requestCall", "listNotifications"]) {
      expect(statuses[operationId], operationId).toBe(503);
    }
  });

  it("says so in each language", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ideas", headers: { "accept-language": "fr" } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: "SERVER.UNAVAILABLE",
      message: "Le service ne peut pas joindre ses données pour le moment. Réessayez dans un instant.",
    });
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP relay the test opens and closes in front of the real server, so the database "goes away"
 * and "comes back" without touching the server itself (others use it).
 */
const relayTo = (target: URL) => {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;
  return {
    url: () => {
      const url = new URL(target);
      url.host = `127.0.0.1:${port}`;
      return url.toString();
    },
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = connect(Number(target.port || 5432), target.hostname);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on("error", () => socket.destroy());
            socket.on("close", () => sockets.delete(socket));
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, "127.0.0.1", () => {
          port = (server?.address() as { port: number }).port;
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server === null) resolve();
        else server.close(() => resolve());
        server = null;
      }),
  };
};

describe.skipIf(serverUrl === undefined || serverUrl === "")("when PostgreSQL goes away and comes back", () => {
  it("answers 503 meanwhile and serves again by itself, without a restart", async () => {
    const schema = `test_${process.pid}_${randomBytes(6).toString("hex")}`;
    const direct = await openDatabase({ databaseUrl: serverUrl, schema });
    await direct.raw("create schema ??", [schema]);
    const relay = relayTo(new URL(serverUrl ?? ""));
    await relay.start();
    const database = createDatabase({ databaseUrl: relay.url(), schema });
    try {
      await migrateToLatest(direct);
      await seedBaseData(direct);
      const app = await appOn(database);
      try {
        // A new token each time: no cache can answer for the database.
        const whoAmI = () =>
          app.inject({
            method: "GET",
            url: "/api/auth/user",
            headers: { "accept-language": "en", cookie: `kominote_session=${randomBytes(32).toString("base64url")}` },
          });
        const ready = () => app.inject({ method: "GET", url: "/readyz", headers: { "accept-language": "en" } });
        expect((await whoAmI()).statusCode).toBe(401);
        await relay.stop();
        expectTryAgainShortly(await whoAmI());
        expectTryAgainShortly(await ready());
        await relay.start();
        expect((await whoAmI()).statusCode).toBe(401);
        expect((await ready()).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await relay.stop();
      await database.destroy();
      await direct.raw("drop schema ?? cascade", [schema]);
      await direct.destroy();
    }
  });
});
