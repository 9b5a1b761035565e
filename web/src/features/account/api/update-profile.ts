import type { UpdateProfileRequest, User } from "@kominote/core/schemas/users";
import { api, expectData } from "../../../api/client";

/** `PATCH /api/users/{id}/profile`: the signed-in member's own profile, answered as saved. */
export const updateProfile = (userId: number, request: UpdateProfileRequest): Promise<User> =>
  expectData(api.PATCH("/api/users/{id}/profile", { params: { path: { id: userId } }, body: request }));
