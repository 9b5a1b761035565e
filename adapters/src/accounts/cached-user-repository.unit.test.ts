import { memberRecord, readOnlyUsers, steppingClock } from "@kominote/core/testing/account-doubles";
import type { UserRecord, UserRepository } from "@kominote/core/ports/user-repository";
import { describe, expect, it } from "vitest";
import { CachedUserRepository } from "./cached-user-repository";

/** A one-member repository whose writes change the record, counting reads by id. */
const oneMember = () => {
  let record: UserRecord = memberRecord();
  let reads = 0;
  const base = readOnlyUsers([]);
  const users: UserRepository = {
    ...base,
    findById: async (id) => {
      reads += 1;
      return id === record.id ? record : null;
    },
    updateProfile: async (_id, patch) => (record = { ...record, ...patch }),
    setProfilePhoto: async (_id, url) => void (record = { ...record, profilePhoto: url }),
    markEmailVerified: async (_id, at) => void (record = { ...record, emailVerifiedAt: at }),
    setRole: async (_id, role) => void (record = { ...record, role }),
  };
  return { users, reads: () => reads };
};

describe("CachedUserRepository", () => {
  it("serves a member read by id from memory for a few seconds", async () => {
    const { users, reads } = oneMember();
    const clock = steppingClock(new Date());
    const cached = new CachedUserRepository(users, clock, 5_000);
    await cached.findById(7);
    await cached.findById(7);
    expect(reads()).toBe(1);
    clock.advance(5_000);
    await cached.findById(7);
    expect(reads()).toBe(2);
  });

  it("shows a member's own changes at once", async () => {
    const { users } = oneMember();
    const cached = new CachedUserRepository(users, steppingClock(new Date()), 5_000);
    await cached.findById(7);
    await cached.updateProfile(7, { bio: "Enjenyè" });
    expect((await cached.findById(7))?.bio).toBe("Enjenyè");
    await cached.setProfilePhoto(7, "/media/a.webp");
    expect((await cached.findById(7))?.profilePhoto).toBe("/media/a.webp");
    await cached.setRole(7, "moderator");
    expect((await cached.findById(7))?.role).toBe("moderator");
    await cached.markEmailVerified(7, new Date("2026-03-01T10:00:00Z"));
    expect((await cached.findById(7))?.emailVerifiedAt).toEqual(new Date("2026-03-01T10:00:00Z"));
  });
});
