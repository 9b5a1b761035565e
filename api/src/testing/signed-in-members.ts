import { randomBytes } from "node:crypto";
import { HmacSecretHasher } from "@kominote/adapters/accounts/hmac-secret-hasher";
import { KnexSessionStore } from "@kominote/adapters/accounts/knex-session-store";
import { KnexUserRepository } from "@kominote/adapters/accounts/knex-user-repository";
import type { Role } from "@kominote/core/schemas/users";
import { newMember } from "@kominote/core/testing/account-doubles";
import type { TestApp } from "./create-test-app";

export interface SignedInMember {
  readonly id: number;
  readonly fullName: string;
  /** The Cookie header of the member's session. */
  readonly cookie: string;
}

/** A session secret for `createTestApp({ settings: { SESSION_SECRET } })` that `signInMembers` can sign sessions with. */
export const testSessionSecret = "a session secret for tests, at least 32 characters long";

const day = 24 * 60 * 60 * 1000;

/**
 * Creates members with a role and an open session, as the grant-role command and a sign-in would
 * leave them, so a test can call member and moderator routes. The app must use `testSessionSecret`.
 */
export const signInMembers = (testApp: TestApp) => {
  const users = new KnexUserRepository(testApp.database);
  const sessions = new KnexSessionStore(testApp.database, new HmacSecretHasher(new Uint8Array(Buffer.from(testSessionSecret))));
  let count = 0;
  return async (fullName: string, role: Role = "member"): Promise<SignedInMember> => {
    count += 1;
    const user = await users.create(
      newMember({
        fullName,
        phoneNumber: `+509320${String(count).padStart(5, "0")}`,
        username: `KDS-${String(900_000 + count).padStart(7, "0")}-0`,
        role,
      }),
    );
    const token = randomBytes(32).toString("base64url");
    await sessions.create(token, { userId: user.id, createdAt: new Date(), expiresAt: new Date(Date.now() + day) });
    return { id: user.id, fullName, cookie: `kominote_session=${token}` };
  };
};
