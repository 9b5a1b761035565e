/** The parts of an OpenAPI 3.x document the reference page reads; everything else passes through untouched. */
export interface SchemaObject {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly description?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly properties?: Readonly<Record<string, SchemaObject>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: SchemaObject | boolean;
  readonly items?: SchemaObject;
  readonly oneOf?: readonly SchemaObject[];
  readonly anyOf?: readonly SchemaObject[];
  readonly allOf?: readonly SchemaObject[];
  readonly nullable?: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number | boolean;
  readonly exclusiveMaximum?: number | boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
  readonly default?: unknown;
}

export interface MediaTypes {
  readonly [contentType: string]: { readonly schema?: SchemaObject };
}

export interface ParameterObject {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly schema?: SchemaObject;
}

export interface ResponseObject {
  /** "#/components/responses/Name": the shared answer of that name. */
  readonly $ref?: string;
  readonly description?: string;
  readonly content?: MediaTypes;
}

export interface OperationObject {
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly parameters?: readonly ParameterObject[];
  readonly requestBody?: { readonly required?: boolean; readonly description?: string; readonly content?: MediaTypes };
  readonly responses?: Readonly<Record<string, ResponseObject>>;
  readonly security?: readonly unknown[];
  /** A request and its answer, from the same mocks as the web client's stories (openapi/examples.json). */
  readonly "x-example"?: OperationExample;
}

export interface OperationExample {
  readonly request: { readonly method: string; readonly url: string; readonly body?: unknown };
  readonly response: { readonly status: number; readonly body?: unknown };
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly tags?: readonly { readonly name: string; readonly description?: string }[];
  readonly paths?: Readonly<Record<string, Readonly<Record<string, OperationObject | unknown>>>>;
  readonly components?: {
    readonly schemas?: Readonly<Record<string, SchemaObject>>;
    readonly responses?: Readonly<Record<string, ResponseObject>>;
  };
}

export const httpMethods = ["get", "post", "put", "patch", "delete"] as const;
