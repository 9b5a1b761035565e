import { describeErrors, loadOpenApiDocument, OpenApiValidator } from "@kominote/openapi/validator";
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { mockAreas } from "./all-areas";
import { callsOfTheClient } from "./calls-of-the-client";
import type { MockOperation } from "./mock-operation";

/**
 * The mocks that stories and web tests run on answer exactly as the published contract
 * (openapi/openapi.json) says: a documented status, and a body valid against its schema. A mock
 * that drifts from the API fails here, before a story or a test can stay green on a shape the
 * real server no longer sends.
 */

const document = loadOpenApiDocument();
const validator = new OpenApiValidator(document);

const requestOf = (operation: MockOperation): Request => {
  const { body, url } = operation.example;
  return new Request(new URL(url, "http://localhost"), {
    method: operation.method.toUpperCase(),
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
  });
};

const operations = Object.entries(mockAreas).flatMap(([area, calls]) =>
  Object.entries(calls).map(([operationId, operation]) => ({ area, operationId, operation })),
);

describe.each(operations)("$area: $operationId", ({ operationId, operation }) => {
  const { method, path } = operation;

  it("is a call of the contract, its example a request the contract accepts", () => {
    expect(document.paths[path]?.[method]?.operationId).toBe(operationId);
    const { body } = operation.example;
    if (body !== undefined) expect(validator.validateRequestBody(path, method, body)).toBeNull();
  });

  const answers = Object.entries(operation.answers).filter(([name]) => name !== "slow" && name !== "networkFailure");

  it.each(answers)("answers %s with a documented status and body", async (name, handlers) => {
    const response = await getResponse([...handlers], requestOf(operation));
    if (response === undefined) throw new Error(`${name} does not answer ${method.toUpperCase()} ${operation.example.url}`);
    expect(validator.declaresStatus(path, method, response.status), `status ${response.status}`).toBe(true);
    if (response.status === 429 || response.status === 503) expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const declared = validator.contentTypes(path, method, response.status);
    const mediaType = (response.headers.get("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
    if (declared.length === 0) {
      expect(await response.text()).toBe("");
      return;
    }
    expect(declared, `media type ${mediaType}`).toContain(mediaType);
    if (mediaType !== "application/json") {
      // Audio, an event stream: the declared media type, and something in it.
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
      return;
    }
    const errors = validator.validateResponse(path, method, response.status, await response.json());
    expect(errors === null ? null : describeErrors(errors)).toBeNull();
  });

  it("loses the connection on networkFailure, and answers as success after a wait on slow", async () => {
    const lost = await getResponse([...operation.answers.networkFailure], requestOf(operation));
    expect(lost?.type).toBe("error");
    expect(operation.answers.slow.slice(1)).toEqual(operation.answers.success);
  });
});

describe("every call the web client makes", () => {
  const mocked = new Set(operations.map(({ operation }) => `${operation.method} ${operation.path}`));
  const calls = callsOfTheClient(fileURLToPath(new URL("../..", import.meta.url)));

  it("is found in the web sources", () => {
    expect(calls.length).toBeGreaterThan(50);
  });

  it.each(calls)("$call ($file) has a mock, so stories and web tests can serve it", ({ call }) => {
    expect(mocked.has(call)).toBe(true);
  });
});
