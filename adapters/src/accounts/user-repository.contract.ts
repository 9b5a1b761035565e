import type { NewUser, UserRepository } from "@kominote/core/ports/user-repository";
import { newMember as memberFields } from "@kominote/core/testing/account-doubles";
import { beforeEach, expect, it } from "vitest";

/** The adapter under test over an empty users table. */
export interface UserHarness {
  readonly users: UserRepository;
}

const at = (iso: string) => new Date(iso);

const newMember = (overrides: Partial<NewUser> = {}): NewUser =>
  memberFields({
    fullName: "Marie Joseph",
    email: "Marie.Joseph@Example.ht",
    phoneNumber: "+50937123456",
    username: "KDS-0000001-8",
    birthday: "1990-05-14",
    skills: ["work.plumbing", "work.electrical"],
    primaryService: "dlo-potab",
    ...overrides,
  });

/**
 * The behaviour every UserRepository promises, registered inside the caller's describe block.
 * `fresh` must hand back the adapter over an empty users table.
 */
export const userRepositoryContract = (fresh: () => Promise<UserHarness>): void => {
  let users: UserRepository;
  beforeEach(async () => {
    ({ users } = await fresh());
  });

  it("creates a member with the lowercase e-mail and finds them by id, e-mail (any case) and phone (any spacing)", async () => {
    const created = await users.create(newMember());
    expect(created).toMatchObject({
      fullName: "Marie Joseph",
      email: "marie.joseph@example.ht",
      phoneNumber: "+50937123456",
      birthday: "1990-05-14",
      role: "member",
      skills: ["work.plumbing", "work.electrical"],
      primaryService: "dlo-potab",
      address: null,
      bio: null,
      emailVerifiedAt: null,
    });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(await users.findById(created.id)).toEqual(created);
    expect(await users.findByEmail("MARIE.joseph@example.ht")).toEqual(created);
    expect(await users.findByPhone("+509 3712 3456")).toEqual(created);
  });

  it("finds nobody for an unknown id, e-mail or phone", async () => {
    await users.create(newMember());
    expect(await users.findById(999_999)).toBeNull();
    expect(await users.findByEmail("nobody@example.ht")).toBeNull();
    expect(await users.findByPhone("+50911112222")).toBeNull();
  });

  it("creates a member with the role asked for, and gives each a new id", async () => {
    const admin = await users.create(newMember({ role: "admin" }));
    const other = await users.create(newMember({ email: null, phoneNumber: null, username: "KDS-0000002-6" }));
    expect(admin.role).toBe("admin");
    expect(other).toMatchObject({ email: null, phoneNumber: null, role: "member" });
    expect(other.id).not.toBe(admin.id);
  });

  it("refuses a second account with the same e-mail (any case) or phone with a DomainError", async () => {
    await users.create(newMember());
    await expect(users.create(newMember({ phoneNumber: "+50911112222", username: "KDS-0000002-6", email: "MARIE.JOSEPH@example.ht" }))).rejects.toMatchObject({
      code: "USER.EMAIL_TAKEN",
    });
    await expect(users.create(newMember({ email: "other@example.ht", username: "KDS-0000002-6" }))).rejects.toMatchObject({
      code: "USER.PHONE_TAKEN",
    });
  });

  it("refuses a profile change to another member's e-mail or phone, and keeps the profile", async () => {
    await users.create(newMember());
    const { id } = await users.create(newMember({ email: "jean@example.ht", phoneNumber: "+50911112222", username: "KDS-0000002-6" }));
    await expect(users.updateProfile(id, { email: "Marie.Joseph@example.ht" })).rejects.toMatchObject({ code: "USER.EMAIL_TAKEN" });
    await expect(users.updateProfile(id, { phoneNumber: "+50937123456" })).rejects.toMatchObject({ code: "USER.PHONE_TAKEN" });
    expect(await users.findById(id)).toMatchObject({ email: "jean@example.ht", phoneNumber: "+50911112222" });
    expect((await users.updateProfile(id, { email: "jean@example.ht" }))?.email).toBe("jean@example.ht");
  });

  it("updates the profile, the photo, the role and the e-mail confirmation", async () => {
    const { id } = await users.create(newMember());
    const updated = await users.updateProfile(id, { bio: "Enjenyè", address: "Jacmel", email: "New@Example.ht" });
    expect(updated).toMatchObject({ bio: "Enjenyè", address: "Jacmel", email: "new@example.ht", fullName: "Marie Joseph" });
    expect(await users.updateProfile(id, {})).toEqual(updated);
    expect(await users.updateProfile(id, { address: null, joinedServiceId: null })).toMatchObject({ address: null, bio: "Enjenyè" });
    await users.setProfilePhoto(id, "/media/photos/1.webp");
    await users.setRole(id, "moderator");
    await users.markEmailVerified(id, at("2026-03-01T10:00:00Z"));
    expect(await users.findById(id)).toMatchObject({
      profilePhoto: "/media/photos/1.webp",
      role: "moderator",
      emailVerifiedAt: at("2026-03-01T10:00:00Z"),
    });
    expect(await users.findByEmail("new@example.ht")).toMatchObject({ id });
    expect(await users.findByEmail("marie.joseph@example.ht")).toBeNull();
    expect(await users.updateProfile(999_999, { bio: "x" })).toBeNull();
  });

  it("hands out member sequence numbers that never repeat", async () => {
    const first = await users.nextMemberSequence();
    const second = await users.nextMemberSequence();
    expect(second).toBe(first + 1);
  });
};
