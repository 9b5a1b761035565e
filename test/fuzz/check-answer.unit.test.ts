import { describe, expect, it } from "vitest";
import { loadOpenApiDocument, OpenApiValidator } from "@kominote/openapi/validator";
import { problemWith } from "./check-answer";
import { operationsOf } from "./operations";

const validator = new OpenApiValidator(loadOpenApiDocument());
const operations = operationsOf(validator.document);
const operation = (id: string) => {
  const found = operations.find((candidate) => candidate.operationId === id);
  if (found === undefined) throw new Error(`no operation ${id}`);
  return found;
};
const json = (status: number, body: unknown) => ({ status, contentType: "application/json", body: JSON.stringify(body) });
const error = { code: "REQUEST.INVALID", message: "Demann lan pa valid." };

describe("an answer the fuzz run refuses", () => {
  it("is a server failure, whatever its body", () => {
    expect(problemWith(validator, operation("listIdeas"), true, json(500, { code: "SERVER.INTERNAL", message: "x" }))).toContain("server failure");
    expect(problemWith(validator, operation("listIdeas"), true, json(503, { code: "SERVER.UNAVAILABLE", message: "x" }))).toContain("server failure");
  });

  it("is a 501 from an operation that has a handler, or one without REQUEST.NOT_IMPLEMENTED", () => {
    const notImplemented = { code: "REQUEST.NOT_IMPLEMENTED", message: "Pa disponib." };
    expect(problemWith(validator, operation("listIdeas"), true, json(501, notImplemented))).toContain("server failure");
    expect(problemWith(validator, operation("listLocations"), false, json(501, notImplemented))).toBeUndefined();
    expect(problemWith(validator, operation("listLocations"), false, json(501, error))).toContain("REQUEST.INVALID");
  });

  it("is a status the document does not list for the operation", () => {
    expect(problemWith(validator, operation("listPublicServices"), true, json(409, error))).toContain("does not declare");
  });

  it("is an error without its code and message, or a success off its schema", () => {
    expect(problemWith(validator, operation("listIdeas"), true, json(400, { error: "bad" }))).toContain("does not match");
    expect(problemWith(validator, operation("listIdeas"), true, json(400, { code: "", message: "" }))).toContain("without a code");
    expect(problemWith(validator, operation("getIdeaSummary"), true, json(200, { unexpected: true }))).toContain("does not match");
    expect(problemWith(validator, operation("listIdeas"), true, { status: 400, contentType: "text/html", body: "<p>x</p>" })).toContain("text/html");
  });

  it("accepts a documented error in the one error shape", () => {
    expect(problemWith(validator, operation("listIdeas"), true, json(400, { ...error, fields: { sort: "Valè sa a pa valid." } }))).toBeUndefined();
  });
});
