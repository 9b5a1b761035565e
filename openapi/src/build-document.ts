import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig, type ZodContentObject } from "@asteasolutions/zod-to-openapi";
import { apiRoutes } from "@kominote/core/contract/index";
import type { Access, RouteContract } from "@kominote/core/contract/route";
import { errorBodySchema } from "@kominote/core/schemas/error-body";
import { idempotencyHeadersSchema } from "@kominote/core/schemas/idempotency";
import { registerErrorResponses } from "./error-responses";
import { sortDocument, type OpenApiObject } from "./document-layout";

const contentTypeOf = (kind: "json" | "multipart" | undefined): string =>
  kind === "multipart" ? "multipart/form-data" : "application/json";

const accessText: Record<Access, string> = {
  public: "Open to everyone.",
  member: "Signed-in members only (the session cookie).",
  moderator: "Moderators and admins only.",
  admin: "Admins only.",
};

const tagDescriptions: Readonly<Record<string, string>> = {
  auth: "Registration, sign-in by code, sessions and e-mail confirmation.",
  services: "Public-service areas and their tasks.",
  tasks: "Contributing to a task.",
  contributions: "Editing contributions, call requests and uploads.",
  users: "A member's own profile, contributions and posts.",
  notifications: "A member's notifications and moderators' announcements.",
  points: "Points, stats and the leaderboard.",
  live: "The live community meeting and live activity.",
  ideas: "Ideas and votes.",
  forums: "Service forums and posts.",
  locations: "Places submitted by members and their map.",
  "open-data": "Published places as GeoJSON and CSV, for anyone to reuse.",
  invitations: "Inviting friends.",
  agencies: "The government agencies directory.",
  "safe-places": "Safe places reported by members.",
  "connection-points": "Internet connection points reported by members.",
  tools: "Translation, the AI assistant and voice, exchange rates.",
  moderation: "The review queue, hidden content and the audit log.",
  events: "The Server-Sent Events stream.",
};

const requestBodyOf = (route: RouteContract): Pick<NonNullable<RouteConfig["request"]>, "body"> => {
  if (route.body === undefined) return {};
  const content: ZodContentObject = { [contentTypeOf(route.bodyKind)]: { schema: route.body } };
  if (route.alternativeBody !== undefined) {
    content[contentTypeOf(route.alternativeBody.kind)] = { schema: route.alternativeBody.schema };
  }
  return { body: { required: true, content } };
};

const successResponsesOf = (route: RouteContract): RouteConfig["responses"] =>
  Object.fromEntries(
    Object.entries(route.responses).map(([status, response]) => [
      status,
      {
        description: response.description,
        ...(response.schema === undefined
          ? {}
          : {
              content: {
                [response.contentType ?? "application/json"]: { schema: response.schema },
                ...(response.alternative === undefined
                  ? {}
                  : { [response.alternative.contentType]: { schema: response.alternative.schema } }),
              },
            }),
        ...(status.startsWith("3")
          ? { headers: { Location: { description: "Where the browser goes next.", schema: { type: "string" } } } }
          : {}),
      },
    ]),
  );

/**
 * The OpenAPI 3.1 document of the product's API, built from the core contract alone. Every zod
 * schema with `.meta({ id })` becomes a component; every call also documents its error answers.
 */
export const buildDocument = (routes: readonly RouteContract[] = apiRoutes): OpenApiObject => {
  const registry = new OpenAPIRegistry();
  const errorResponsesOf = registerErrorResponses(registry, "#/components/schemas/ErrorBody");

  for (const route of routes) {
    registry.registerPath({
      method: route.method.toLowerCase() as RouteConfig["method"],
      path: route.path,
      operationId: route.operationId,
      summary: route.summary,
      description: route.description === undefined ? accessText[route.access] : `${accessText[route.access]}\n\n${route.description}`,
      tags: [route.tag],
      "x-access": route.access,
      request: {
        ...(route.params === undefined ? {} : { params: route.params }),
        ...(route.query === undefined ? {} : { query: route.query }),
        ...(route.idempotent === true ? { headers: idempotencyHeadersSchema } : {}),
        ...requestBodyOf(route),
      },
      responses: { ...successResponsesOf(route), ...errorResponsesOf(route) },
    });
  }

  const usedTags = [...new Set(routes.map((route) => route.tag))];
  // ErrorBody is referenced from the shared error responses, so it is listed as a schema of its own.
  const definitions = [...registry.definitions, { type: "schema" as const, schema: errorBodySchema }];
  const document = new OpenApiGeneratorV31(definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Kominote API",
      version: "1.0.0",
      description:
        "The HTTP API of Kominote, the civic-development platform. Answers are in the language of the " +
        "Accept-Language header's first supported tag (ht, fr, en, es, pt; ht by default). Every failure " +
        "answers an ErrorBody.",
    },
    tags: usedTags.map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) })),
  });
  return sortDocument(document as unknown as OpenApiObject);
};
