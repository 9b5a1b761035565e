import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import { capturingMailer, countingRandom, dataUrlOf, fakeImages, MemoryStorage, MemoryUsers, MemoryVerifications, newMember } from "../testing/account-doubles";
import { makeChangeProfilePhoto } from "./change-profile-photo";
import { immediateUnitOfWork } from "../ports/unit-of-work";
import { makeSendEmailVerificationLink } from "./send-email-verification-link";
import { makeStoreProfilePhoto } from "./store-profile-photo";
import { makeUpdateProfile } from "./update-profile";

const now = new Date("2026-03-10T12:00:00Z");
let users: MemoryUsers;
let verifications: MemoryVerifications;
let mailer: ReturnType<typeof capturingMailer>;
let update: ReturnType<typeof makeUpdateProfile>;

const member = (id: number) =>
  newMember({
    fullName: `Manm ${String(id)}`,
    email: `manm${String(id)}@example.ht`,
    phoneNumber: `+5093700000${String(id)}`,
    username: `KDS-000000${String(id)}-0`,
  });

beforeEach(async () => {
  users = new MemoryUsers(() => now);
  verifications = new MemoryVerifications(users);
  mailer = capturingMailer();
  const random = countingRandom();
  const storePhoto = makeStoreProfilePhoto({ images: fakeImages, storage: new MemoryStorage(), random, unitOfWork: immediateUnitOfWork });
  update = makeUpdateProfile({
    users,
    verifications,
    changePhoto: makeChangeProfilePhoto({ users, storePhoto }),
    sendVerificationLink: makeSendEmailVerificationLink({ verifications, mailer, random, clock: fixedClock(now), onMailFailure: () => {}, unitOfWork: immediateUnitOfWork }),
    unitOfWork: immediateUnitOfWork,
  });
  await users.create(member(1));
  await users.create(member(2));
  await users.markEmailVerified(1, now);
});

const run = (body: Record<string, unknown>, { userId = 1, requesterId = 1 } = {}) =>
  Effect.runPromise(Effect.result(update({ userId, requesterId, body, language: "fr", origin: "https://kominote.ht" })));

const failureCode = async (body: Record<string, unknown>, ids?: { userId?: number; requesterId?: number }) => {
  const result = await run(body, ids);
  return Result.isFailure(result) ? result.failure.code : "success";
};

describe("updateProfile", () => {
  it("saves the fields sent and leaves the others, the member number included", async () => {
    const result = await run({ fullName: " Marie  Joseph ", address: "Ri Kapwa, Jakmèl", bio: "Enfimyè." });
    expect(Result.isSuccess(result) && result.success).toMatchObject({
      fullName: "Marie Joseph",
      address: "Ri Kapwa, Jakmèl",
      bio: "Enfimyè.",
      email: "manm1@example.ht",
      username: "KDS-0000001-0",
    });
    expect(mailer.sent).toHaveLength(0);
    expect(users.rows.get(1)?.emailVerifiedAt).toEqual(now);
  });

  it("clears an address or bio sent empty", async () => {
    await run({ address: "Pòtoprens", bio: "Pwofesè" });
    const result = await run({ address: "", bio: "" });
    expect(Result.isSuccess(result) && result.success).toMatchObject({ address: null, bio: null });
  });

  it("changes only the signed-in member's own profile", async () => {
    expect(await failureCode({ fullName: "Lòt Moun" }, { userId: 2, requesterId: 1 })).toBe("AUTH.FORBIDDEN");
    expect(users.rows.get(2)?.fullName).toBe("Manm 2");
  });

  it("re-validates what it is sent", async () => {
    const result = await run({ email: "pa-bon", phoneNumber: "abc" });
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      code: "REQUEST.INVALID",
      fields: { email: "validation.email.invalid", phoneNumber: "validation.phone.invalid" },
    });
  });

  it("takes a new e-mail address as unverified and sends a link to it, in the member's language", async () => {
    const result = await run({ email: "Nouvo@Example.ht" });
    expect(Result.isSuccess(result) && result.success.email).toBe("nouvo@example.ht");
    expect(users.rows.get(1)?.emailVerifiedAt).toBeNull();
    expect(mailer.sent.map((mail) => mail.to)).toEqual(["nouvo@example.ht"]);
    expect(mailer.sent[0]?.text).toContain("https://kominote.ht/verify-email?token=");
  });

  it("keeps the verification when the same address is sent again in other case", async () => {
    await run({ email: "MANM1@example.ht" });
    expect(users.rows.get(1)?.emailVerifiedAt).toEqual(now);
    expect(mailer.sent).toHaveLength(0);
  });

  it.each([
    [{ email: "manm2@example.ht" }, "USER.EMAIL_TAKEN"],
    [{ phoneNumber: "+509 3700 0002" }, "USER.PHONE_TAKEN"],
  ])("refuses a contact another member uses (%j)", async (body, code) => {
    expect(await failureCode(body)).toBe(code);
  });

  it("lets a member drop one contact but not both, since signing in needs one", async () => {
    const withoutPhone = await run({ phoneNumber: null });
    expect(Result.isSuccess(withoutPhone) && withoutPhone.success.phoneNumber).toBeNull();
    const result = await run({ email: null });
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "REQUEST.INVALID", fields: { email: "validation.email.required" } });
    expect(users.rows.get(1)?.email).toBe("manm1@example.ht");
  });

  it("replaces and removes the photo with the same checks as registration", async () => {
    const withPhoto = await run({ profilePhoto: dataUrlOf("image/png", "IMG-new") });
    expect(Result.isSuccess(withPhoto) && withPhoto.success.profilePhoto).toMatch(/^\/media\/profile-.+\.webp$/);
    expect(await failureCode({ profilePhoto: dataUrlOf("image/png", "<html>") })).toBe("REQUEST.INVALID");
    const removed = await run({ profilePhoto: null });
    expect(Result.isSuccess(removed) && removed.success.profilePhoto).toBeNull();
  });
});
