import { createHmac } from "node:crypto";
import type { Role } from "@kominote/core/schemas/users";
import { MemoryLoginCodeStore, MemorySessionStore, MemoryUsers } from "@kominote/core/testing/account-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { HmacSecretHasher } from "./hmac-secret-hasher";
import { KnexLoginCodeStore } from "./knex-login-code-store";
import { KnexSessionStore } from "./knex-session-store";
import { KnexUserRepository } from "./knex-user-repository";
import { loginCodeStoreContract } from "./login-code-store.contract";
import { sessionStoreContract, type SessionHarness } from "./session-store.contract";
import { userRepositoryContract } from "./user-repository.contract";

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

/** The in-memory twins the use-case tests rely on, held to the same promises. */
describe("accounts in memory", () => {
  describe("UserRepository", () => userRepositoryContract(async () => ({ users: new MemoryUsers(() => new Date()) })));
  describe("SessionStore", () =>
    sessionStoreContract(async (): Promise<SessionHarness> => {
      const roles = new Map<number, Role>();
      return {
        sessions: new MemorySessionStore((userId) => roles.get(userId) ?? "member"),
        given: {
          member: async () => {
            const id = roles.size + 1;
            roles.set(id, "member");
            return id;
          },
          setRole: async (memberId, role) => void roles.set(memberId, role),
        },
      };
    }));
  describe("LoginCodeStore", () => loginCodeStoreContract(async () => new MemoryLoginCodeStore()));
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

  const emptied = async () => {
    await db("sessions").delete();
    await db("login_codes").delete();
    await db("login_code_sends").delete();
    await db("users").delete();
  };

  describe("UserRepository", () => userRepositoryContract(async () => (await emptied(), { users })));
  describe("SessionStore", () =>
    sessionStoreContract(async () => {
      await emptied();
      let members = 0;
      return {
        sessions: new KnexSessionStore(db, hasher),
        given: {
          member: async () => (await users.create(newMember({ email: null, phoneNumber: null, username: `KDS-000000${String((members += 1))}-0` }))).id,
          setRole: (memberId, role) => users.setRole(memberId, role),
        },
      };
    }));
  describe("LoginCodeStore", () => loginCodeStoreContract(async () => (await emptied(), new KnexLoginCodeStore(db))));

  describe("KnexSessionStore", () => {
    it("keeps only the token's keyed hash", async () => {
      const { id } = await users.create(newMember());
      const sessions = new KnexSessionStore(db, hasher);
      await sessions.create(token, { userId: id, createdAt: at("2026-03-01T10:00:00Z"), expiresAt: at("2026-03-31T10:00:00Z") });

      const rows = (await db("sessions").select("*")) as Record<string, unknown>[];
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]?.token_hash).toBe(createHmac("sha256", key).update(token).digest("hex"));
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

    it("writes many sessions' activity times in one batch, never moving one back", async () => {
      const rose = await users.create(newMember());
      const jak = await users.create(newMember({ email: "jak@example.ht", phoneNumber: "+50937123457", username: "KDS-0000002-6" }));
      const sessions = new KnexSessionStore(db, hasher);
      const started = { createdAt: at("2026-03-01T10:00:00Z"), expiresAt: at("2026-03-31T10:00:00Z") };
      await sessions.create("rose-token", { userId: rose.id, ...started });
      await sessions.create("jak-token", { userId: jak.id, ...started });
      await sessions.touch("jak-token", at("2026-03-02T12:00:00Z"));
      await sessions.touchMany(
        new Map([
          ["rose-token", at("2026-03-02T09:00:00Z")],
          ["jak-token", at("2026-03-02T08:00:00Z")],
          ["signed-out-token", at("2026-03-02T09:00:00Z")],
        ]),
      );
      expect((await sessions.find("rose-token"))?.lastActiveAt).toEqual(at("2026-03-02T09:00:00Z"));
      expect((await sessions.find("jak-token"))?.lastActiveAt).toEqual(at("2026-03-02T12:00:00Z"));
    });

    it("ends a member's sessions when the member is deleted", async () => {
      const { id } = await users.create(newMember());
      const sessions = new KnexSessionStore(db, hasher);
      await sessions.create(token, { userId: id, createdAt: new Date(), expiresAt: new Date() });
      await db("users").where({ id }).delete();
      expect(await sessions.find(token)).toBeNull();
    });
  });
});
