import { describe, expect, it } from "vitest";
import { buildArtifacts } from "./artifacts";
import { readExamples, withExamples } from "./examples";

const document = {
  openapi: "3.1.0",
  paths: {
    "/api/ideas": {
      post: {
        operationId: "createIdea",
        requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
        responses: { "201": { description: "Made", content: { "application/json": { schema: { type: "object" } } } }, "400": { description: "Bad" } },
      },
    },
    "/api/events": { get: { operationId: "streamEvents", responses: { "200": { description: "Stream" } } } },
  },
};

describe("withExamples", () => {
  it("puts the example on the request and answer bodies and the whole exchange on the call", () => {
    const example = { request: { method: "POST", url: "/api/ideas", body: { title: "Lekòl" } }, response: { status: 201, body: { id: 3 } } };
    const merged = withExamples(document, { createIdea: example }) as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const call = merged.paths["/api/ideas"]!.post!;
    expect(call["x-example"]).toEqual(example);
    expect(call.requestBody).toEqual({ required: true, content: { "application/json": { schema: { type: "object" }, example: { title: "Lekòl" } } } });
    expect((call.responses as Record<string, { content?: unknown }>)["201"]!.content).toEqual({ "application/json": { schema: { type: "object" }, example: { id: 3 } } });
    expect((call.responses as Record<string, unknown>)["400"]).toEqual({ description: "Bad" });
    expect(merged.paths["/api/events"]).toEqual(document.paths["/api/events"]);
  });

  it("reads nothing where the file is missing", () => {
    expect(readExamples("/nowhere/examples.json")).toEqual({});
  });

  it("is part of the published document: the public services list shows a Creole answer", async () => {
    const [published] = await buildArtifacts();
    const parsed = JSON.parse(published!.contents) as { paths: Record<string, Record<string, { "x-example"?: { response: { body: unknown } } }>> };
    expect(JSON.stringify(parsed.paths["/api/public-services"]!.get!["x-example"]?.response.body)).toContain("Sante");
  });
});
