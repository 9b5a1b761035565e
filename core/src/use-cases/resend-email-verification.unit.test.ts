import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { Clock } from "../ports/clock";
import { capturingMailer, countingRandom, MemoryUsers, MemoryVerifications, newMember } from "../testing/account-doubles";
import { makeResendEmailVerification } from "./resend-email-verification";
import { immediateUnitOfWork } from "../ports/unit-of-work";
import { makeSendEmailVerificationLink } from "./send-email-verification-link";
import { makeVerifyEmail } from "./verify-email";

const start = new Date("2026-03-10T12:00:00Z");
let now = start;
const clock: Clock = { now: () => now };
const minutes = (count: number) => count * 60_000;
const hours = (count: number) => minutes(count * 60);
let users: MemoryUsers;
let verifications: MemoryVerifications;
let mailer: ReturnType<typeof capturingMailer>;
let resend: ReturnType<typeof makeResendEmailVerification>;
let memberId: number;

beforeEach(async () => {
  now = start;
  users = new MemoryUsers(() => now);
  verifications = new MemoryVerifications(users);
  mailer = capturingMailer();
  const sendVerificationLink = makeSendEmailVerificationLink({ verifications, mailer, random: countingRandom(), clock, onMailFailure: () => {}, unitOfWork: immediateUnitOfWork });
  resend = makeResendEmailVerification({ users, verifications, sendVerificationLink, clock });
  memberId = (
    await users.create(
      newMember({
        fullName: "Marie Joseph",
        email: "marie@example.ht",
        phoneNumber: "+50937123456",
        username: "KDS-0000001-8",
        birthday: "1995-04-12",
      }),
    )
  ).id;
});

const run = (userId = memberId) => Effect.runPromise(Effect.result(resend({ userId, language: "en", origin: "https://kominote.example" })));

const failureOf = async (userId = memberId) => {
  const result = await run(userId);
  if (Result.isSuccess(result)) throw new Error("expected a refusal");
  return { code: result.failure.code, messageKey: result.failure.messageKey, params: result.failure.params };
};

const tokenOfLastMail = (): string => {
  const text = mailer.sent.at(-1)?.text ?? "";
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (token === undefined) throw new Error(`no link in: ${text}`);
  return decodeURIComponent(token);
};

describe("resendEmailVerification", () => {
  it("sends a new link to the member's address and says where", async () => {
    const result = await run();
    expect(Result.isSuccess(result) && result.success).toEqual({
      sent: true,
      alreadyVerified: false,
      messageKey: "users.emailVerification.linkSent",
      params: { email: "marie@example.ht" },
    });
    expect(mailer.sent.map((mail) => mail.to)).toEqual(["marie@example.ht"]);
  });

  it("ends the earlier unused link: only the new one confirms", async () => {
    await run();
    const first = tokenOfLastMail();
    now = new Date(start.getTime() + minutes(2));
    await run();
    const second = tokenOfLastMail();
    const verify = makeVerifyEmail({ verifications, users, clock, unitOfWork: immediateUnitOfWork });
    const old = await Effect.runPromise(Effect.result(verify(first)));
    expect(Result.isFailure(old) && old.failure.code).toBe("EMAIL_VERIFICATION.INVALID");
    const fresh = await Effect.runPromise(Effect.result(verify(second)));
    expect(Result.isSuccess(fresh) && fresh.success.verified).toBe(true);
  });

  it("sends nothing for an address already confirmed, and says so", async () => {
    await users.markEmailVerified(memberId, start);
    const result = await run();
    expect(Result.isSuccess(result) && result.success).toEqual({
      sent: false,
      alreadyVerified: true,
      messageKey: "users.emailVerification.alreadyVerified",
    });
    expect(mailer.sent).toEqual([]);
  });

  it("sends at most one link a minute, saying when to ask again", async () => {
    await run();
    now = new Date(start.getTime() + 59_000);
    expect(await failureOf()).toEqual({
      code: "EMAIL_VERIFICATION.TOO_SOON",
      messageKey: "errors.emailVerification.tooSoon",
      params: { minutes: 1 },
    });
    now = new Date(start.getTime() + minutes(1));
    expect(Result.isSuccess(await run())).toBe(true);
    expect(mailer.sent).toHaveLength(2);
  });

  it("sends at most five links a day, then tells in how many hours", async () => {
    for (let send = 0; send < 5; send += 1) {
      now = new Date(start.getTime() + hours(send));
      expect(Result.isSuccess(await run())).toBe(true);
    }
    now = new Date(start.getTime() + hours(5));
    expect(await failureOf()).toEqual({
      code: "EMAIL_VERIFICATION.TOO_SOON",
      messageKey: "errors.emailVerification.dailyLimit",
      params: { max: 5, hours: 19 },
    });
    expect(mailer.sent).toHaveLength(5);
    // A day after the first link, one more may go.
    now = new Date(start.getTime() + hours(24));
    expect(Result.isSuccess(await run())).toBe(true);
  });

  it("counts the links already used, even those of a former address", async () => {
    const verify = makeVerifyEmail({ verifications, users, clock, unitOfWork: immediateUnitOfWork });
    await run();
    await verify(tokenOfLastMail()).pipe(Effect.runPromise);
    await users.updateProfile(memberId, { email: "marie.nouvo@example.ht" });
    await verifications.resetForNewEmail(memberId);
    now = new Date(start.getTime() + 30_000);
    expect((await failureOf()).code).toBe("EMAIL_VERIFICATION.TOO_SOON");
  });

  it("refuses a member without an e-mail address", async () => {
    await users.updateProfile(memberId, { email: null });
    expect(await failureOf()).toMatchObject({ code: "EMAIL_VERIFICATION.NO_ADDRESS" });
    expect(mailer.sent).toEqual([]);
  });

  it("treats a session whose member is gone as signed out", async () => {
    expect(await failureOf(memberId + 100)).toMatchObject({ code: "AUTH.REQUIRED" });
  });
});
