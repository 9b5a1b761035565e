import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  readonly operationId?: string;
  readonly parameters?: readonly { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  readonly requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  readonly responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components?: { schemas?: Record<string, JsonSchema> };
}

export const httpMethods = ["get", "post", "put", "patch", "delete"] as const;

export const loadOpenApiDocument = (): OpenApiDocument =>
  JSON.parse(readFileSync(fileURLToPath(new URL("../openapi.json", import.meta.url)), "utf8")) as OpenApiDocument;

const documentId = "https://kominote.invalid/openapi.json";

/** JSON Pointer escaping of one path segment ("/api/x" -> "~1api~1x"). */
const pointer = (...segments: string[]): string =>
  segments.map((segment) => segment.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

// ajv-formats is CommonJS: under ESM its function is the default export's default.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/**
 * Validates bodies against the schemas of the OpenAPI 3.1 document itself (JSON Schema 2020-12),
 * so `#/components/schemas/*` references resolve exactly as a client generator reads them.
 */
export class OpenApiValidator {
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    // Not strict: the document's own keywords (openapi, paths, example ...) are not JSON Schema.
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(document as unknown as JsonSchema, documentId);
  }

  /** JSON Pointer to the response object of (path, method, status), following a `#/components/responses/*` reference. */
  private responsePointer(path: string, method: string, status: number): string | undefined {
    const response = this.document.paths[path]?.[method]?.responses?.[String(status)] as { $ref?: unknown } | undefined;
    if (response === undefined) return undefined;
    if (typeof response.$ref === "string" && response.$ref.startsWith("#/")) return response.$ref.slice(1);
    return `/${pointer("paths", path, method, "responses", String(status))}`;
  }

  private at(jsonPointer: string): unknown {
    return jsonPointer
      .split("/")
      .slice(1)
      .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], this.document);
  }

  /** Whether the document lists a response of `status` for (path, method). */
  declaresStatus(path: string, method: string, status: number): boolean {
    return this.responsePointer(path, method, status) !== undefined;
  }

  /** The media types a response of `status` declares (empty for a response without a body). */
  contentTypes(path: string, method: string, status: number): string[] {
    const response = this.responsePointer(path, method, status);
    const content = response === undefined ? undefined : this.at(`${response}/content`);
    return content === undefined || content === null ? [] : Object.keys(content);
  }

  /** The JSON schema a response of `status` declares, or undefined when the document declares none. */
  responseSchema(path: string, method: string, status: number): JsonSchema | undefined {
    const response = this.responsePointer(path, method, status);
    return response === undefined ? undefined : (this.at(`${response}/content/application~1json/schema`) as JsonSchema | undefined);
  }

  private compiled(ref: string): ValidateFunction {
    let validate = this.cache.get(ref);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: `${documentId}#${ref}` });
      this.cache.set(ref, validate);
    }
    return validate;
  }

  /** Errors of `body` against the response schema of (path, method, status); null when it conforms. */
  validateResponse(path: string, method: string, status: number, body: unknown): ErrorObject[] | null {
    const response = this.responsePointer(path, method, status);
    if (response === undefined) throw new Error(`${method.toUpperCase()} ${path} declares no ${status} response`);
    const validate = this.compiled(`${response}/content/application~1json/schema`);
    return validate(body) ? null : [...(validate.errors ?? [])];
  }

  /** Errors of `body` against the JSON request body schema of (path, method); null when it conforms. */
  validateRequestBody(path: string, method: string, body: unknown): ErrorObject[] | null {
    const validate = this.compiled(`/${pointer("paths", path, method, "requestBody", "content", "application/json", "schema")}`);
    return validate(body) ? null : [...(validate.errors ?? [])];
  }

  /** Errors of `body` against `#/components/schemas/<name>`; null when it conforms. */
  validateComponent(name: string, body: unknown): ErrorObject[] | null {
    const validate = this.compiled(`/${pointer("components", "schemas", name)}`);
    return validate(body) ? null : [...(validate.errors ?? [])];
  }

  /** Follows a local `$ref` to the schema it names. */
  deref(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== "string" || !ref.startsWith("#/components/schemas/")) return schema;
    const target = this.document.components?.schemas?.[decodeURIComponent(ref.slice("#/components/schemas/".length))];
    if (target === undefined) throw new Error(`unresolved reference ${ref}`);
    return this.deref(target);
  }
}

export const describeErrors = (errors: readonly ErrorObject[]): string =>
  errors.map((error) => `${error.instancePath || "(body)"} ${error.message ?? ""} ${JSON.stringify(error.params)}`).join("\n");
