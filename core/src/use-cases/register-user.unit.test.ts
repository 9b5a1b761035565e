import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { DomainError } from "../errors/domain-error";
import { fixedClock } from "../ports/clock";
import type { Mailer } from "../ports/mailer";
import type { PublicService, ServiceRepository } from "../ports/service-repository";
import { isValidMemberNumber } from "../rules/member-number";
import { countingRandom, dataUrlOf, fakeImages, fakePasswords, capturingMailer, MemoryStorage, MemoryUsers, MemoryVerifications } from "../testing/account-doubles";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { makeRegisterUser } from "./register-user";
import { makeSendEmailVerificationLink } from "./send-email-verification-link";
import { makeStoreProfilePhoto } from "./store-profile-photo";

const now = new Date("2026-03-10T12:00:00Z");
const clock = fixedClock(now);

const sante: PublicService = {
  id: 7,
  slug: "sante",
  name: "Sante",
  description: "Klinik ak swen.",
  color: "#0f766e",
  imageUrl: null,
  taskCount: 0,
  contributorCount: 0,
  discussionCount: 0,
};
const services: ServiceRepository = {
  listPublicServices: async () => [sante],
  findById: async (id) => (id === sante.id ? sante : null),
  findBySlug: async (slug) => (slug === sante.slug ? sante : null),
};

/** "IMG..." is what the fake image processor accepts. */
const photo = dataUrlOf("image/png", "IMG-pixels");

const body = (overrides: Record<string, unknown> = {}) => ({
  fullName: "  Marie   Joseph ",
  email: "Marie.Joseph@Example.ht",
  phoneNumber: "+509 3712 3456",
  birthday: "1995-04-12",
  skills: ["technology.programming"],
  primaryService: "sante",
  password: "sekrè-solid-2026",
  confirmPassword: "sekrè-solid-2026",
  ...overrides,
});

let users: MemoryUsers;
let verifications: MemoryVerifications;
let mailer: ReturnType<typeof capturingMailer>;
let storage: MemoryStorage;
let register: ReturnType<typeof makeRegisterUser>;
let mailFailures: unknown[];
let unitOfWork: RecordingUnitOfWork;

beforeEach(() => {
  users = new MemoryUsers(() => now);
  verifications = new MemoryVerifications(users);
  mailer = capturingMailer();
  storage = new MemoryStorage();
  mailFailures = [];
  unitOfWork = new RecordingUnitOfWork();
  const random = countingRandom();
  register = makeRegisterUser({
    users,
    services,
    passwords: fakePasswords,
    storePhoto: makeStoreProfilePhoto({ images: fakeImages, storage, random, unitOfWork }),
    sendVerificationLink: makeSendEmailVerificationLink({
      verifications,
      mailer,
      random,
      clock,
      onMailFailure: (cause) => mailFailures.push(cause),
      unitOfWork,
    }),
    clock,
    unitOfWork,
  });
});

/** Registration with the test's doubles, some of them replaced. */
const registerWith = (overrides: Partial<Parameters<typeof makeRegisterUser>[0]>, sendingMailer: Mailer = mailer) =>
  makeRegisterUser({
    users,
    services,
    passwords: fakePasswords,
    storePhoto: makeStoreProfilePhoto({ images: fakeImages, storage, random: countingRandom(), unitOfWork }),
    sendVerificationLink: makeSendEmailVerificationLink({
      verifications,
      mailer: sendingMailer,
      random: countingRandom(),
      clock,
      onMailFailure: (cause) => mailFailures.push(cause),
      unitOfWork,
    }),
    clock,
    unitOfWork,
    ...overrides,
  });

const run = (input: Record<string, unknown>, language: "ht" | "en" = "ht") =>
  Effect.runPromise(Effect.result(register({ body: input, language, origin: "https://kominote.ht" })));

const failureOf = async (input: Record<string, unknown>): Promise<DomainError> => {
  const result = await run(input);
  if (!Result.isFailure(result)) throw new Error("expected a failure");
  return result.failure;
};

describe("registerUser", () => {
  it("creates the member with a normalized contact, a hashed password and the chosen service", async () => {
    const result = await run(body());
    if (!Result.isSuccess(result)) throw new Error("expected a success");
    const user = result.success;
    expect(user).toMatchObject({
      fullName: "Marie Joseph",
      email: "marie.joseph@example.ht",
      phoneNumber: "+50937123456",
      joinedServiceId: 7,
      role: "member",
      username: "KDS-0000001-8",
      kdsNumber: "KDS-0000001-8",
      socialDevelopmentAccountNumber: "KDS-0000001-8",
      profilePhoto: null,
    });
    expect(user).not.toHaveProperty("passwordHash");
    const stored = users.rows.get(user.id);
    expect(stored?.passwordHash).toBe("hashed:sekrè-solid-2026");
    expect(stored).toMatchObject({ primaryService: "sante", skills: ["technology.programming"], birthday: "1995-04-12", emailVerifiedAt: null });
  });

  it("gives each member the next number of the sequence, with a valid check digit", async () => {
    await run(body());
    const second = await run(body({ email: "jean@example.ht", phoneNumber: "+50937000000" }));
    if (!Result.isSuccess(second)) throw new Error("expected a success");
    expect(second.success.kdsNumber).toBe("KDS-0000002-6");
    expect(isValidMemberNumber(second.success.kdsNumber)).toBe(true);
  });

  it("sends a 48-hour link to confirm the e-mail address, in the requester's language", async () => {
    await run(body(), "en");
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0];
    expect(mail?.to).toBe("marie.joseph@example.ht");
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeDefined();
    expect(mail?.text).toContain(`https://kominote.ht/verify-email?token=${token ?? ""}`);
    expect(mail?.subject).toMatch(/e-mail|email/i);
    const link = await verifications.find(token ?? "");
    expect(link).toEqual({ userId: 1, email: "marie.joseph@example.ht", expiresAt: new Date("2026-03-12T12:00:00Z"), usedAt: null });
  });

  it("still registers the member when the mail cannot be sent", async () => {
    const failing = registerWith({}, { send: async () => Promise.reject(new Error("SMTP down")) });
    const result = await Effect.runPromise(Effect.result(failing({ body: body(), language: "ht", origin: "https://kominote.ht" })));
    expect(Result.isSuccess(result)).toBe(true);
    expect(mailFailures).toHaveLength(1);
  });

  it("hands the new member and the invitation link's code to the invitation hook", async () => {
    const accepted: unknown[] = [];
    const withInvitations = makeRegisterUser({
      users,
      services,
      passwords: fakePasswords,
      storePhoto: makeStoreProfilePhoto({ images: fakeImages, storage, random: countingRandom(), unitOfWork }),
      sendVerificationLink: makeSendEmailVerificationLink({ verifications, mailer, random: countingRandom(), clock, onMailFailure: () => undefined, unitOfWork }),
      clock,
      acceptInvitation: (contacts) => Effect.sync(() => void accepted.push(contacts)),
      unitOfWork,
    });
    await Effect.runPromise(withInvitations({ body: body({ inviteCode: " q3VxN8kLm2Pa " }), language: "ht", origin: "https://kominote.ht" }));
    await Effect.runPromise(withInvitations({ body: body({ email: "jean@example.ht", phoneNumber: "+50937000000" }), language: "ht", origin: "https://kominote.ht" }));
    expect(accepted).toEqual([
      { userId: 1, email: "marie.joseph@example.ht", phoneNumber: "+50937123456", inviteCode: "q3VxN8kLm2Pa" },
      { userId: 2, email: "jean@example.ht", phoneNumber: "+50937000000", inviteCode: null },
    ]);
  });

  it("is one unit of work with the invitation's credit: a failing credit keeps nothing and mails no link", async () => {
    const withFailingCredit = registerWith({ acceptInvitation: () => Effect.die(new Error("ledger down")) });
    const exit = await Effect.runPromiseExit(withFailingCredit({ body: body(), language: "ht", origin: "https://kominote.ht" }));
    expect(exit._tag).toBe("Failure");
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
    expect(mailer.sent).toEqual([]);
  });

  it("mails the confirmation link only once the registration is committed", async () => {
    const seenAtSending: string[][] = [];
    const watching = registerWith({}, { send: async () => void seenAtSending.push([...unitOfWork.outcomes]) });
    await Effect.runPromise(watching({ body: body(), language: "ht", origin: "https://kominote.ht" }));
    expect(seenAtSending).toEqual([["committed"]]);
  });

  it("stores the photo cleaned, under a server-made name, and gives its URL", async () => {
    const result = await run(body({ profilePhoto: photo }));
    if (!Result.isSuccess(result)) throw new Error("expected a success");
    const url = result.success.profilePhoto ?? "";
    expect(url).toMatch(/^\/media\/profile-[A-Za-z0-9_-]{22}\.webp$/);
    expect(storage.files.get(url.slice("/media/".length))?.contentType).toBe("image/webp");
  });

  it("refuses a photo whose bytes are not a picture, naming the field", async () => {
    const failure = await failureOf(body({ profilePhoto: dataUrlOf("image/jpeg", "just text") }));
    expect(failure).toMatchObject({ code: "REQUEST.INVALID", fields: { profilePhoto: "validation.photo.type" } });
    expect(users.rows.size).toBe(0);
  });

  it.each([
    [{ email: "MARIE.joseph@example.ht" }, "USER.EMAIL_TAKEN", "email"],
    [{ email: "other@example.ht", phoneNumber: "+5093712 3456" }, "USER.PHONE_TAKEN", "phoneNumber"],
  ])("refuses a contact another member uses (%j)", async (overrides, code, field) => {
    await run(body());
    const failure = await failureOf(body(overrides));
    expect(failure.code).toBe(code);
    expect(Object.keys(failure.fields ?? {})).toEqual([field]);
    expect(users.rows.size).toBe(1);
  });

  it("reports a contact taken by a registration racing this one", async () => {
    const racing = Object.assign(Object.create(users) as MemoryUsers, { findByEmail: async () => null, findByPhone: async () => null });
    await run(body());
    const raced = makeRegisterUser({
      users: racing,
      services,
      passwords: fakePasswords,
      storePhoto: makeStoreProfilePhoto({ images: fakeImages, storage, random: countingRandom(), unitOfWork }),
      sendVerificationLink: makeSendEmailVerificationLink({ verifications, mailer, random: countingRandom(), clock, onMailFailure: () => {}, unitOfWork }),
      clock,
      unitOfWork,
    });
    const result = await Effect.runPromise(Effect.result(raced({ body: body(), language: "ht", origin: "https://kominote.ht" })));
    expect(Result.isFailure(result) && result.failure.code).toBe("USER.EMAIL_TAKEN");
  });

  it("refuses a service that does not exist", async () => {
    const failure = await failureOf(body({ primaryService: "pa-egziste" }));
    expect(failure).toMatchObject({ code: "REQUEST.INVALID", fields: { primaryService: "errors.user.primaryServiceUnknown" } });
  });

  it("checks the age and future birthdays against today's date", async () => {
    expect((await failureOf(body({ birthday: "2026-03-11" }))).fields).toHaveProperty("birthday");
    expect((await failureOf(body({ birthday: "2020-01-01" }))).fields).toHaveProperty("birthday");
  });

  it("reports every bad field with its catalog key", async () => {
    const failure = await failureOf(body({ email: "pa-bon", confirmPassword: "lòt-bagay-2026" }));
    expect(failure.code).toBe("REQUEST.INVALID");
    expect(failure.fields).toMatchObject({ email: "validation.email.invalid", confirmPassword: "validation.password.mismatch" });
    expect(mailer.sent).toHaveLength(0);
  });
});
