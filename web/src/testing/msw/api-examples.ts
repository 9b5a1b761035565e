import { getResponse } from "msw";
import { mockAreas } from "./all-areas";
import { mockClock } from "./mock-clock";
import type { MockOperation } from "./mock-operation";

/** One call as a third party first meets it in the API reference: a request and the answer to it. */
export interface ApiExample {
  readonly request: { readonly method: string; readonly url: string; readonly body?: unknown };
  readonly response: { readonly status: number; readonly body?: unknown };
}

/** "Now" in the examples: a weekday afternoon in Haiti. */
const exampleInstant = "2026-11-27T18:20:00.000Z";

const requestOf = ({ method, example }: MockOperation): Request =>
  new Request(new URL(example.url, "http://localhost"), {
    method: method.toUpperCase(),
    ...(example.body === undefined ? {} : { body: JSON.stringify(example.body), headers: { "Content-Type": "application/json" } }),
  });

const exampleOf = async (operation: MockOperation): Promise<ApiExample | null> => {
  const response = await getResponse([...operation.answers.success], requestOf(operation));
  if (response === undefined) return null;
  const json = (response.headers.get("Content-Type") ?? "").startsWith("application/json");
  const { method, example } = operation;
  return {
    request: { method: method.toUpperCase(), url: example.url, ...(example.body === undefined ? {} : { body: example.body }) },
    // Audio and event streams are described by their media type alone.
    response: { status: response.status, ...(json ? { body: await response.json() } : {}) },
  };
};

/**
 * Every call's example, by operation id, from the very mocks that stories and web tests run on:
 * the realistic Creole data designers see is what the reference shows, and the contract test
 * (api-mocks.unit.test.ts) has already checked each of them against the document.
 */
export const collectApiExamples = async (): Promise<Record<string, ApiExample>> => {
  mockClock.now = () => new Date(exampleInstant);
  const operations = Object.values(mockAreas).flatMap((area) => Object.entries(area));
  const examples = await Promise.all(operations.map(async ([operationId, operation]) => [operationId, await exampleOf(operation)] as const));
  return Object.fromEntries(
    examples.filter((entry): entry is readonly [string, ApiExample] => entry[1] !== null).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
};

/** The committed file's text: what `npm run openapi:examples` writes and a unit test compares. */
export const apiExamplesText = async (): Promise<string> => `${JSON.stringify(await collectApiExamples(), null, 2)}\n`;
