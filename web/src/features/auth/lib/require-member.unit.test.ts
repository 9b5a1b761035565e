// @vitest-environment happy-dom
import { redirectAfterLoginKey } from "@kominote/core/rules/auth-return";
import { isRedirect } from "@tanstack/react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { asVisitor, authApi } from "../testing/api-handlers";
import { requireMember } from "./require-member";
import { testMember } from "../../../testing/member";

const member = testMember;

const location = { pathname: "/account-settings", searchStr: "?tab=profile" };

beforeEach(() => localStorage.clear());

const { server, paths } = mockApiInEachTest(...successHandlers(authApi));

describe("requireMember", () => {
  it("saves the path asked for and sends a visitor to /login", async () => {
    server.use(...asVisitor);
    const outcome = await requireMember({ context: { queryClient: createQueryClient() }, location }).catch((error: unknown) => error);
    expect(isRedirect(outcome)).toBe(true);
    expect((outcome as { options: { href?: string } }).options.href).toBe("/login");
    expect(localStorage.getItem(redirectAfterLoginKey)).toBe("/account-settings?tab=profile");
  });

  it("lets a member through, asking the server once per page", async () => {
    const queryClient = createQueryClient();
    await expect(requireMember({ context: { queryClient }, location })).resolves.toEqual({ user: member });
    await requireMember({ context: { queryClient }, location });
    expect(paths).toEqual(["/api/auth/user"]);
    expect(localStorage.getItem(redirectAfterLoginKey)).toBeNull();
  });
});
