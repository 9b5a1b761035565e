import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "./openapi-document";
import { renderReference } from "./render-reference";

const document: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Kominote API", version: "1.0.0", description: "Calls of <the> platform" },
  tags: [{ name: "services", description: "Public-service areas" }, { name: "tools" }],
  paths: {
    "/api/services/{id}/tasks": {
      get: {
        operationId: "listServiceTasks",
        summary: "Lists the tasks of a service.",
        tags: ["services"],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }],
        responses: {
          "200": {
            description: "The tasks",
            content: { "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Task" } } } },
          },
          "404": { $ref: "#/components/responses/NotFound" },
        },
      },
    },
    "/api/translate": {
      post: {
        operationId: "translateText",
        summary: "Translates text.",
        tags: ["tools"],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["text"],
                properties: { text: { type: "string", maxLength: 5000 }, targetLanguage: { enum: ["ht", "fr"] } },
              },
            },
          },
        },
        responses: { "200": { description: "The translation" } },
      },
    },
  },
  components: {
    responses: {
      NotFound: { description: "Unknown service", content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } } },
    },
    schemas: {
      Task: { type: "object", required: ["id"], properties: { id: { type: "integer" }, title: { type: "string" } } },
      ErrorBody: { type: "object", properties: { code: { type: "string" } } },
    },
  },
};

describe("renderReference", () => {
  const page = renderReference(document, "/api/docs/reference.css");

  it("is a complete page with its language, title and no script or inline style", () => {
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain("<title>Kominote API 1.0.0 API reference</title>");
    expect(page).toContain('<link rel="stylesheet" href="/api/docs/reference.css">');
    expect(page).not.toMatch(/<script|<style|style="/);
  });

  it("groups operations by tag, with method, path, summary and a contents entry", () => {
    expect(page).toContain('<h2 id="tag-services">services</h2><p>Public-service areas</p>');
    expect(page.indexOf('id="tag-services"')).toBeLessThan(page.indexOf('id="tag-tools"'));
    expect(page).toContain('<a href="#op-listServiceTasks">GET /api/services/{id}/tasks</a>');
    expect(page).toContain('<span class="method method-post">POST</span> <code>/api/translate</code>');
    expect(page).toContain("<p>Translates text.</p>");
  });

  it("shows parameters, request fields and responses, linking named schemas", () => {
    expect(page).toMatch(/<th scope="row"><code>id<\/code><\/th><td>path<\/td><td>integer <span class="notes">\(≥ 1\)<\/span><\/td><td>yes<\/td>/);
    expect(page).toMatch(/<code>text<\/code><\/th><td>string <span class="notes">\(max length 5000\)<\/span><\/td><td>yes<\/td>/);
    expect(page).toContain('<code>&#34;ht&#34;</code> | <code>&#34;fr&#34;</code>');
    expect(page).toContain('array of <a href="#schema-Task">Task</a>');
    expect(page).toContain('<article class="schema" id="schema-Task"><h3>Task</h3>');
    expect(page).toContain(
      '<strong>404</strong> Unknown service<p class="type">Body (application/json): <a href="#schema-ErrorBody">ErrorBody</a></p>',
    );
  });

  it("escapes text from the document", () => {
    expect(page).toContain("Calls of &#60;the&#62; platform");
  });
});
