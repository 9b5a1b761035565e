import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { OpenApiObject } from "./document-layout";

/** A call's example as `npm run openapi:examples` wrote it from the web client's mocks. */
export interface OperationExample {
  readonly request: { readonly method: string; readonly url: string; readonly body?: unknown };
  readonly response: { readonly status: number; readonly body?: unknown };
}

const examplesFile = resolve(import.meta.dirname, "../examples.json");

/** The committed examples, by operation id; none where the file is absent (a partial checkout). */
export const readExamples = (file: string = examplesFile): Readonly<Record<string, OperationExample>> => {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Record<string, OperationExample>;
  } catch {
    return {};
  }
};

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** Puts `example` on the JSON media type of `content`, where the document declares one. */
const withJsonExample = (content: unknown, example: unknown): unknown => {
  if (!isRecord(content) || !isRecord(content["application/json"])) return content;
  return { ...content, "application/json": { ...content["application/json"], example } };
};

const withExample = (operation: Json, example: OperationExample): Json => {
  const { request, response } = example;
  const body = operation.requestBody;
  const responses = isRecord(operation.responses) ? operation.responses : {};
  const answered = responses[String(response.status)];
  return {
    ...operation,
    // The whole exchange in one place, for readers of the reference; the media types carry their part too.
    "x-example": example,
    ...(isRecord(body) && request.body !== undefined ? { requestBody: { ...body, content: withJsonExample(body.content, request.body) } } : {}),
    responses:
      isRecord(answered) && response.body !== undefined
        ? { ...responses, [String(response.status)]: { ...answered, content: withJsonExample(answered.content, response.body) } }
        : responses,
  };
};

/**
 * The document with each call's example: OpenAPI's own `example` on the request and answer
 * bodies (what code generators and other viewers read), and the whole exchange under `x-example`.
 */
export const withExamples = (document: OpenApiObject, examples: Readonly<Record<string, OperationExample>>): OpenApiObject => {
  const paths = isRecord(document.paths) ? document.paths : {};
  return {
    ...document,
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, item]) => [
        path,
        isRecord(item)
          ? Object.fromEntries(
              Object.entries(item).map(([method, operation]) => {
                const example = isRecord(operation) && typeof operation.operationId === "string" ? examples[operation.operationId] : undefined;
                return [method, example === undefined || !isRecord(operation) ? operation : withExample(operation, example)];
              }),
            )
          : item,
      ]),
    ),
  };
};
