import { httpMethods, type JsonSchema, type OpenApiDocument } from "@kominote/openapi/validator";

export interface Parameter {
  readonly name: string;
  readonly in: "path" | "query";
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/** One operation of the document, as the fuzzer needs it. */
export interface Operation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly access: string;
  readonly parameters: readonly Parameter[];
  /** Request body schemas by media type (application/json, multipart/form-data). */
  readonly bodies: Readonly<Record<string, JsonSchema>>;
  /** Answers a server-sent event stream: read with a bound, never to its end. */
  readonly streams: boolean;
}

/** Every operation the document declares, in document order. */
export const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method] as (OpenApiDocument["paths"][string][string] & { "x-access"?: string }) | undefined;
      if (operation?.operationId === undefined) return [];
      const parameters = (operation.parameters ?? []).flatMap((parameter) =>
        parameter.in === "path" || parameter.in === "query"
          ? [{ name: parameter.name, in: parameter.in as Parameter["in"], required: parameter.required === true, schema: parameter.schema ?? {} }]
          : [],
      );
      const bodies = Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([mediaType, content]) => [mediaType, content.schema ?? {}]),
      );
      const streams = Object.values(operation.responses ?? {}).some((response) => response.content?.["text/event-stream"] !== undefined);
      return [{ operationId: operation.operationId, method, path, access: operation["x-access"] ?? "public", parameters, bodies, streams }];
    }),
  );
