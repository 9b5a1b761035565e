import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { DomainError } from "../errors/domain-error";
import {
  bytesForCode,
  capturingMailer,
  capturingSms,
  memberRecord,
  MemoryLoginCodeStore,
  MemorySessionStore,
  readOnlyUsers,
  recordingHasher,
  scriptedRandom,
  steppingClock,
} from "../testing/account-doubles";
import { makeSendLoginCode } from "./send-login-code";
import { makeStartSession } from "./start-session";
import { makeVerifyLoginCode, type SignedIn } from "./verify-login-code";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { immediateUnitOfWork } from "../ports/unit-of-work";

const minute = 60_000;
const marie = memberRecord();

let codes: MemoryLoginCodeStore;
let sessions: MemorySessionStore;
let hasher: ReturnType<typeof recordingHasher>;
let clock: ReturnType<typeof steppingClock>;
let sendLoginCode: ReturnType<typeof makeSendLoginCode>;
let verifyLoginCode: ReturnType<typeof makeVerifyLoginCode>;

let unitOfWork: RecordingUnitOfWork;

beforeEach(() => {
  unitOfWork = new RecordingUnitOfWork();
  codes = new MemoryLoginCodeStore();
  sessions = new MemorySessionStore();
  hasher = recordingHasher();
  clock = steppingClock(new Date("2026-03-01T10:00:00Z"));
  const users = readOnlyUsers([marie]);
  // Codes come out in this order: 482913, then 105577, then 777001; session tokens after them.
  const random = scriptedRandom(bytesForCode("482913"), bytesForCode("105577"), bytesForCode("777001"));
  sendLoginCode = makeSendLoginCode({ users, codes, hasher, random, clock, mailer: capturingMailer(), sms: capturingSms(), unitOfWork: immediateUnitOfWork });
  verifyLoginCode = makeVerifyLoginCode({
    users,
    codes,
    hasher,
    clock,
    startSession: makeStartSession({ sessions, random: scriptedRandom(new Array<number>(32).fill(9)), clock }),
    unitOfWork,
  });
});

const send = (contact = marie.email ?? "", channel: "email" | "phone" = "email") =>
  Effect.runPromise(sendLoginCode({ channel, contact, language: "ht", registerUrl: "https://kominote.ht/register" }));

const verify = (code: string, contact = marie.email ?? "", channel: "email" | "phone" = "email") =>
  Effect.runPromise(Effect.result(verifyLoginCode({ channel, contact, code })));

const failureOf = (result: Result.Result<SignedIn, DomainError>): DomainError => {
  if (Result.isSuccess(result)) throw new Error("expected a failure");
  return result.failure;
};

describe("verifyLoginCode", () => {
  it("uses the code up and starts the session in one unit: a session that cannot be stored rolls back both", async () => {
    await send();
    sessions.create = () => Promise.reject(new Error("sessions down"));
    const exit = await Effect.runPromiseExit(verifyLoginCode({ channel: "email", contact: marie.email ?? "", code: "482913" }));
    expect(exit._tag).toBe("Failure");
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
  });

  it("signs the member in with the code that was sent, starting a session", async () => {
    await send();
    const result = await verify("482913", "Marie.Joseph@example.ht");
    if (!Result.isSuccess(result)) throw new Error("expected success");
    expect(result.success.user.id).toBe(marie.id);
    expect(sessions.sessions.get(result.success.token)?.userId).toBe(marie.id);
  });

  it("works by phone, the number typed with spaces", async () => {
    await send("+509 3712 3456", "phone");
    expect(Result.isSuccess(await verify("482913", "+50937123456", "phone"))).toBe(true);
  });

  it("accepts a code once only", async () => {
    await send();
    expect(Result.isSuccess(await verify("482913"))).toBe(true);
    expect(failureOf(await verify("482913")).code).toBe("LOGIN.CODE_INVALID");
  });

  it("refuses a code after its 10 minutes", async () => {
    await send();
    clock.advance(10 * minute);
    expect(failureOf(await verify("482913")).code).toBe("LOGIN.CODE_INVALID");
  });

  it("accepts a code until the end of its 10 minutes", async () => {
    await send();
    clock.advance(10 * minute - 1);
    expect(Result.isSuccess(await verify("482913"))).toBe(true);
  });

  it("refuses a code sent to another contact (a code is bound to its contact)", async () => {
    await send();
    await send("other@example.ht");
    expect(failureOf(await verify("105577")).code).toBe("LOGIN.CODE_INVALID");
    expect(failureOf(await verify("482913", "other@example.ht")).code).toBe("LOGIN.CODE_INVALID");
  });

  it("still accepts the right code after four wrong tries", async () => {
    await send();
    for (const wrong of ["000000", "111111", "222222", "333333"]) {
      expect(failureOf(await verify(wrong)).code).toBe("LOGIN.CODE_INVALID");
    }
    expect(Result.isSuccess(await verify("482913"))).toBe(true);
  });

  it("kills a code at its fifth wrong try: even the right code is then refused", async () => {
    await send();
    for (let i = 0; i < 4; i++) await verify("000000");
    const fifth = failureOf(await verify("000000"));
    expect(fifth.code).toBe("LOGIN.TOO_MANY_TRIES");
    expect(fifth.messageKey).toBe("errors.login.tooManyTries");
    expect(fifth.params).toEqual({ minutes: 10 });
    expect(failureOf(await verify("482913")).code).toBe("LOGIN.TOO_MANY_TRIES");
  });

  it("does not reset the failure count when a new code is asked", async () => {
    await send();
    for (let i = 0; i < 4; i++) await verify("000000");
    clock.advance(minute);
    await send();
    // The new code (105577) inherits four wrong tries: one more wrong one kills it.
    expect(failureOf(await verify("000000")).code).toBe("LOGIN.TOO_MANY_TRIES");
    expect(failureOf(await verify("105577")).code).toBe("LOGIN.TOO_MANY_TRIES");
  });

  it("answers a contact no account uses exactly like a wrong code", async () => {
    await send("nobody@example.ht");
    const unknown = failureOf(await verify("105577", "nobody@example.ht"));
    const wrong = failureOf(await verify("999999"));
    expect(unknown).toEqual(wrong);
    const neverAsked = failureOf(await verify("123456", "ghost@example.ht"));
    expect(neverAsked).toEqual(wrong);
  });

  it("compares hashes with the hasher's constant-time comparison", async () => {
    await send();
    await verify("000000");
    await verify("482913");
    expect(hasher.comparisons).toBe(2);
  });
});
