import { describe, expect, it } from "vitest";
import { buildDocument } from "./build-document";
import { documentText } from "./document-layout";

/** Every call of the specification's table of calls (section 7), copied from it, not from the contract. */
const specifiedCalls = [
  "GET /api/auth/user",
  "GET /api/public-services",
  "GET /api/services/{id}/tasks",
  "GET /api/tasks/{id}/contributions",
  "POST /api/tasks/{id}/contribute",
  "GET /api/tasks/{id}/contactable-contributors",
  "POST /api/contributions/{id}/request-call",
  "PATCH /api/contributions/{contributionId}",
  "POST /api/users",
  "POST /api/send-email-verification",
  "POST /api/send-phone-verification",
  "POST /api/verify-email-login",
  "POST /api/verify-phone-login",
  "GET /api/verify-email",
  "GET /api/notifications",
  "PATCH /api/notifications/{id}/read",
  "PATCH /api/notifications/mark-all-read",
  "GET /api/user/stats",
  "GET /api/user/recent-points",
  "GET /api/live-meeting-status",
  "GET /api/activity/live",
  "POST /api/translate",
  "GET /api/locations",
  "GET /api/locations/my",
  "POST /api/locations",
  "PATCH /api/locations/{id}",
  "GET /api/services/{id}/forums",
  "POST /api/services/{id}/forums",
  "GET /api/forums/{id}/posts",
  "POST /api/forums/{id}/posts",
  "GET /api/ideas/service/{id}",
  "GET /api/ideas",
  "POST /api/ideas",
  "POST /api/ideas/{id}/vote",
  "POST /api/services/{id}/join",
  "POST /api/users/{userId}/join-service",
  "GET /api/users/{id}/contributions",
  "GET /api/users/{id}/task-contributions",
  "GET /api/users/{id}/responses",
  "PATCH /api/users/{id}/profile",
  "GET /api/invitations/stats",
  "GET /api/invitations/leaderboard",
  "POST /api/invitations/send",
  "POST /api/invitations/generate-link",
  "GET /api/government-agencies",
  "POST /api/government-agencies",
  "POST /api/ai/ask",
  "POST /api/ai/voice",
  "GET /api/leaderboard",
  "GET /api/login",
  "GET /api/logout",
] as const;

/** Calls the product adds where the specification leaves a stub (design decisions 1 and 9). */
const decidedCalls = [
  "GET /api/safe-places",
  "POST /api/safe-places",
  "PATCH /api/safe-places/{id}",
  "GET /api/connection-points",
  "POST /api/connection-points",
  "PATCH /api/connection-points/{id}",
  "POST /api/live-meeting/start",
  "POST /api/live-meeting/stop",
  "POST /api/live-meeting/presence",
  "GET /api/exchange-rates",
  "PUT /api/exchange-rates",
  "GET /api/moderation/queue",
  "POST /api/moderation/reviews/{kind}/{id}/approve",
  "POST /api/moderation/reviews/{kind}/{id}/reject",
  "GET /api/events",
] as const;

type Json = { [key: string]: unknown };
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, Json>;
};

const document = buildDocument() as Json & {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
};

const operation = (call: string): Operation | undefined => {
  const [method = "", path = ""] = call.split(" ");
  return document.paths[path]?.[method.toLowerCase()];
};

const allOperations = Object.values(document.paths).flatMap((item) => Object.values(item));

/** Every "$ref" anywhere in the document. */
const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner)));
};

const resolvePointer = (ref: string): unknown =>
  ref
    .replace(/^#\//, "")
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, segment) => (typeof node === "object" && node !== null ? (node as Json)[segment] : undefined), document);

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with a title, a version and paths", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info).toMatchObject({ title: "Kominote API", version: expect.any(String) });
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  });

  it.each(specifiedCalls)("documents the specified call %s", (call) => {
    expect(operation(call)).toBeDefined();
  });

  it.each(decidedCalls)("documents the added call %s", (call) => {
    expect(operation(call)).toBeDefined();
  });

  it("resolves every $ref inside the document", () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(100);
    const dangling = [...new Set(refs)].filter((ref) => !ref.startsWith("#/") || resolvePointer(ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it("gives every operation a unique id and declares every path parameter", () => {
    const ids = allOperations.map((candidate) => candidate.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, item] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const candidate of Object.values(item)) {
        const declared = (candidate.parameters ?? []).filter((parameter) => parameter.in === "path").map((parameter) => parameter.name);
        expect(declared.sort()).toEqual(names.sort());
      }
    }
  });

  it("documents the error answers of every call with the ErrorBody schema", () => {
    expect(document.components.schemas.ErrorBody).toMatchObject({
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "string" }, message: { type: "string" }, fields: { type: "object" } },
    });
    for (const candidate of allOperations) {
      for (const status of ["400", "401", "403", "404", "429", "500", "501"]) {
        const response = candidate.responses[status];
        expect(response, `${candidate.operationId} ${status}`).toBeDefined();
        const resolved = resolvePointer(String(response?.$ref)) as Json;
        expect(refsIn(resolved)).toEqual(["#/components/schemas/ErrorBody"]);
      }
    }
  });

  it("turns schemas with a meta id into components with the agreed fields", () => {
    expect(Object.keys(document.components.schemas.PublicService?.properties as Json)).toEqual([
      "id",
      "slug",
      "name",
      "description",
      "color",
      "imageUrl",
      "taskCount",
      "contributorCount",
      "discussionCount",
    ]);
    expect(Object.keys(document.components.schemas.ServiceTask?.properties as Json)).toEqual([
      "id",
      "serviceId",
      "position",
      "title",
      "description",
      "type",
      "isPrerequisite",
      "locationRequired",
      "maxContributors",
      "contributionCount",
      "contributedByMe",
    ]);
  });

  it("documents navigations as redirects, voice as MP3, events as a stream and places as JSON or a form", () => {
    expect(operation("GET /api/login")?.responses["302"]).toBeDefined();
    expect(operation("GET /api/logout")?.responses["302"]).toBeDefined();
    expect(Object.keys(operation("POST /api/ai/voice")?.responses["200"]?.content as Json)).toEqual(["audio/mpeg"]);
    expect(Object.keys(operation("GET /api/events")?.responses["200"]?.content as Json)).toEqual(["text/event-stream"]);
    expect(Object.keys(operation("POST /api/locations")?.requestBody?.content ?? {})).toEqual([
      "application/json",
      "multipart/form-data",
    ]);
    expect(operation("GET /api/verify-email")?.parameters).toEqual([
      // Optional in the schema so that a link without it reads "Token pa valid", not a generic error.
      expect.objectContaining({ name: "token", in: "query" }),
    ]);
  });

  it("comes out byte for byte the same on every build", () => {
    expect(documentText(buildDocument())).toBe(documentText(document));
  });
});
