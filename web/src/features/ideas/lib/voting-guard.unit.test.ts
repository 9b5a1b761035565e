// @vitest-environment happy-dom
import { isRedirect } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { requireMemberToVote } from "./voting-guard";

afterEach(() => vi.unstubAllGlobals());

const location = { href: "/idea-voting" };

describe("requireMemberToVote", () => {
  it("sends a visitor to /konekte with the path to come back to", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("", { status: 401 })));
    const outcome = await requireMemberToVote({ context: { queryClient: createQueryClient() }, location }).catch((error: unknown) => error);
    expect(isRedirect(outcome)).toBe(true);
    expect((outcome as { options: { to?: string; search?: unknown } }).options).toMatchObject({
      to: "/konekte",
      search: { returnTo: "/idea-voting" },
    });
  });

  it("lets a member through", async () => {
    vi.stubGlobal("fetch", vi.fn().mockImplementation(async () => Response.json(testMember)));
    await expect(requireMemberToVote({ context: { queryClient: createQueryClient() }, location })).resolves.toBeUndefined();
  });
});
