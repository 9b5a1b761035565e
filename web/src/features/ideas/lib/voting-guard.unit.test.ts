// @vitest-environment happy-dom
import { isRedirect } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { asVisitor, authApi } from "../../auth/testing";
import { requireMemberToVote } from "./voting-guard";


const location = { href: "/idea-voting" };

const { server } = mockApiInEachTest(...successHandlers(authApi));

describe("requireMemberToVote", () => {
  it("sends a visitor to /konekte with the path to come back to", async () => {
    server.use(...asVisitor);
    const outcome = await requireMemberToVote({ context: { queryClient: createQueryClient() }, location }).catch((error: unknown) => error);
    expect(isRedirect(outcome)).toBe(true);
    expect((outcome as { options: { to?: string; search?: unknown } }).options).toMatchObject({
      to: "/konekte",
      search: { returnTo: "/idea-voting" },
    });
  });

  it("lets a member through", async () => {
    await expect(requireMemberToVote({ context: { queryClient: createQueryClient() }, location })).resolves.toBeUndefined();
  });
});
