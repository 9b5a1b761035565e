import { MemoryUsers, MemoryVerifications } from "@kominote/core/testing/account-doubles";
import { KnexUserRepository } from "./knex-user-repository";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { KnexEmailVerificationStore } from "./knex-email-verification-store";
import { emailVerificationStoreContract } from "./email-verification-store.contract";
import { KnexMemberDirectory } from "./knex-member-directory";

/** The in-memory twin the use-case tests rely on, held to the same promises. */
describe("EmailVerificationStore in memory", () =>
  emailVerificationStoreContract(async () => {
    const users = new MemoryUsers(() => new Date());
    return { users, verifications: new MemoryVerifications(users) };
  }));

describe.each(testDatabaseTargets())("registration stores on $name", (target) => {
  let database: TestDatabase;
  let users: KnexUserRepository;
  let verifications: KnexEmailVerificationStore;
  let userId: number;
  const expiresAt = new Date("2026-03-12T12:00:00Z");

  beforeAll(async () => {
    database = await target.open();
    users = new KnexUserRepository(database.db);
    verifications = new KnexEmailVerificationStore(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  // One database per file (opening one is slow); each test starts from one member and no links.
  beforeEach(async () => {
    await database.db("email_verifications").delete();
    await database.db("users").delete();
    const user = await users.create({
      fullName: "Marie Joseph",
      email: "marie@example.ht",
      phoneNumber: "+50937123456",
      username: "KDS-0000123-0",
      birthday: "1995-04-12",
      profilePhoto: null,
      skills: ["technology.programming"],
      primaryService: null,
      joinedServiceId: null,
      passwordHash: null,
    });
    userId = user.id;
  });

  describe("EmailVerificationStore", () =>
    emailVerificationStoreContract(async () => {
      await database.db("email_verifications").delete();
      await database.db("users").delete();
      return { users, verifications };
    }));

  it("keeps a link under the hash of its token only", async () => {
    await verifications.save("secret-token-value", { userId, email: "marie@example.ht", expiresAt });
    expect(await verifications.find("secret-token-value")).toEqual({ userId, email: "marie@example.ht", expiresAt, usedAt: null });
    expect(await verifications.find("another-token")).toBeNull();
    const rows = (await database.db("email_verifications").select("*")) as Record<string, unknown>[];
    expect(JSON.stringify(rows)).not.toContain("secret-token-value");
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("finds a member by member number", async () => {
    const directory = new KnexMemberDirectory(database.db);
    expect(await directory.findIdByMemberNumber("KDS-0000123-0")).toBe(userId);
    expect(await directory.findIdByMemberNumber("KDS-0000124-8")).toBeNull();
  });
});
