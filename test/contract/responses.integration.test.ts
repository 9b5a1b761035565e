import { createTestApp, type TestApp } from "@kominote/api/testing/create-test-app";
import { signInMembers } from "@kominote/api/testing/signed-in-members";
import { placeNameKey } from "@kominote/core/rules/place-order";
import { regionOf } from "@kominote/core/rules/place-region";
import { apiRoutes } from "@kominote/core/contract/index";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeErrors,
  httpMethods,
  loadOpenApiDocument,
  type JsonSchema,
  type OpenApiOperation,
  OpenApiValidator,
} from "@kominote/openapi/validator";
import { sampleFromSchema } from "./sample-from-schema";

/**
 * Every call the OpenAPI document declares is made against the real application (in-memory
 * database, migrated and seeded) with valid inputs, and what comes back must be exactly what the
 * document promises for that status: the generated client types are only as true as this test.
 * Calls that answer 501 are not implemented yet; their error body is still checked.
 */

const document = loadOpenApiDocument();
const validator = new OpenApiValidator(document);
const errorSchemaName = "ErrorBody";

interface Fixtures {
  readonly serviceId: number;
  readonly serviceSlug: string;
  readonly taskId: number;
  readonly placeId: number;
}

let testApp: TestApp;
let fixtures: Fixtures;

const getJson = async (url: string): Promise<unknown> => {
  const response = await testApp.app.inject({ method: "GET", url, headers: { "accept-language": "ht" } });
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return response.json();
};

beforeAll(async () => {
  testApp = await createTestApp();
  const services = (await getJson("/api/public-services")) as { id: number; slug: string }[];
  const service = services[0];
  if (service === undefined) throw new Error("the seeds gave no public service");
  const tasks = (await getJson(`/api/services/${service.id}/tasks`)) as { id: number }[];
  const task = tasks[0];
  if (task === undefined) throw new Error(`the seeds gave no task to service ${service.slug}`);
  // The seeds hold no member's place: one approved place, as a moderator's approval leaves it.
  const author = await signInMembers(testApp)("Marie Joseph");
  const position = { latitude: 18.5392, longitude: -72.3364 };
  const [place] = await testApp
    .database("places")
    .insert({ author_id: author.id, name: "Mache Fè", name_key: placeNameKey("Mache Fè"), ...position, region: regionOf(position), status: "approved" })
    .returning<{ id: number }[]>("id");
  if (place === undefined) throw new Error("the place was not stored");
  fixtures = { serviceId: service.id, serviceSlug: service.slug, taskId: task.id, placeId: place.id };
});

afterAll(async () => {
  await testApp?.close();
});

/** A real value for a path parameter, chosen by the collection it follows ("/api/tasks/{id}" -> a task id). */
const pathValue = (path: string, name: string): string => {
  const before = path.split(`{${name}}`)[0]?.split("/").filter(Boolean).at(-1) ?? "";
  if (name === "slug") return fixtures.serviceSlug;
  if (before === "services" || name === "serviceId") return String(fixtures.serviceId);
  if (before === "tasks" || name === "taskId") return String(fixtures.taskId);
  if (before === "locations") return String(fixtures.placeId);
  return "1";
};

interface Call {
  readonly label: string;
  readonly path: string;
  readonly method: string;
  readonly operation: OpenApiOperation;
  readonly access: string;
}

const isStream = (operation: OpenApiOperation): boolean =>
  Object.values(operation.responses ?? {}).some((response) => response.content?.["text/event-stream"] !== undefined);

// A server-sent event stream never ends, so an in-process request to it would never return:
// streams are left to their own tests.
const calls: Call[] = Object.entries(document.paths).flatMap(([path, item]) =>
  httpMethods.flatMap((method) => {
    const operation = item[method];
    if (operation === undefined || isStream(operation)) return [];
    const route = apiRoutes.find((candidate) => candidate.operationId === operation.operationId);
    return [{ label: `${method.toUpperCase()} ${path}`, path, method, operation, access: route?.access ?? "public" }];
  }),
);

const requestOf = (call: Call) => {
  const url = call.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(pathValue(call.path, name)));
  const query = Object.fromEntries(
    (call.operation.parameters ?? [])
      .filter((parameter) => parameter.in === "query" && parameter.required === true && parameter.schema !== undefined)
      .map((parameter) => [parameter.name, String(sampleFromSchema(parameter.schema as JsonSchema, (s) => validator.deref(s)))]),
  );
  const bodySchema = call.operation.requestBody?.content?.["application/json"]?.schema;
  const body = bodySchema === undefined ? undefined : sampleFromSchema(bodySchema, (s) => validator.deref(s));
  return {
    method: call.method.toUpperCase() as "GET",
    url,
    query,
    headers: { "accept-language": "ht", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
};

const expectErrorBody = (label: string, response: LightMyRequestResponse) => {
  const errors = validator.validateComponent(errorSchemaName, response.json());
  expect(errors, `${label} answered ${response.statusCode} ${response.body}\n${describeErrors(errors ?? [])}`).toBeNull();
};

/**
 * Reads whose input is a secret the server issued (an e-mail link's token, an unsubscribe link's):
 * a sampled value is rightly refused, so for them a 4xx in the error shape is the valid answer here.
 * Their success bodies are checked by the route's own integration tests.
 */
const needsARealSecret = new Set(["verifyEmail", "unsubscribeFromInvitations"]);

describe("responses match the OpenAPI document", () => {
  it("declares every call of the contract", () => {
    expect(calls.length).toBeGreaterThan(0);
    const documented = new Set(
      Object.values(document.paths).flatMap((item) => httpMethods.flatMap((method) => item[method]?.operationId ?? [])),
    );
    expect(apiRoutes.map((route) => route.operationId).filter((id) => !documented.has(id))).toEqual([]);
  });

  it.each(calls.map((call) => [call.label, call] as const))("%s", async (_label, call) => {
    const response = await testApp.app.inject(requestOf(call));
    const status = response.statusCode;
    if (status >= 400) {
      expectErrorBody(call.label, response);
      // A public read with valid inputs has no reason to fail once it is implemented.
      if (call.method === "get" && call.access === "public" && status !== 501 && !needsARealSecret.has(call.operation.operationId ?? "")) {
        throw new Error(`${call.label} answered ${status} to a valid request: ${response.body}`);
      }
      return;
    }
    expect(validator.declaresStatus(call.path, call.method, status), `${call.label} answered ${status}, which the document does not declare`).toBe(true);
    const declaredTypes = validator.contentTypes(call.path, call.method, status);
    if (declaredTypes.length === 0) {
      expect(response.body, `${call.label} ${status} declares no body`).toBe("");
      return;
    }
    const mediaType = String(response.headers["content-type"] ?? "").split(";")[0]?.trim() ?? "";
    expect(declaredTypes, `${call.label} ${status} answered ${mediaType}`).toContain(mediaType);
    if (mediaType !== "application/json") return;
    const errors = validator.validateResponse(call.path, call.method, status, response.json());
    expect(errors, `${call.label} ${status} body does not match the document:\n${describeErrors(errors ?? [])}`).toBeNull();
  });
});

describe("the agreed data shapes", () => {
  const itemSchemaOf = (path: string): JsonSchema => {
    const schema = validator.deref(validator.responseSchema(path, "get", 200) ?? {});
    return validator.deref((schema.items ?? {}) as JsonSchema);
  };
  const fieldsOf = (schema: JsonSchema) => ({
    properties: Object.keys((schema.properties ?? {}) as object).sort(),
    required: [...((schema.required ?? []) as string[])].sort(),
  });

  it("PublicService has exactly the agreed fields, all required", () => {
    const fields = ["color", "contributorCount", "description", "discussionCount", "id", "imageUrl", "name", "slug", "taskCount"];
    expect(fieldsOf(itemSchemaOf("/api/public-services"))).toEqual({ properties: fields, required: fields });
  });

  it("ServiceTask has exactly the agreed fields, all required", () => {
    const fields = [
      "contributedByMe", "contributionCount", "description", "id", "isPrerequisite", "locationRequired",
      "maxContributors", "position", "serviceId", "title", "type",
    ];
    expect(fieldsOf(itemSchemaOf("/api/services/{id}/tasks"))).toEqual({ properties: fields, required: fields });
  });

  it("rejects a public service whose field was renamed (the check can fail)", async () => {
    const [service] = (await getJson("/api/public-services")) as Record<string, unknown>[];
    const { taskCount, ...rest } = service ?? {};
    const renamed = [{ ...rest, tasksCount: taskCount }];
    expect(validator.validateResponse("/api/public-services", "get", 200, renamed)).not.toBeNull();
  });
});

describe("error responses have the error shape", () => {
  const cases = [
    ["an unknown service (404)", "/api/services/999999/tasks", 404, "SERVICE.NOT_FOUND"],
    ["a malformed id (400)", "/api/services/not-a-number/tasks", 400, undefined],
    ["an unknown API address (404)", "/api/no-such-call", 404, undefined],
  ] as const;

  it.each(cases)("%s", async (_label, url, status, code) => {
    const response = await testApp.app.inject({ method: "GET", url, headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(status);
    expectErrorBody(`GET ${url}`, response);
    if (code !== undefined) expect(response.json()).toMatchObject({ code });
  });

  it("an invalid parameter names the field in the requester's language", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/services/not-a-number/tasks",
      headers: { "accept-language": "en" },
    });
    const body = response.json() as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {}).some((field) => field.includes("id"))).toBe(true);
  });

  it("a declared but not yet implemented call answers 501 in the error shape", async () => {
    for (const call of calls) {
      const response = await testApp.app.inject(requestOf(call));
      if (response.statusCode !== 501) continue;
      expectErrorBody(call.label, response);
      expect(response.json()).toMatchObject({ code: "REQUEST.NOT_IMPLEMENTED" });
      return;
    }
    // Every call is implemented: nothing answers 501 any more, which is the goal.
  });
});
