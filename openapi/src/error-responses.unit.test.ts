import { describe, expect, it } from "vitest";
import { buildDocument } from "./build-document";

type Operation = { responses: Record<string, { description?: string; content?: unknown }> };
const document = buildDocument() as unknown as { paths: Record<string, Record<string, Operation>> };

describe("409 answers", () => {
  it("are documented, with their codes, on the calls a valid request can get one from", () => {
    const vote = document.paths["/api/ideas/{id}/vote"]?.post;
    expect(vote?.responses["409"]?.description).toContain("IDEA.ALREADY_VOTED");
    expect(vote?.responses["409"]?.content).toEqual({ "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } });
    expect(document.paths["/api/forum-posts/{id}/like"]?.post?.responses["409"]?.description).toContain("FORUM_POST.OWN_POST");
    expect(document.paths["/api/resend-email-verification"]?.post?.responses["409"]?.description).toContain("EMAIL_VERIFICATION.NO_ADDRESS");
  });

  it("are not promised by calls that never answer one", () => {
    expect(document.paths["/api/public-services"]?.get?.responses["409"]).toBeUndefined();
  });
});

describe("413 and 415 answers", () => {
  it("are documented on calls that take no body too: a client can send one, and what cannot be read is refused", () => {
    for (const [path, method] of [["/api/auth/user", "get"], ["/api/services/{id}/join", "post"], ["/api/translate", "post"]] as const) {
      const responses = document.paths[path]?.[method]?.responses;
      expect(responses?.["413"], `${method} ${path}`).toBeDefined();
      expect(responses?.["415"], `${method} ${path}`).toBeDefined();
    }
  });
});
