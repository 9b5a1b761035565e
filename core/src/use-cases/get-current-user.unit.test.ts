import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { toPublicUser } from "../rules/public-user";
import { memberRecord, readOnlyUsers } from "../testing/account-doubles";
import { makeGetCurrentUser } from "./get-current-user";

describe("getCurrentUser", () => {
  it("answers the member's public account, without the password hash or internal fields", async () => {
    const marie = memberRecord({ passwordHash: "scrypt$secret", skills: ["work.plumbing"] });
    const user = await Effect.runPromise(makeGetCurrentUser({ users: readOnlyUsers([marie]) })(marie.id));
    expect(user).toEqual({
      id: 7,
      fullName: "Marie Joseph",
      email: "marie.joseph@example.ht",
      phoneNumber: "+50937123456",
      address: null,
      bio: null,
      profilePhoto: null,
      username: "KDS-0000007-4",
      joinedServiceId: null,
      role: "member",
      createdAt: "2026-01-05T12:00:00.000Z",
      emailVerified: false,
    });
    expect(toPublicUser(marie)).toEqual(user);
  });

  it("says whether the member confirmed their e-mail address", () => {
    expect(toPublicUser(memberRecord({ emailVerifiedAt: new Date("2026-01-06T08:00:00Z") })).emailVerified).toBe(true);
  });

  it("reads a session whose member no longer exists as signed out", async () => {
    const result = await Effect.runPromise(Effect.result(makeGetCurrentUser({ users: readOnlyUsers([]) })(7)));
    expect(Result.isFailure(result) && result.failure.code).toBe("AUTH.REQUIRED");
  });
});
