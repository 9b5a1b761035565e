import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { DomainError } from "../errors/domain-error";
import {
  bytesForCode,
  capturingMailer,
  capturingSms,
  memberRecord,
  MemoryLoginCodeStore,
  readOnlyUsers,
  recordingHasher,
  scriptedRandom,
  steppingClock,
} from "../testing/account-doubles";
import { makeSendLoginCode } from "./send-login-code";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";

const minute = 60_000;
const registerUrl = "https://kominote.ht/register";

let codes: MemoryLoginCodeStore;
let clock: ReturnType<typeof steppingClock>;
let mailer: ReturnType<typeof capturingMailer>;
let sms: ReturnType<typeof capturingSms>;
let sendLoginCode: ReturnType<typeof makeSendLoginCode>;

let unitOfWork: RecordingUnitOfWork;

beforeEach(() => {
  unitOfWork = new RecordingUnitOfWork();
  codes = new MemoryLoginCodeStore();
  clock = steppingClock(new Date("2026-03-01T10:00:00Z"));
  mailer = capturingMailer();
  sms = capturingSms();
  sendLoginCode = makeSendLoginCode({
    users: readOnlyUsers([memberRecord()]),
    codes,
    hasher: recordingHasher(),
    random: scriptedRandom(bytesForCode("482913"), bytesForCode("105577"), bytesForCode("777001")),
    clock,
    mailer,
    sms,
    unitOfWork,
  });
});

const send = (contact = "marie.joseph@example.ht", channel: "email" | "phone" = "email") =>
  Effect.runPromise(Effect.result(sendLoginCode({ channel, contact, language: "en", registerUrl })));

const failureOf = (result: Result.Result<unknown, DomainError>): DomainError => {
  if (Result.isSuccess(result)) throw new Error("expected a failure");
  return result.failure;
};

describe("sendLoginCode", () => {
  it("commits the code and its count as one unit before the message leaves", async () => {
    const outcomesAtSending: string[][] = [];
    mailer.send = async () => void outcomesAtSending.push([...unitOfWork.outcomes]);
    await send();
    expect(outcomesAtSending).toEqual([["committed"]]);
  });

  it("e-mails a member a 6-digit code valid 10 minutes", async () => {
    const result = await send("  Marie.Joseph@Example.HT ");
    expect(result).toEqual(Result.succeed({ resendAfterSeconds: 60 }));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.to).toBe("marie.joseph@example.ht");
    expect(mailer.sent[0]?.text).toContain("482913");
    expect(mailer.sent[0]?.text).toContain("10");
    expect((await codes.find("email:marie.joseph@example.ht"))?.expiresAt).toEqual(new Date("2026-03-01T10:10:00Z"));
  });

  it("texts a member's phone, the number normalized", async () => {
    await send("+509 3712 3456", "phone");
    expect(sms.sent).toEqual([{ to: "+50937123456", body: expect.stringContaining("482913") }]);
  });

  it("stores the code only as a keyed hash bound to the contact", async () => {
    await send();
    const stored = await codes.find("email:marie.joseph@example.ht");
    expect(stored?.codeHash).toBe("keyed(email:marie.joseph@example.ht#482913)");
    expect(stored?.codeHash).not.toBe("482913");
  });

  it("answers an unknown contact exactly as a known one, and tells it how to register", async () => {
    const known = await send();
    const unknown = await send("nobody@example.ht");
    expect(unknown).toEqual(known);
    const message = mailer.sent[1];
    expect(message?.to).toBe("nobody@example.ht");
    expect(message?.text).not.toContain("105577");
    expect(message?.text).toContain(registerUrl);
    await send("+50938112222", "phone");
    expect(sms.sent[0]?.body).toContain(registerUrl);
  });

  it("stores a code for an unknown contact too, so verifying it behaves like for a member", async () => {
    await send("nobody@example.ht");
    expect(await codes.find("email:nobody@example.ht")).not.toBeNull();
  });

  it("sends at most one code a minute to a contact, telling when to ask again", async () => {
    await send();
    clock.advance(30_000);
    const error = failureOf(await send());
    expect(error.code).toBe("LOGIN.TOO_SOON");
    expect(error.messageKey).toBe("errors.login.tooSoon");
    expect(error.params).toEqual({ minutes: 1 });
    expect(mailer.sent).toHaveLength(1);
    clock.advance(30_000);
    expect(Result.isSuccess(await send())).toBe(true);
  });

  it("sends at most five codes an hour to a contact", async () => {
    for (let i = 0; i < 5; i++) {
      expect(Result.isSuccess(await send())).toBe(true);
      clock.advance(2 * minute);
    }
    const error = failureOf(await send());
    expect(error.code).toBe("LOGIN.TOO_SOON");
    // The first code went out at 10:00, so the sixth may go at 11:00; it is now 10:10.
    expect(error.params).toEqual({ minutes: 50 });
    clock.advance(50 * minute);
    expect(Result.isSuccess(await send())).toBe(true);
  });

  it("limits each contact on its own", async () => {
    await send();
    expect(Result.isSuccess(await send("other@example.ht"))).toBe(true);
  });

  it("keeps the tries of the code it replaces while that code is still valid", async () => {
    await send();
    const key = "email:marie.joseph@example.ht";
    await codes.takeTry(key, { now: clock.now(), maxTries: 5 });
    await codes.takeTry(key, { now: clock.now(), maxTries: 5 });
    clock.advance(minute);
    await send();
    expect((await codes.find(key))?.tries).toBe(2);
  });

  it("starts a new count once the previous code has expired", async () => {
    await send();
    const key = "email:marie.joseph@example.ht";
    await codes.takeTry(key, { now: clock.now(), maxTries: 5 });
    clock.advance(10 * minute);
    await send();
    expect((await codes.find(key))?.tries).toBe(0);
  });

  it("sends no new code while a code that used its five tries is still valid", async () => {
    await send();
    const key = "email:marie.joseph@example.ht";
    for (let i = 0; i < 5; i++) await codes.takeTry(key, { now: clock.now(), maxTries: 5 });
    clock.advance(2 * minute);
    const error = failureOf(await send());
    expect(error.code).toBe("LOGIN.TOO_MANY_TRIES");
    expect(error.params).toEqual({ minutes: 8 });
    clock.advance(8 * minute);
    expect(Result.isSuccess(await send())).toBe(true);
  });
});
