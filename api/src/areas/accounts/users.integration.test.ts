import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { whileRefusing } from "../../testing/refuse-inserts";

/** A 2x2 red PNG, as a phone's browser would send it. */
const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4YWNzwsaGAUIBACU+BQE37XHpAAAAAElFTkSuQmCC";

const write = { "content-type": "application/json", "x-requested-with": "fetch" };

let dataDir: string;
let testApp: TestApp;
/** Everything the server logged: the outbox prints each message it keeps, links included. */
let log = "";

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "kominote-users-"));
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  testApp = await createTestApp({ settings: { DATA_DIR: dataDir, PUBLIC_ORIGIN: "https://kominote.example" }, logStream });
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

let counter = 0;
const registration = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    fullName: "Marie Joseph",
    email: `marie${String(counter)}@example.ht`,
    phoneNumber: `+509 3712 ${String(1000 + counter)}`,
    birthday: "1995-04-12",
    skills: ["technology.programming"],
    primaryService: "sante",
    password: "sekrè-solid-2026",
    confirmPassword: "sekrè-solid-2026",
    ...overrides,
  };
};

const register = (body: Record<string, unknown>, language = "ht") =>
  testApp.app.inject({ method: "POST", url: "/api/users", headers: { ...write, "accept-language": language }, payload: body });

const cookieOf = (response: { headers: Record<string, unknown> }): string => {
  const header = response.headers["set-cookie"];
  const first = Array.isArray(header) ? String(header[0]) : String(header);
  return first.split(";")[0] ?? "";
};

/** The newest confirmation link the outbox printed for this address. */
const tokenSentTo = (email: string): string => {
  const matches = [...log.matchAll(/E-mail to ([^ ]+) at [^\n\\]*(?:\\n|\n)[\s\S]*?verify-email\?token=([A-Za-z0-9_-]{43})/g)];
  const token = matches.filter((match) => match[1] === email).at(-1)?.[2];
  if (token === undefined) throw new Error(`no link was sent to ${email}`);
  return token;
};

/** The files the server stored, photos included (none before the first). */
const storedFiles = async (): Promise<string[]> => readdir(join(dataDir, "uploads")).catch(() => []);

describe("POST /api/users", () => {
  it("registers the member, signs them in, stores the photo and sends a confirmation link", async () => {
    const body = registration({ profilePhoto: png, email: "Marie.Photo@Example.ht" });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const user = response.json<Record<string, unknown>>();
    expect(user).toMatchObject({ fullName: "Marie Joseph", email: "marie.photo@example.ht", role: "member" });
    expect(user.kdsNumber).toMatch(/^KDS-\d{7}-\d$/);
    expect(user.socialDevelopmentAccountNumber).toBe(user.kdsNumber);
    expect(user.username).toBe(user.kdsNumber);
    expect(user).not.toHaveProperty("passwordHash");

    const current = await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookieOf(response) } });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ id: user.id, username: user.kdsNumber });

    const photo = await testApp.app.inject({ method: "GET", url: String(user.profilePhoto) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(photo.headers["x-content-type-options"]).toBe("nosniff");
    expect(photo.headers["cache-control"]).toContain("immutable");
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe("WEBP");

    expect(tokenSentTo("marie.photo@example.ht")).toHaveLength(43);
    expect(log).toContain("https://kominote.example/verify-email?token=");
  });

  it("keeps neither the member nor their photo when the confirmation link cannot be stored", async () => {
    const body = registration({ profilePhoto: png });
    const photosBefore = await storedFiles();
    expect((await whileRefusing(testApp.database, { table: "email_verifications" }, () => register(body))).statusCode).toBe(500);
    expect(await testApp.database("users").where({ email: body.email }).first("id")).toBeUndefined();
    expect(await storedFiles()).toEqual(photosBefore);
    expect((await register(body)).statusCode).toBe(201);
  });

  it("counts the new member among the service's contributors at once", async () => {
    const before = await testApp.app.inject({ method: "GET", url: "/api/public-services" });
    const count = (response: typeof before) =>
      response.json<{ slug: string; contributorCount: number }[]>().find((service) => service.slug === "sante")?.contributorCount;
    const initial = count(before) ?? 0;
    await register(registration());
    expect(count(await testApp.app.inject({ method: "GET", url: "/api/public-services" }))).toBe(initial + 1);
  });

  it.each([
    ["email", "USER.EMAIL_TAKEN", "An account already uses this e-mail address. Sign in or use another address."],
    ["phoneNumber", "USER.PHONE_TAKEN", "An account already uses this phone number. Sign in or use another number."],
  ] as const)("answers 409 when the %s is taken, in the requester's language", async (field, code, message) => {
    const first = registration();
    await register(first);
    const second = registration({ [field]: first[field] });
    const response = await register(second, "en");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code, message, fields: { [field]: message } });
  });

  it("refuses a file that is not a picture, whatever its declared type", async () => {
    const text = `data:image/jpeg;base64,${Buffer.from("Sa a se pa yon foto").toString("base64")}`;
    const response = await register(registration({ profilePhoto: text }), "en");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { profilePhoto: "You must choose a photo (JPG, PNG or GIF)." } });
  });

  it("refuses someone too young, checked against today's date", async () => {
    const lastYear = `${String(new Date().getUTCFullYear() - 1)}-01-01`;
    const response = await register(registration({ birthday: lastYear }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID" });
    expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty("birthday");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a phone number that is no number, and signs nobody in", async () => {
    const response = await register(registration({ phoneNumber: "12" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { phoneNumber: "Nimewo telefòn sa a pa valid" } });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("reads a local number as Haitian and keeps it in E.164", async () => {
    counter += 1;
    const local = `38 ${String(100000 + counter).slice(1, 3)} ${String(1000 + counter)}`;
    const registered = await register(registration({ phoneNumber: local }));
    expect(registered.statusCode).toBe(201);
    const current = await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookieOf(registered) } });
    expect(current.json<{ phoneNumber: string }>().phoneNumber).toBe(`+509${local.replace(/ /g, "")}`);
  });

  it("refuses a skill that is not in the catalogue, in the member's language", async () => {
    const response = await register(registration({ skills: ["x"] }), "en");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { skills: "Choose skills from the list only" } });
  });

  it("refuses a service that does not exist", async () => {
    const response = await register(registration({ primaryService: "pa-egziste" }), "fr");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { primaryService: "Ce service n'existe pas. Veuillez en choisir un dans la liste." } });
  });
});

describe("GET /api/verify-email", () => {
  const verify = (query: string, language = "ht") =>
    testApp.app.inject({ method: "GET", url: `/api/verify-email${query}`, headers: { "accept-language": language } });

  it("confirms the address once, then says it is already confirmed", async () => {
    const body = registration();
    await register(body);
    const token = tokenSentTo(body.email);
    const first = await verify(`?token=${token}`, "en");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ verified: true, alreadyVerified: false, message: "Your e-mail address is verified. Thank you!" });
    const again = await verify(`?token=${token}`, "en");
    expect(again.json()).toEqual({ verified: true, alreadyVerified: true, message: "Your e-mail address was already verified." });
  });

  it("leaves the link usable when the address cannot be marked verified", async () => {
    const body = registration();
    await register(body);
    const token = tokenSentTo(body.email);
    expect((await whileRefusing(testApp.database, { table: "users", operation: "update" }, () => verify(`?token=${token}`, "en"))).statusCode).toBe(500);
    expect((await verify(`?token=${token}`, "en")).json()).toMatchObject({ verified: true, alreadyVerified: false });
  });

  it.each(["", "?token=", "?token=abc"])("answers 400 'Token pa valid' for %j", async (query) => {
    const response = await verify(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", message: "Token pa valid" });
  });

  it("answers a clear error for a token it never sent", async () => {
    const response = await verify(`?token=${"A".repeat(43)}`, "es");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "EMAIL_VERIFICATION.INVALID",
      message: "Este enlace de verificación no es válido o ya se usó. Pide un enlace nuevo.",
    });
  });
});

describe("PATCH /api/users/{id}/profile", () => {
  const patch = (id: unknown, cookie: string | undefined, payload: Record<string, unknown>, language = "en") =>
    testApp.app.inject({
      method: "PATCH",
      url: `/api/users/${String(id)}/profile`,
      headers: { ...write, "accept-language": language, ...(cookie === undefined ? {} : { cookie }) },
      payload,
    });

  it("saves the member's own profile; a new e-mail address gets a new link", async () => {
    const registered = await register(registration());
    const { id } = registered.json<{ id: number }>();
    const cookie = cookieOf(registered);
    const response = await patch(id, cookie, { fullName: "Marie  Joseph Pierre", address: "Jakmèl", bio: "Enfimyè.", email: "Nouvo.Adres@example.ht" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, fullName: "Marie Joseph Pierre", address: "Jakmèl", bio: "Enfimyè.", email: "nouvo.adres@example.ht" });
    expect(tokenSentTo("nouvo.adres@example.ht")).toHaveLength(43);

    const current = await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(current.json()).toMatchObject({ fullName: "Marie Joseph Pierre", email: "nouvo.adres@example.ht" });
  });

  it("changes and removes the photo", async () => {
    const registered = await register(registration());
    const { id } = registered.json<{ id: number }>();
    const cookie = cookieOf(registered);
    const withPhoto = await patch(id, cookie, { profilePhoto: png });
    const url = withPhoto.json<{ profilePhoto: string }>().profilePhoto;
    expect(url).toMatch(/^\/media\/profile-[A-Za-z0-9_-]{22}\.webp$/);
    expect((await testApp.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const removed = await patch(id, cookie, { profilePhoto: null });
    expect(removed.json()).toMatchObject({ profilePhoto: null });
  });

  it("answers 403 for another member's profile and changes nothing", async () => {
    const registered = await register(registration());
    const victim = registered.json<{ id: number }>();
    const attacker = await register(registration());
    const response = await patch(victim.id, cookieOf(attacker), { fullName: "Lòt Moun" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "AUTH.FORBIDDEN" });
    const unchanged = await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookieOf(registered) } });
    expect(unchanged.json()).toMatchObject({ id: victim.id, fullName: "Marie Joseph" });
  });

  it("keeps a phone number in E.164 and refuses one that is no number", async () => {
    const registered = await register(registration());
    const { id } = registered.json<{ id: number }>();
    const cookie = cookieOf(registered);
    const refused = await patch(id, cookie, { phoneNumber: "12" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { phoneNumber: "This phone number is not valid" } });
    const international = await patch(id, cookie, { phoneNumber: "+1 (212) 555-0123" });
    expect(international.json()).toMatchObject({ phoneNumber: "+12125550123" });
  });

  it("keeps nothing of a change whose new address's link cannot be stored, and mails no link", async () => {
    const registered = await register(registration());
    const { id, email } = registered.json<{ id: number; email: string }>();
    const cookie = cookieOf(registered);
    const change = { fullName: "Marie Chanje", email: `chanje${String(id)}@example.ht`, profilePhoto: png };
    const photosBefore = await storedFiles();
    expect((await whileRefusing(testApp.database, { table: "email_verifications" }, () => patch(id, cookie, change))).statusCode).toBe(500);
    const current = await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(current.json()).toMatchObject({ fullName: "Marie Joseph", email, profilePhoto: null });
    expect(await storedFiles()).toEqual(photosBefore);
    expect(() => tokenSentTo(change.email)).toThrow();
    expect((await patch(id, cookie, change)).statusCode).toBe(200);
    expect(tokenSentTo(change.email)).toHaveLength(43);
  });

  it("answers 401 when nobody is signed in", async () => {
    expect((await patch(1, undefined, { fullName: "Lòt Moun" })).statusCode).toBe(401);
  });

  it("answers 409 for an address another member uses", async () => {
    const other = registration();
    await register(other);
    const registered = await register(registration());
    const response = await patch(registered.json<{ id: number }>().id, cookieOf(registered), { email: other.email });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "USER.EMAIL_TAKEN", fields: { email: expect.any(String) } });
  });
});

describe("GET /media/<key>", () => {
  it.each(["/media/profile-nothing-here.webp", "/media/..%2F..%2Fpackage.json", "/media/%2e%2e%2fsecret", "/media/secret.type"])(
    "answers 404 for %s",
    async (url) => {
      const response = await testApp.app.inject({ method: "GET", url, headers: { "accept-language": "en" } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "REQUEST.NOT_FOUND" });
    },
  );
});
