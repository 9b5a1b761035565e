// @vitest-environment happy-dom
import { redirectAfterLoginKey } from "@kominote/core/rules/auth-return";
import { isRedirect } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { requireMember } from "./require-member";
import { testMember } from "../../../testing/member";

const member = testMember;

const location = { pathname: "/account-settings", searchStr: "?tab=profile" };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("requireMember", () => {
  it("saves the path asked for and sends a visitor to /login", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("", { status: 401 })));
    const outcome = await requireMember({ context: { queryClient: createQueryClient() }, location }).catch((error: unknown) => error);
    expect(isRedirect(outcome)).toBe(true);
    expect((outcome as { options: { href?: string } }).options.href).toBe("/login");
    expect(localStorage.getItem(redirectAfterLoginKey)).toBe("/account-settings?tab=profile");
  });

  it("lets a member through, asking the server once per page", async () => {
    const fetchMock = vi.fn().mockImplementation(async () => Response.json(member));
    vi.stubGlobal("fetch", fetchMock);
    const queryClient = createQueryClient();
    await expect(requireMember({ context: { queryClient }, location })).resolves.toEqual({ user: member });
    await requireMember({ context: { queryClient }, location });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(localStorage.getItem(redirectAfterLoginKey)).toBeNull();
  });
});
