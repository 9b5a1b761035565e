import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { OpenApiDocument } from "../../docs/openapi-document";
import { referenceStylesheet } from "../../docs/reference-stylesheet";
import { renderReference } from "../../docs/render-reference";
import { sendFailure } from "../../http/error-body";

const stylesheetPath = "/api/docs/reference.css";

const readDocument = (file: string): { json: string; document: OpenApiDocument } | null => {
  try {
    const json = readFileSync(file, "utf8");
    return { json, document: JSON.parse(json) as OpenApiDocument };
  } catch {
    return null;
  }
};

/**
 * The generated OpenAPI document and its human-readable rendering, both built once at start-up
 * from the file the build wrote. Without the file both answer 503 rather than failing the start.
 */
export const registerApiReferenceRoutes = (
  app: FastifyInstance,
  documentFile: string,
  /** The reference is a page under /api: it gets a page's headers, not a JSON answer's. */
  documentHeaders: Readonly<Record<string, string>>,
): void => {
  const loaded = readDocument(documentFile);
  if (loaded === null) app.log.warn({ documentFile }, "OpenAPI document missing: /api/openapi.json and /api/docs are unavailable");
  const page = loaded === null ? null : renderReference(loaded.document, stylesheetPath);
  const unavailable = { code: "SERVER.UNAVAILABLE", messageKey: "errors.server.unavailable" } as const;

  app.get("/api/openapi.json", async (request, reply) =>
    loaded === null
      ? sendFailure(request, reply, unavailable)
      : reply.header("cache-control", "public, max-age=300").type("application/json; charset=utf-8").send(loaded.json),
  );
  app.get("/api/docs", async (request, reply) =>
    page === null
      ? sendFailure(request, reply, unavailable)
      : reply.headers(documentHeaders).header("cache-control", "public, max-age=300").type("text/html; charset=utf-8").send(page),
  );
  app.get(stylesheetPath, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").type("text/css; charset=utf-8").send(referenceStylesheet),
  );
};
