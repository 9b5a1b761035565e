import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { Clock } from "../ports/clock";
import { MemoryUsers, MemoryVerifications, newMember } from "../testing/account-doubles";
import { makeVerifyEmail } from "./verify-email";
import { immediateUnitOfWork } from "../ports/unit-of-work";

let now = new Date("2026-03-10T12:00:00Z");
const clock: Clock = { now: () => now };
let users: MemoryUsers;
let verifications: MemoryVerifications;
let verify: ReturnType<typeof makeVerifyEmail>;

/** Tokens as the server makes them: 43 base64url characters. */
const link1 = "L".repeat(43);
const madeUp = "M".repeat(43);

const hours = (count: number) => count * 60 * 60 * 1000;

beforeEach(async () => {
  now = new Date("2026-03-10T12:00:00Z");
  users = new MemoryUsers(() => now);
  verifications = new MemoryVerifications(users);
  verify = makeVerifyEmail({ verifications, users, clock, unitOfWork: immediateUnitOfWork });
  await users.create(
    newMember({
      fullName: "Marie Joseph",
      email: "marie@example.ht",
      phoneNumber: "+50937123456",
      username: "KDS-0000001-8",
      birthday: "1995-04-12",
      skills: ["technology.programming"],
      primaryService: "sante",
      joinedServiceId: 7,
    }),
  );
  await verifications.save(link1, { userId: 1, email: "marie@example.ht", expiresAt: new Date(now.getTime() + hours(48)) });
});

const run = (token: string) => Effect.runPromise(Effect.result(verify(token)));

const codeOf = async (token: string) => {
  const result = await run(token);
  return Result.isFailure(result) ? result.failure.code : "success";
};

describe("verifyEmail", () => {
  it("confirms the address and records when", async () => {
    now = new Date(now.getTime() + hours(47));
    const result = await run(link1);
    expect(Result.isSuccess(result) && result.success).toEqual({
      verified: true,
      alreadyVerified: false,
      messageKey: "users.emailVerification.verified",
    });
    expect(users.rows.get(1)?.emailVerifiedAt).toEqual(now);
  });

  it("works once: opening the link again says the address is already verified and changes nothing", async () => {
    await run(link1);
    const confirmedAt = users.rows.get(1)?.emailVerifiedAt;
    now = new Date(now.getTime() + hours(1));
    const again = await run(link1);
    expect(Result.isSuccess(again) && again.success).toMatchObject({ verified: true, alreadyVerified: true });
    expect(users.rows.get(1)?.emailVerifiedAt).toEqual(confirmedAt);
  });

  it("refuses a link after 48 hours", async () => {
    now = new Date(now.getTime() + hours(48));
    expect(await codeOf(link1)).toBe("EMAIL_VERIFICATION.EXPIRED");
    expect(users.rows.get(1)?.emailVerifiedAt).toBeNull();
  });

  it.each(["", "short", `${link1}x`, "L".repeat(42) + "!"])("refuses the malformed token %j with 'Token pa valid'", async (token) => {
    const result = await run(token);
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "REQUEST.INVALID", messageKey: "validation.token.invalid" });
  });

  it("refuses a token it never made", async () => {
    expect(await codeOf(madeUp)).toBe("EMAIL_VERIFICATION.INVALID");
  });

  it("refuses a link sent to an address the member has since changed", async () => {
    await users.updateProfile(1, { email: "nouvo@example.ht" });
    expect(await codeOf(link1)).toBe("EMAIL_VERIFICATION.INVALID");
  });

  it("lets only one of two racing clicks confirm", async () => {
    const racing = Object.assign(Object.create(verifications) as MemoryVerifications, { consume: async () => false });
    const raced = makeVerifyEmail({ verifications: racing, users, clock, unitOfWork: immediateUnitOfWork });
    const result = await Effect.runPromise(Effect.result(raced(link1)));
    expect(Result.isSuccess(result) && result.success.alreadyVerified).toBe(true);
    expect(users.rows.get(1)?.emailVerifiedAt).toBeNull();
  });
});
