import type { paths } from "@kominote/openapi/client/schema";
import { createOpenApiHttp } from "openapi-msw";

/**
 * Request handlers typed by the published contract (openapi/client/schema.ts): a path, a status
 * or a body the OpenAPI document does not declare does not compile. Any origin matches, so the
 * same handlers serve web tests (happy-dom), Storybook and the API docs' examples.
 */
export const apiHttp = createOpenApiHttp<paths>({ baseUrl: "*" });

export type ApiPath = keyof paths & string;
export type ApiMethod = "get" | "post" | "put" | "patch" | "delete";

/** "/api/services/{id}/tasks" -> "*\/api/services/:id/tasks", the pattern msw matches. */
export const handlerPattern = (path: ApiPath): string => `*${path.replace(/\{([^}]+)\}/g, ":$1")}`;
