import { apiRoute } from "@kominote/core/contract/index";
import { Effect } from "effect";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAppOffline } from "../testing/build-app-offline";
import { handle } from "./handler";
import { publicCatalogCache } from "./cacheable";
import { runUseCase } from "./run-use-case";

const declared = {
  id: 1,
  slug: "edikasyon",
  name: "Edikasyon",
  description: "Lekòl yo",
  color: "#1d4ed8",
  imageUrl: null,
  taskCount: 3,
  contributorCount: 2,
  discussionCount: 0,
};

/** A use case's result with a field the contract does not declare, on the list and on each service. */
const servicesWithExtras = () => Object.assign([{ ...declared, internalNote: "never sent" }], { internalTotal: 42 });

describe.each([
  { environment: "production", cached: false },
  { environment: "production", cached: true },
  { environment: "test", cached: false },
  { environment: "test", cached: true },
])("an undeclared field of a use case's result ($environment, cached: $cached)", ({ environment, cached }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppOffline({
      settings: { NODE_ENV: environment, PLAIN_HTTP_TRIAL: "true" },
      routes: [apiRoute("listPublicServices")],
      handlers: handle(apiRoute("listPublicServices"), (_input, reply) =>
        runUseCase(Effect.succeed(servicesWithExtras()), reply, cached ? { cache: publicCatalogCache } : {}),
      ),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it("does not reach the client", async () => {
    const response = await app.inject({ method: "GET", url: "/api/public-services" });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("internalNote");
    expect(response.json()).toEqual([declared]);
  });
});

describe("an answer off its schema in tests", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppOffline({
      routes: [apiRoute("listPublicServices")],
      handlers: handle(apiRoute("listPublicServices"), (_input, reply) => runUseCase(Effect.succeed([{ ...declared, taskCount: -1 }]), reply)),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it("fails the request, as zod's serializer did, so a test sees it", async () => {
    const response = await app.inject({ method: "GET", url: "/api/public-services" });
    expect(response.statusCode).toBe(500);
  });
});
