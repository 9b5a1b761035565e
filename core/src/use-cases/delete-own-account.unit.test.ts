import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { DomainError } from "../errors/domain-error";
import type { AccountEraser } from "../ports/account-eraser";
import * as doubles from "../testing/account-doubles";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { makeDeleteOwnAccount } from "./delete-own-account";
import { makeSendAccountDeletionCode } from "./send-account-deletion-code";
import { makeSendLoginCode } from "./send-login-code";

const minute = 60_000;
const marie = doubles.memberRecord({ id: 7, profilePhoto: "/media/photo-of-marie.webp" });
const jean = doubles.memberRecord({ id: 8, fullName: "Jean Pierre", email: "jean@example.ht", phoneNumber: "+50937000008" });

/** Erases in memory: remembers who left, answers the member's files, ends the member's sessions. */
const memoryEraser = (sessions: doubles.MemorySessionStore) => {
  const erased: number[] = [];
  const eraser: AccountEraser & { erased: number[] } = {
    erased,
    async erase(userId) {
      if (erased.includes(userId)) return null;
      erased.push(userId);
      for (const [token, session] of sessions.sessions) if (session.userId === userId) sessions.sessions.delete(token);
      return { fileKeys: userId === marie.id ? ["photo-of-marie.webp", "contribution-file.jpg"] : [] };
    },
  };
  return eraser;
};

let codes: doubles.MemoryLoginCodeStore;
let sessions: doubles.MemorySessionStore;
let storage: doubles.MemoryStorage;
let eraser: ReturnType<typeof memoryEraser>;
let mailer: ReturnType<typeof doubles.capturingMailer>;
let clock: ReturnType<typeof doubles.steppingClock>;
let sendCode: ReturnType<typeof makeSendAccountDeletionCode>;
let sendLoginCode: ReturnType<typeof makeSendLoginCode>;
let deleteOwnAccount: ReturnType<typeof makeDeleteOwnAccount>;

beforeEach(async () => {
  codes = new doubles.MemoryLoginCodeStore();
  sessions = new doubles.MemorySessionStore();
  storage = new doubles.MemoryStorage();
  eraser = memoryEraser(sessions);
  mailer = doubles.capturingMailer();
  clock = doubles.steppingClock(new Date("2026-03-01T10:00:00Z"));
  const users = doubles.readOnlyUsers([marie, jean]);
  const hasher = doubles.recordingHasher();
  const unitOfWork = new RecordingUnitOfWork();
  // Codes come out in this order: 482913, then 105577, then 777001.
  const random = doubles.scriptedRandom(doubles.bytesForCode("482913"), doubles.bytesForCode("105577"), doubles.bytesForCode("777001"));
  sendCode = makeSendAccountDeletionCode({ users, codes, hasher, random, clock, mailer, sms: doubles.capturingSms(), unitOfWork });
  sendLoginCode = makeSendLoginCode({ users, codes, hasher, random, clock, mailer, sms: doubles.capturingSms(), unitOfWork });
  deleteOwnAccount = makeDeleteOwnAccount({ users, codes, hasher, clock, unitOfWork, eraser, storage, sessions });
  for (const key of ["photo-of-marie.webp", "contribution-file.jpg", "photo-of-jean.webp"]) {
    await storage.put(key, new Uint8Array([1]), "image/webp");
  }
  for (const [token, userId] of [["marie-phone", 7], ["marie-laptop", 7], ["jean", 8]] as const) {
    await sessions.create(token, { userId, createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 60 * minute) });
  }
});

const leave = (code: string, userId = marie.id) => Effect.runPromise(Effect.result(deleteOwnAccount({ userId, code })));
const failureOf = (result: Result.Result<void, DomainError>): DomainError => {
  if (Result.isSuccess(result)) throw new Error("expected a failure");
  return result.failure;
};

describe("sendAccountDeletionCode", () => {
  it("sends the code to the account's own e-mail and says where it went", async () => {
    const sent = await Effect.runPromise(sendCode({ userId: marie.id, language: "ht" }));
    expect(sent).toEqual({ channel: "email", contact: "marie.joseph@example.ht", resendAfterSeconds: 60 });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.to).toBe("marie.joseph@example.ht");
    expect(mailer.sent[0]?.text).toContain("482913");
    expect(mailer.sent[0]?.subject).toBe("Kòd pou efase kont Kominote ou");
  });

  it("sends it by text message to a member who has only a phone number", async () => {
    const sms = doubles.capturingSms();
    const phoneOnly = doubles.memberRecord({ id: 9, email: null, phoneNumber: "+50937000009" });
    const send = makeSendAccountDeletionCode({
      users: doubles.readOnlyUsers([phoneOnly]),
      codes,
      hasher: doubles.recordingHasher(),
      random: doubles.scriptedRandom(doubles.bytesForCode("123456")),
      clock,
      mailer,
      sms,
      unitOfWork: new RecordingUnitOfWork(),
    });
    expect(await Effect.runPromise(send({ userId: 9, language: "en" }))).toMatchObject({ channel: "phone", contact: "+50937000009" });
    expect(sms.sent[0]?.body).toContain("123456");
    expect(mailer.sent).toHaveLength(0);
  });

  it("keeps the one-time code limits: a second code within a minute is refused", async () => {
    await Effect.runPromise(sendCode({ userId: marie.id, language: "ht" }));
    const again = await Effect.runPromise(Effect.result(sendCode({ userId: marie.id, language: "ht" })));
    expect(Result.isFailure(again) && again.failure.code).toBe("LOGIN.TOO_SOON");
  });
});

describe("deleteOwnAccount", () => {
  it("with the code sent, erases the member, removes their files and ends every session of theirs", async () => {
    await Effect.runPromise(sendCode({ userId: marie.id, language: "ht" }));
    expect(Result.isSuccess(await leave("482913"))).toBe(true);

    expect(eraser.erased).toEqual([marie.id]);
    expect(await storage.get("photo-of-marie.webp")).toBeNull();
    expect(await storage.get("contribution-file.jpg")).toBeNull();
    expect(await storage.get("photo-of-jean.webp")).not.toBeNull();
    expect(await sessions.find("marie-phone")).toBeNull();
    expect(await sessions.find("marie-laptop")).toBeNull();
    expect(await sessions.find("jean")).not.toBeNull();
  });

  it("refuses a wrong code on the code field and changes nothing", async () => {
    await Effect.runPromise(sendCode({ userId: marie.id, language: "ht" }));
    const failure = failureOf(await leave("000000"));
    expect(failure.code).toBe("LOGIN.CODE_INVALID");
    expect(failure.fields).toEqual({ code: "errors.login.codeInvalid" });
    expect(eraser.erased).toEqual([]);
    expect(await storage.get("photo-of-marie.webp")).not.toBeNull();
    expect(await sessions.find("marie-phone")).not.toBeNull();
  });

  it("refuses an expired code", async () => {
    await Effect.runPromise(sendCode({ userId: marie.id, language: "ht" }));
    clock.advance(11 * minute);
    expect(failureOf(await leave("482913")).code).toBe("LOGIN.CODE_INVALID");
    expect(eraser.erased).toEqual([]);
  });

  it("uses the code once", async () => {
    await Effect.runPromise(sendCode({ userId: marie.id, language: "ht" }));
    await leave("482913");
    expect(failureOf(await leave("482913")).code).toBe("LOGIN.CODE_INVALID");
  });

  it("never accepts a sign-in code sent to the same address", async () => {
    await Effect.runPromise(sendLoginCode({ channel: "email", contact: marie.email ?? "", language: "ht", registerUrl: "https://kominote.ht/register" }));
    expect(failureOf(await leave("482913")).code).toBe("LOGIN.CODE_INVALID");
    expect(eraser.erased).toEqual([]);
  });

  it("only takes the code sent to the member's own contact: another member's code deletes nothing", async () => {
    await Effect.runPromise(sendCode({ userId: jean.id, language: "ht" }));
    expect(failureOf(await leave("482913", marie.id)).code).toBe("LOGIN.CODE_INVALID");
    expect(eraser.erased).toEqual([]);
  });

  it("ends the code after five wrong tries, even for the right code", async () => {
    await Effect.runPromise(sendCode({ userId: marie.id, language: "ht" }));
    for (let attempt = 0; attempt < 4; attempt += 1) await leave("111111");
    expect(failureOf(await leave("111111")).code).toBe("LOGIN.TOO_MANY_TRIES");
    expect(failureOf(await leave("482913")).code).toBe("LOGIN.TOO_MANY_TRIES");
    expect(eraser.erased).toEqual([]);
  });

  it("treats a member who no longer exists as signed out", async () => {
    expect(failureOf(await leave("482913", 99)).code).toBe("AUTH.REQUIRED");
  });
});
