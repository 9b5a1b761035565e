import { createHmac } from "node:crypto";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { HmacSecretHasher } from "./hmac-secret-hasher";
import { KnexLoginCodeStore } from "./knex-login-code-store";
import { KnexSessionStore } from "./knex-session-store";
import { KnexUserRepository } from "./knex-user-repository";

const key = new Uint8Array(32).fill(3);
const hasher = new HmacSecretHasher(key);
const token = "A".repeat(43);
const at = (iso: string) => new Date(iso);

const newMember = (overrides: Partial<Parameters<KnexUserRepository["create"]>[0]> = {}) => ({
  fullName: "Marie Joseph",
  email: "Marie.Joseph@Example.ht",
  phoneNumber: "+50937123456",
  username: "KDS-0000001-8",
  birthday: "1990-05-14",
  profilePhoto: null,
  skills: ["work.plumbing", "work.electrical"],
  primaryService: "dlo-potab",
  joinedServiceId: null,
  passwordHash: null,
  ...overrides,
});

describe.each(testDatabaseTargets())("accounts on $name", (target) => {
  let database: TestDatabase;
  let db: Knex;
  let users: KnexUserRepository;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    users = new KnexUserRepository(db);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db("sessions").delete();
    await db("login_codes").delete();
    await db("login_code_sends").delete();
    await db("users").delete();
  });

  describe("KnexUserRepository", () => {
    it("creates a member with the lowercase e-mail and finds them by id, e-mail (any case) and phone", async () => {
      const created = await users.create(newMember());
      expect(created).toMatchObject({
        fullName: "Marie Joseph",
        email: "marie.joseph@example.ht",
        phoneNumber: "+50937123456",
        birthday: "1990-05-14",
        role: "member",
        skills: ["work.plumbing", "work.electrical"],
        primaryService: "dlo-potab",
        emailVerifiedAt: null,
      });
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(await users.findById(created.id)).toEqual(created);
      expect(await users.findByEmail("MARIE.joseph@example.ht")).toEqual(created);
      expect(await users.findByPhone("+509 3712 3456")).toEqual(created);
      expect(await users.findByEmail("nobody@example.ht")).toBeNull();
    });

    it("refuses a second account with the same e-mail or phone with a DomainError", async () => {
      await users.create(newMember());
      await expect(users.create(newMember({ phoneNumber: "+50911112222", username: "KDS-0000002-6", email: "MARIE.JOSEPH@example.ht" }))).rejects.toMatchObject({
        code: "USER.EMAIL_TAKEN",
      });
      await expect(users.create(newMember({ email: "other@example.ht", username: "KDS-0000002-6" }))).rejects.toMatchObject({
        code: "USER.PHONE_TAKEN",
      });
    });

    it("updates the profile, the photo, the role and the e-mail confirmation", async () => {
      const { id } = await users.create(newMember());
      const updated = await users.updateProfile(id, { bio: "Enjenyè", address: "Jacmel", email: "New@Example.ht" });
      expect(updated).toMatchObject({ bio: "Enjenyè", address: "Jacmel", email: "new@example.ht", fullName: "Marie Joseph" });
      await users.setProfilePhoto(id, "/media/photos/1.webp");
      await users.setRole(id, "moderator");
      await users.markEmailVerified(id, at("2026-03-01T10:00:00Z"));
      expect(await users.findById(id)).toMatchObject({
        profilePhoto: "/media/photos/1.webp",
        role: "moderator",
        emailVerifiedAt: at("2026-03-01T10:00:00Z"),
      });
      expect(await users.updateProfile(9999, { bio: "x" })).toBeNull();
    });

    it("hands out member sequence numbers that never repeat", async () => {
      const first = await users.nextMemberSequence();
      const second = await users.nextMemberSequence();
      expect(second).toBe(first + 1);
    });
  });

  describe("KnexSessionStore", () => {
    it("keeps only the token's keyed hash, and reads the session with the member's current role", async () => {
      const { id } = await users.create(newMember());
      const sessions = new KnexSessionStore(db, hasher);
      await sessions.create(token, { userId: id, createdAt: at("2026-03-01T10:00:00Z"), expiresAt: at("2026-03-31T10:00:00Z") });

      const rows = (await db("sessions").select("*")) as Record<string, unknown>[];
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]?.token_hash).toBe(createHmac("sha256", key).update(token).digest("hex"));

      await users.setRole(id, "admin");
      expect(await sessions.find(token)).toEqual({
        userId: id,
        role: "admin",
        createdAt: at("2026-03-01T10:00:00Z"),
        lastActiveAt: at("2026-03-01T10:00:00Z"),
        expiresAt: at("2026-03-31T10:00:00Z"),
      });
      await sessions.touch(token, at("2026-03-02T08:00:00Z"));
      expect((await sessions.find(token))?.lastActiveAt).toEqual(at("2026-03-02T08:00:00Z"));
      await sessions.delete(token);
      expect(await sessions.find(token)).toBeNull();
    });

    it("finds nothing with another key (a copied table is useless without the server's key)", async () => {
      const { id } = await users.create(newMember());
      await new KnexSessionStore(db, hasher).create(token, { userId: id, createdAt: new Date(), expiresAt: new Date() });
      expect(await new KnexSessionStore(db, new HmacSecretHasher(new Uint8Array(32).fill(4))).find(token)).toBeNull();
    });

    it("looks sessions up by an index on the token hash", async () => {
      const indexes = (await db.raw(
        "select indexdef from pg_indexes where tablename = 'sessions' and schemaname = current_schema()",
      )) as { rows: { indexdef: string }[] };
      expect(indexes.rows.some((row) => /\(token_hash\)/.test(row.indexdef))).toBe(true);
    });

    it("ends a member's sessions when the member is deleted", async () => {
      const { id } = await users.create(newMember());
      const sessions = new KnexSessionStore(db, hasher);
      await sessions.create(token, { userId: id, createdAt: new Date(), expiresAt: new Date() });
      await db("users").where({ id }).delete();
      expect(await sessions.find(token)).toBeNull();
    });
  });

  describe("KnexLoginCodeStore", () => {
    const contact = "email:marie.joseph@example.ht";
    const now = at("2026-03-01T10:00:00Z");
    const code = { codeHash: "h1", expiresAt: at("2026-03-01T10:10:00Z"), tries: 0 };

    it("saves, replaces and finds a contact's code", async () => {
      const codes = new KnexLoginCodeStore(db);
      expect(await codes.find(contact)).toBeNull();
      await codes.save(contact, code);
      await codes.save(contact, { codeHash: "h2", expiresAt: at("2026-03-01T10:11:00Z"), tries: 3 });
      expect(await codes.find(contact)).toEqual({ codeHash: "h2", expiresAt: at("2026-03-01T10:11:00Z"), tries: 3 });
    });

    it("counts tries atomically up to the limit, even when they arrive together", async () => {
      const codes = new KnexLoginCodeStore(db);
      await codes.save(contact, code);
      const taken = await Promise.all(Array.from({ length: 8 }, () => codes.takeTry(contact, { now, maxTries: 5 })));
      expect(taken.filter((entry) => entry !== null).map((entry) => entry?.tries).sort()).toEqual([1, 2, 3, 4, 5]);
      expect((await codes.find(contact))?.tries).toBe(5);
    });

    it("counts no try on an expired code", async () => {
      const codes = new KnexLoginCodeStore(db);
      await codes.save(contact, code);
      expect(await codes.takeTry(contact, { now: code.expiresAt, maxTries: 5 })).toBeNull();
      expect(await codes.takeTry("email:nobody@example.ht", { now, maxTries: 5 })).toBeNull();
    });

    it("consumes only the code that was matched", async () => {
      const codes = new KnexLoginCodeStore(db);
      await codes.save(contact, code);
      expect(await codes.consume(contact, "other")).toBe(false);
      expect(await codes.consume(contact, "h1")).toBe(true);
      expect(await codes.consume(contact, "h1")).toBe(false);
      expect(await codes.find(contact)).toBeNull();
    });

    it("lists the sends after a moment, oldest first", async () => {
      const codes = new KnexLoginCodeStore(db);
      await codes.recordSend(contact, at("2026-03-01T09:00:00Z"));
      await codes.recordSend(contact, at("2026-03-01T09:40:00Z"));
      await codes.recordSend(contact, at("2026-03-01T09:20:00Z"));
      await codes.recordSend("phone:+50937123456", at("2026-03-01T09:30:00Z"));
      expect(await codes.sendsSince(contact, at("2026-03-01T09:00:00Z"))).toEqual([
        at("2026-03-01T09:20:00Z"),
        at("2026-03-01T09:40:00Z"),
      ]);
    });
  });
});
