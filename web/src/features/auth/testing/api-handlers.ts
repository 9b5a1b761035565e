import type { User } from "@kominote/core/schemas/users";
import { testMember } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockOperation } from "../../../testing/msw/mock-operation";

/** The member a moderator's screens are drawn for. */
export const testModerator: User = { ...testMember, id: 8, fullName: "Roseline Charles", username: "KDS-0000008-4", role: "moderator" };

const currentUser = (user: User) => apiHttp.get("/api/auth/user", ({ response }) => response(200).json(user));

/** Who is signed in: a member by default; `visitor` is the 401 a visitor gets. */
export const authApi = {
  getCurrentUser: mockOperation({
    method: "get",
    path: "/api/auth/user",
    example: { url: "/api/auth/user" },
    success: currentUser(testMember),
    variants: { moderator: [currentUser(testModerator)] },
  }),
};

/** A visitor: the current user asked for answers 401. */
export const asVisitor = authApi.getCurrentUser.answers.unauthorized;
