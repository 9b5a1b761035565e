import type { RegistrationRequest } from "@kominote/core/schemas/registration";
import type { RegisteredUser } from "@kominote/core/schemas/users";
import { api, expectData } from "../../../api/client";

/** `POST /api/users`: creates the account and signs the new member in (the session cookie comes back). */
export const registerUser = (request: RegistrationRequest): Promise<RegisteredUser> =>
  expectData(api.POST("/api/users", { body: request }));
